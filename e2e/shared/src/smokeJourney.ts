import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openMainNavigation, waitForHydration, watchPage } from './pageWatch';

/**
 * Where two renders of a page first differ, their nonces and the times a render writes (milliseconds since 1970) set
 * aside, with some context on each side: a test's message.
 */
function firstDifference(a: string, b: string): string {
  const plain = (html: string) => {
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    return (nonce ? html.replaceAll(nonce, 'NONCE') : html).replace(/\b1\d{12}\b/g, 'TIME');
  };
  const [x, y] = [plain(a), plain(b)];
  let at = 0;
  while (at < x.length && x[at] === y[at]) at += 1;
  if (at === x.length && x.length === y.length) return 'nowhere';
  const around = (html: string) => html.slice(Math.max(0, at - 120), at + 120);
  return `…${around(x)}… against …${around(y)}…`;
}

export interface BrandUnderTest {
  id: string;
  name: string;
  navigationSystem: 'basic' | 'panel';
}

/** The journey every brand must pass on its production build (workspace foundation issue). */
export function smokeJourney(brand: BrandUnderTest) {
  test.describe(`${brand.name}: smoke`, () => {
    test('the home page arrives server-rendered: navigation and brand name before any script runs', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(brand.name);
      expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
      // The theme's global styles are in the head, read before anything of the body paints (a page whose body first
      // painted with the browser's 8 px margin moved once they arrived).
      expect(html.slice(0, html.indexOf('<body'))).toMatch(
        /<style data-cs-global="" nonce="[^"]+">[^<]*body\{[^}]*margin:\s*0;/,
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(brand.name).filter({ visible: true }).first()).toBeVisible();
      await expect(page.locator(`[data-layout="${brand.navigationSystem}"]`)).toHaveCount(1);
      await context.close();
    });

    test("styles come from the brand's one stylesheet: no inline style repeats what it holds, before or after hydration", async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name === 'phone', 'the sheet and the markup are the same on both devices');
      const html = await (await request.get('/')).text();
      const head = html.slice(0, html.indexOf('<body'));
      const href = /<link rel="stylesheet" href="(\/assets\/cs-[A-Za-z0-9_-]+\.css)" data-cs-sheet=""/.exec(head)?.[1];
      expect(href, 'the head links the stylesheet').toBeTruthy();
      // Before the scripts' preloads: it arrives first and the page paints before they run.
      expect(head.indexOf(`href="${href}"`)).toBeLessThan(head.indexOf('rel="modulepreload"'));
      // And the scripts' preloads are fetched at low priority, after what the first paint needs.
      const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      expect(preloads.length).toBeGreaterThan(3);
      expect(preloads.filter((link) => !link.includes(' fetchpriority="low"'))).toEqual([]);
      const sheet = await request.get(href ?? '');
      expect(sheet.headers()['content-type']).toContain('text/css');
      expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const held = new Set([...(await sheet.text()).matchAll(/\.cs-([A-Za-z0-9_-]+)/g)].map((m) => m[1]));
      expect(held.size).toBeGreaterThan(100);
      // What the server wrote inline is only what the sheet lacks (styles merged on render).
      const inline = [...html.matchAll(/<style data-emotion="cs ([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(' '));
      expect(inline.filter((name) => held.has(name))).toEqual([]);
      expect(html.match(/ class="cs-/g)?.length ?? 0).toBeGreaterThan(50);
      // Hydration names the same classes and inserts none of the sheet's rules again.
      await page.goto('/');
      await waitForHydration(page);
      const inserted = await page.evaluate(() =>
        [...document.querySelectorAll('style[data-emotion]')].flatMap((tag) => {
          const rules = (tag as HTMLStyleElement).sheet?.cssRules;
          return rules ? [...rules].map((rule) => /\.cs-([A-Za-z0-9_-]+)/.exec(rule.cssText)?.[1] ?? '') : [];
        }),
      );
      expect(inserted.filter((name) => held.has(name))).toEqual([]);
    });

    test('hydrates with no console error and no CSP violation', async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto('/');
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });

    test('navigates to a second page client-side, without reloading the document', async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto('/');
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      await openMainNavigation(page, brand.navigationSystem);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
      await expect(page).toHaveURL(/\/promotions$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
      await expect(page).toHaveTitle(`Promotions | ${brand.name}`);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(problems).toEqual([]);
    });

    test('an unknown path gives the 404 page whose Go Home link works', async ({ page }) => {
      const response = await page.goto('/no-such-page/at-all');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await waitForHydration(page);
      await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: /150%/ })).toBeVisible();
    });

    test('Arabic mirrors the layout and survives a reload', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.getByLabel(/Current language/).click();
      await page.getByRole('button', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('دورة مجانية');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('link', { name: 'احصل على مكافأتك' })).toBeVisible();
    });

    test('pages carry the security headers', async ({ request }) => {
      for (const path of ['/', '/promotions', '/no-such-page']) {
        const response = await request.get(path);
        const headers = response.headers();
        expect(headers['content-security-policy'], path).toMatch(
          /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
        );
        expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
        expect(headers['x-content-type-options'], path).toBe('nosniff');
        expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(headers['strict-transport-security'], path).toContain('max-age=31536000');
      }
    });

    test('a guest page has a fresh nonce each time (kept pages too) and its translations beside it, kept for a year', async ({
      request,
    }) => {
      const served: Array<{ nonce: string; html: string }> = [];
      // The home: a guest's home is rendered once for many guests (the guest render cache), then served with new nonces.
      for (let i = 0; i < 3; i++) {
        const response = await request.get('/');
        const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
        const html = await response.text();
        // Every script and style the page writes carries this response's nonce and no other.
        const used = new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]));
        expect(used, `response ${i + 1}`).toEqual(new Set([nonce]));
        served.push({ nonce, html });
      }
      expect(new Set(served.map((s) => s.nonce)).size).toBe(3);
      // The page does not carry the translation bundle; its head names the file, which a browser or CDN keeps.
      const html = served[2]?.html ?? '';
      expect(html).not.toContain('shell.header.login');
      const href = /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)" data-translations="en@/
        .exec(html)?.[1]
        ?.replaceAll('&amp;', '&');
      expect(href).toMatch(/^\/locales\/en\.json\?v=/);
      const file = await request.get(href ?? '');
      expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(((await file.json()) as Record<string, string>)['shell.header.login']).toBeTruthy();
    });

    test("a guest's /casino and /promotions are kept from their second request and served again: the prefetched data's times do not make them new", async ({
      request,
    }, testInfo) => {
      for (const page of ['/casino', '/promotions']) {
        const tries: string[] = [];
        let proven = false;
        // Each try a query string no other test asks for: a page of its own in the guest render cache of this suite's
        // server. Data that really changed between two requests (another key, which the server says in `guest-key`) is
        // another page, rightly rendered again: then another try, and the message says where the pages differed.
        for (let attempt = 0; attempt < 3 && !proven; attempt++) {
          const path = `${page}?e2e=${testInfo.project.name}-${Date.now()}-${attempt}`;
          const served: Array<{ outcome: string; key: string; html: string }> = [];
          for (let i = 0; i < 3; i++) {
            const response = await request.get(path, { headers: { Cookie: 'cookieConsent=true' } });
            expect(response.status(), path).toBe(200);
            const timing = response.headers()['server-timing'] ?? '';
            served.push({
              outcome: /guest-cache;desc=(\w+)/.exec(timing)?.[1] ?? 'none',
              key: /guest-key;desc=([\w-]+)/.exec(timing)?.[1] ?? '',
              html: await response.text(),
            });
          }
          const keys = served.map((s) => s.key);
          expect(keys.every(Boolean), `${path}: every response of a guest page says its key`).toBe(true);
          if (keys[0] === keys[1] && keys[1] === keys[2]) {
            // The same data three times: rendered on the first request (a one-off URL is not kept), kept on the second,
            // served from the cache on the third.
            expect(
              served.map((s) => s.outcome),
              `${path}: keys ${keys.join(' ')}`,
            ).toEqual(['miss', 'miss', 'hit']);
            proven = true;
          } else {
            const changed = keys[0] === keys[1] ? 1 : 0;
            tries.push(
              `${path}: keys ${keys.join(' ')}; pages ${changed + 1} and ${changed + 2} first differ at ${firstDifference(served[changed]?.html ?? '', served[changed + 1]?.html ?? '')}`,
            );
          }
        }
        expect(
          proven,
          `${page}: the data changed between the requests of every try (a time the render writes?):\n${tries.join('\n')}`,
        ).toBe(true);
      }
    });

    test('no page is wider than the screen (nothing to scroll sideways, dialogs fully on screen)', async ({ page }) => {
      for (const path of ['/', '/promotions', '/no-such-page', '/?modal=deposit-pending&met=Skrill']) {
        await page.goto(path);
        await waitForHydration(page);
        // Settled: the page's own scripts may still be arranging it. The message names the widest element that sticks
        // out, so a real overflow says where it is.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const viewport = document.documentElement.clientWidth;
                if (document.documentElement.scrollWidth <= viewport) return 'fits';
                const wide = [...document.querySelectorAll('body *')]
                  .map((el) => ({ el, right: el.getBoundingClientRect().right }))
                  .filter(
                    ({ el, right }) =>
                      right > viewport + 1 && (el.parentElement?.getBoundingClientRect().right ?? 0) <= viewport + 1,
                  )
                  .sort((a, b) => b.right - a.right)[0];
                return `${document.documentElement.scrollWidth}px wide; sticks out: ${wide ? `${wide.el.tagName.toLowerCase()}[data-testid=${wide.el.getAttribute('data-testid')}] class=${wide.el.className} to ${Math.round(wide.right)}px` : 'unknown'}`;
              }),
            { message: path, timeout: 3_000 },
          )
          .toBe('fits');
      }
      const close = page.getByRole('dialog').getByRole('button', { name: 'Close' }).first();
      await expect(close).toBeInViewport({ ratio: 1 });
    });

    test('no page is wider than the screen before its scripts run (what a slow phone shows first)', async ({
      browser,
      baseURL,
    }, testInfo) => {
      // /promotions was once some 4,000 px wide until hydration (screen-reader text in the rakeback row laid out along
      // the whole row, outside its scroller): a phone showed the server's page zoomed out to a quarter.
      const device = testInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        // The project's device, without opening its own page (a context and a renderer for nothing).
        viewport: device.viewport,
        isMobile: device.isMobile,
        hasTouch: device.hasTouch,
        deviceScaleFactor: device.deviceScaleFactor,
        userAgent: device.userAgent,
      });
      const noScripts = await context.newPage();
      for (const path of ['/', '/casino', '/promotions', '/vip-club', '/tournaments', '/no-such-page']) {
        await noScripts.goto(path);
        const width = await noScripts.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          screen: document.documentElement.clientWidth,
          layout: window.innerWidth,
        }));
        expect(width, path).toEqual({ page: width.screen, screen: width.screen, layout: width.screen });
      }
      await context.close();
    });

    test('the home page has no automatically detectable accessibility violations', async ({ page }, testInfo) => {
      test.skip(
        testInfo.project.name === 'phone',
        "the accessibility suite's cookie-banner test scans this page, a first visit on the phone",
      );
      await page.goto('/');
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
