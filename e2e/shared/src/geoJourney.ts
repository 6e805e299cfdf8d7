import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { axeScan } from './axe';
import { waitForHydration } from './pageWatch';
import { loginThroughApi, signInContext } from './sessionJourney';
import { freePort } from './startup';
import { onceAcrossBrands } from './once';

const fromUS = { 'x-dev-country': 'US' };
const GEOCODER = 'https://api.bigdatacloud.net/**';

export function geoJourney(brandId: string, brandName: string) {
  test.describe(`${brandName}: country block`, () => {
    test('a guest from an excluded country gets the popup with country, IP and date', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: fromUS });
      const page = await context.newPage();
      await page.goto('/');
      const popup = page.getByRole('dialog', { name: 'Access from your country is restricted' });
      await expect(popup).toBeVisible();
      await expect(page.getByTestId('blocked-country')).toHaveText('United States');
      await expect(page.getByTestId('blocked-ip')).not.toBeEmpty();
      await expect(popup).toContainText(String(new Date().getUTCFullYear()));
      await waitForHydration(page);
      await page.keyboard.press('Escape');
      await expect(popup).toBeVisible();
      const results = await axeScan(page, { include: '[data-testid="country-block"]', tags: ['wcag2a', 'wcag2aa'] });
      expect(results.violations.map((v) => v.id)).toEqual([]);
      await context.close();
    });

    test('?whitelisted=1, a signed-in player and a crawler are never blocked', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      onceAcrossBrands(testInfo, brandId);

      const whitelisted = await browser.newContext({ baseURL, extraHTTPHeaders: fromUS });
      const page = await whitelisted.newPage();
      await page.goto('/?whitelisted=1');
      await waitForHydration(page);
      await expect(page.getByTestId('country-block')).toHaveCount(0);
      await page.goto('/promotions');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('country-block')).toHaveCount(0);
      await whitelisted.close();

      const player = await browser.newContext({ baseURL, extraHTTPHeaders: fromUS });
      await signInContext(player, baseURL ?? '', await loginThroughApi(request));
      const playerPage = await player.newPage();
      await playerPage.goto('/');
      await expect(playerPage.getByTestId('header-balance')).toBeVisible();
      await expect(playerPage.getByTestId('country-block')).toHaveCount(0);
      await player.close();

      const bot = await browser.newContext({
        baseURL,
        extraHTTPHeaders: fromUS,
        userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0)',
      });
      const botPage = await bot.newPage();
      const html = await (await botPage.goto('/'))?.text();
      expect(html).not.toContain('data-testid="country-block"');
      await bot.close();
    });

    test('re-verifying from an allowed country clears the block, and it stays cleared after a reload', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        extraHTTPHeaders: fromUS,
        geolocation: { latitude: 35.9, longitude: 14.51 },
        permissions: ['geolocation'],
      });
      const page = await context.newPage();
      let asked = '';
      await page.route(GEOCODER, (route) => {
        asked = route.request().url();
        return route.fulfill({ json: { countryCode: 'MT' } });
      });
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Re-verify my location' }).click();
      await expect(page.getByTestId('country-block')).toHaveCount(0);
      expect(asked).toContain('latitude=35.9');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('country-block')).toHaveCount(0);
      await context.close();
    });

    test('re-verifying from an excluded country keeps the block and says why', async ({
      browser,
      baseURL,
    }, testInfo) => {
      onceAcrossBrands(testInfo, brandId);

      const context = await browser.newContext({
        baseURL,
        extraHTTPHeaders: fromUS,
        geolocation: { latitude: 40.7, longitude: -74 },
        permissions: ['geolocation'],
      });
      const page = await context.newPage();
      await page.route(GEOCODER, (route) => route.fulfill({ json: { countryCode: 'US' } }));
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Re-verify my location' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'still in a restricted country' })).toBeVisible();
      await expect(page.getByTestId('country-block')).toBeVisible();
      await context.close();
    });

    test('a whitelisted IP is never blocked (settings whitelistedIPs)', async ({ browser }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'one server start per brand is enough');
      const { workspaceRoot, backendUrl } = testInfo.config.metadata as { workspaceRoot: string; backendUrl: string };
      const port = await freePort();
      const overrides = JSON.stringify({ whitelistedIPs: '127.0.0.1,::1,::ffff:127.0.0.1' });
      const child = spawn('node', [`apps/${brandId}/build/server/index.js`], {
        cwd: workspaceRoot,
        env: {
          ...process.env,
          PORT: String(port),
          CASINO_PUBLIC_ORIGIN: `http://localhost:${port}`,
          CASINO_API_URL: backendUrl,
          CASINO_SETTINGS_OVERRIDES: overrides,
          CASINO_FORWARD_DEV_HEADERS: 'true',
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        await new Promise<void>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
          child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
        });
        const context = await browser.newContext({ baseURL: `http://localhost:${port}`, extraHTTPHeaders: fromUS });
        const page = await context.newPage();
        await page.goto('/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('country-block')).toHaveCount(0);
        await context.close();
      } finally {
        child.kill();
      }
    });
  });
}
