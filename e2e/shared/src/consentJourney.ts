import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { waitForHydration } from './pageWatch';
import { freePort } from './startup';

export function consentJourney(brandId: string, brandName: string) {
  test.describe(`${brandName}: cookie consent`, () => {
    test('the banner goes once accepted, and stays gone after a reload', async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'We use cookies' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy');
      await waitForHydration(page);
      await banner.getByRole('button', { name: 'Accept cookies' }).click();
      await expect(banner).toBeHidden();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    });

    test('appearing, it moves nothing on the page (no layout shift)', async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
    });

    test('never on /play/ pages, and not for crawlers', async ({ page, browser, baseURL }) => {
      await page.goto('/play/book-of-ra');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
      const bot = await browser.newContext({
        baseURL,
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      });
      const botPage = await bot.newPage();
      await botPage.goto('/');
      await expect(botPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(botPage.getByTestId('cookie-banner')).toHaveCount(0);
      await bot.close();
    });

    test('not shown when settings say cookiesPopup: false (local override)', async ({ request }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'one server start per brand is enough');
      const { workspaceRoot, backendUrl } = testInfo.config.metadata as { workspaceRoot: string; backendUrl: string };
      const port = await freePort();
      const child = spawn('node', [`apps/${brandId}/build/server/index.js`], {
        cwd: workspaceRoot,
        env: {
          ...process.env,
          PORT: String(port),
          CASINO_PUBLIC_ORIGIN: `http://localhost:${port}`,
          CASINO_API_URL: backendUrl,
          CASINO_SETTINGS_OVERRIDES: '{"cookiesPopup": false}',
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        await new Promise<void>((resolve, reject) => {
          child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
          child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
        });
        const html = await (await request.get(`http://localhost:${port}/`)).text();
        expect(html).toContain(brandName);
        expect(html).not.toContain('data-testid="cookie-banner"');
        const usual = await (await request.get('/')).text();
        expect(usual).toContain('data-testid="cookie-banner"');
      } finally {
        child.kill();
      }
    });
  });
}
