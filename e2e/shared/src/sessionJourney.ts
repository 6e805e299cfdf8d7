import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { waitForHydration, watchPage } from './pageWatch';

export const DEMO_PASSWORD = 'Demo#2024';

/** Logs a demo player in through the brand server's API proxy and returns the bearer token. */
export async function loginThroughApi(request: APIRequestContext, email = 'player@demo.test'): Promise<string> {
  return (await loginDetails(request, email)).accessToken;
}

export async function loginDetails(
  request: APIRequestContext,
  email = 'player@demo.test',
): Promise<{ accessToken: string; userId: number }> {
  const response = await request.post('/api/user/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { accessToken: string; userId: number } }).data;
}

/** The email of a seeded crowd player (the dev backend's `NICKNAMES`, lower-cased). */
export const crowd = (nick: string) => `${nick}@players.demo.test`;

/** Puts the token where the site keeps it: the `accessToken` cookie. */
export async function signInContext(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'accessToken', value: token, url: baseURL }]);
}

export function sessionJourney(brandName: string) {
  test.describe(`${brandName}: session`, () => {
    test('a signed-in page arrives server-rendered with the balance, and survives a reload', async ({
      browser,
      baseURL,
      request,
    }) => {
      const token = await loginThroughApi(request);
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      await signInContext(context, baseURL ?? '', token);
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByTestId('header-balance')).toContainText(/€|EUR/);
      await expect(page.getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await context.close();
    });

    test('a 403 ends the session and lands on the same page with the login modal', async ({
      browser,
      baseURL,
      request,
    }) => {
      const token = await loginThroughApi(request);
      const context = await browser.newContext({ baseURL });
      await signInContext(context, baseURL ?? '', token);
      const page = await context.newPage();
      const problems = await watchPage(page);
      await page.clock.install();
      await page.goto('/promotions?tab=weekly');
      await waitForHydration(page);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      // Let the page's own calls finish first (the signed-in scripts are in): jumping the clock with a call in flight
      // would time it out, which is not what this test is about.
      await expect(page.locator('meta[name="dev-auth-script"]')).toHaveCount(1);
      // The token dies elsewhere (another device logged out), while this tab is in the background.
      const logout = await request.post('/api/user/logout', {
        headers: { Authorization: `Bearer ${token}` },
        data: { reason: 'USER_INITIATED' },
      });
      expect(logout.status()).toBe(200);
      const setVisibility = (state: 'hidden' | 'visible') =>
        page.evaluate((value) => {
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
          document.dispatchEvent(new Event('visibilitychange'));
        }, state);
      await setVisibility('hidden');
      await page.clock.fastForward(61_000);
      await setVisibility('visible');
      await expect(page).toHaveURL(/\/promotions\?tab=weekly&modal=login$/);
      await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
      // The 403 itself is the only console error a player's browser reports here.
      expect(problems.filter((p) => !p.includes('403'))).toEqual([]);
      await context.close();
    });

    test('a balance event from the wallet socket changes the balance on screen without a reload', async ({
      browser,
      baseURL,
      request,
    }) => {
      const { accessToken, userId } = await loginDetails(request);
      const context = await browser.newContext({ baseURL });
      await signInContext(context, baseURL ?? '', accessToken);
      const page = await context.newPage();
      const problems = await watchPage(page);
      await page.goto('/');
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      const backendUrl = test.info().config.metadata['backendUrl'] as string;
      // The socket connects after hydration: push until the page has heard it.
      await expect(async () => {
        const pushed = await request.post(`${backendUrl}/__dev/emit`, {
          data: { userId, event: 'balance', data: { cash: 4321.5, nonCash: 10, total: 4331.5 } },
        });
        expect(pushed.status()).toBe(200);
        await expect(page.getByTestId('header-balance')).toContainText('4,331.50', { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });

    test('an ?at= link signs the player in and leaves no token in the address bar or history', async ({
      browser,
      baseURL,
      request,
    }) => {
      const token = await loginThroughApi(request);
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto(`/promotions?tab=weekly&at=${encodeURIComponent(token)}`);
      await expect(page).toHaveURL(/\/promotions\?tab=weekly$/);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await waitForHydration(page);
      const seen = await page.evaluate(() =>
        [window.location.href, ...performance.getEntriesByType('navigation').map((e) => e.name)].join(' '),
      );
      expect(seen).not.toContain(token);
      expect((await context.cookies()).find((c) => c.name === 'accessToken')?.value).toBe(token);
      await page.goBack();
      expect(page.url()).not.toContain(token);
      await context.close();
    });

    test('a bad token renders a guest page, not an error', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL });
      await signInContext(context, baseURL ?? '', 'not-a-real-token');
      const page = await context.newPage();
      const problems = await watchPage(page);
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}
