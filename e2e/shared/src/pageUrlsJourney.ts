import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import type { BrandUnderTest } from './smokeJourney';
import { openMainNavigation, waitForHydration, watchPage } from './pageWatch';
import { freePort } from './startup';
import { logicMeets } from './once';

/**
 * Spec section 2: settings may override the page routes through the page-URL list (`pageUrls`, keyed by page key).
 * A second server of the brand runs with the tournaments page moved to /races (a local settings override), so the
 * suite's own server and every other journey keep the built-in URLs.
 */
export function pageUrlsJourney(brand: BrandUnderTest) {
  test.describe(`${brand.name}: page URLs from settings`, () => {
    test('a moved page: the menu links to its new URL, which renders it in the layout; the old URL redirects there', async ({
      browser,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'one server start per brand is enough');
      logicMeets(testInfo, brand, ['navigationSystem']);
      const { workspaceRoot, backendUrl } = testInfo.config.metadata as { workspaceRoot: string; backendUrl: string };
      const port = await freePort();
      const baseURL = `http://localhost:${port}`;
      const child = spawn('node', [`apps/${brand.id}/build/server/index.js`], {
        cwd: workspaceRoot,
        env: {
          ...process.env,
          PORT: String(port),
          CASINO_PUBLIC_ORIGIN: `http://localhost:${port}`,
          CASINO_API_URL: backendUrl,
          CASINO_SETTINGS_OVERRIDES: JSON.stringify({ pageUrls: { tournaments: '/races' } }),
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        await new Promise<void>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
          child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
        });
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        const problems = await watchPage(page);

        // The menu links to the new URL, and following it renders the page there (client-side).
        await page.goto('/');
        await waitForHydration(page);
        await openMainNavigation(page, brand.navigationSystem);
        const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tournaments' });
        await expect(link).toHaveAttribute('href', '/races');
        await link.click();
        await expect(page).toHaveURL(`${baseURL}/races`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
        await expect(page).toHaveTitle(`Tournaments | ${brand.name}`);

        // The new URL, loaded afresh: server-rendered with status 200 inside the real layout.
        const response = await page.goto('/races?tab=live');
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
        await expect(page.locator(`[data-layout="${brand.navigationSystem}"]`)).toHaveCount(1);
        await expect(page).toHaveTitle(`Tournaments | ${brand.name}`);

        // The old URL redirects (302, query kept), and a browser lands on the new one.
        const old = await request.get(`${baseURL}/tournaments?tab=live`, { maxRedirects: 0 });
        expect(old.status()).toBe(302);
        expect(old.headers()['location']).toBe('/races?tab=live');
        await page.goto('/tournaments?tab=live');
        await expect(page).toHaveURL(`${baseURL}/races?tab=live`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();

        // Pages settings do not move keep their URLs; unknown paths stay 404; the suite's own server is untouched.
        expect((await request.get(`${baseURL}/promotions`)).status()).toBe(200);
        expect((await request.get(`${baseURL}/no-such-page`)).status()).toBe(404);
        expect((await request.get('/tournaments', { maxRedirects: 0 })).status()).toBe(200);
        expect((await request.get('/races')).status()).toBe(404);
        expect(problems).toEqual([]);
        await context.close();
      } finally {
        child.kill();
      }
    });
  });
}
