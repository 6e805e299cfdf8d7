import { expect, test, type Browser, type Page } from '@playwright/test';
import { openMainNavigation, waitForHydration, watchPage } from './pageWatch';
import { loginDetails, signInContext } from './sessionJourney';
import { logicMeets, onceAcrossBrands } from './once';

export interface DataBrand {
  id: string;
  name: string;
  navigationSystem: 'basic' | 'panel';
  /** The edit-profile page's URL in this brand. */
  editProfilePath: string;
}

/** A page whose cookie banner is accepted (it never covers a click), signed in with `token` when given. */
async function playerPage(
  browser: Browser,
  baseURL: string | undefined,
  token?: string,
  { javaScriptEnabled = true } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
  if (token) await signInContext(context, baseURL ?? '', token);
  return context.newPage();
}

const backendUrl = () => test.info().config.metadata['backendUrl'] as string;

/** What a signed-in page holds of the session: the token cookie and the storage key. */
async function tokenKept(page: Page): Promise<{ cookie: boolean; storage: boolean }> {
  const cookie = (await page.context().cookies()).some((c) => c.name === 'accessToken');
  const storage = await page.evaluate(() => localStorage.getItem('accessToken') !== null);
  return { cookie, storage };
}

/**
 * The data-and-pages issue in a real browser: page modules server-rendered with their data, one API client whose 403
 * ends the session from any call, and a player who stays a player while the backend stumbles.
 */
export function dataJourney(brand: DataBrand) {
  test.describe(`${brand.name}: pages, data and the one API client`, () => {
    test("the edit-profile page arrives server-rendered with the player's details in the form", async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      logicMeets(testInfo, brand, ['navigationSystem', 'editProfilePath']);
      const { accessToken } = await loginDetails(request);
      const readDetails = async () =>
        (
          (await (
            await request.get('/api/user/get-user-details', { headers: { Authorization: `Bearer ${accessToken}` } })
          ).json()) as { data: { getUser: { city: string; countryCode: string } } }
        ).data.getUser;
      const details = await readDetails();
      // No JavaScript: what a crawler, a slow phone or curl gets is the server's HTML alone.
      const page = await playerPage(browser, baseURL, accessToken, { javaScriptEnabled: false });
      const response = await page.goto(brand.editProfilePath);
      expect(response?.status()).toBe(200);
      const form = page.getByTestId('profile-form');
      // Other tests of this run save the demo player's city: the page shows the city stored before it loaded or after.
      const shown = await form.getByRole('textbox', { name: /^City/ }).inputValue();
      expect([details.city, (await readDetails()).city]).toContain(shown);
      // The demo player's country is filled, so it is locked and shown by name.
      expect(details.countryCode).toBe('MT');
      await expect(form.getByRole('textbox', { name: /^Country/ })).toHaveValue('Malta');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${brand.editProfilePath}$`),
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /personal details/);
      await page.context().close();
    });

    test('a guest asking for the edit-profile page gets it with the login modal open over it', async ({
      browser,
      baseURL,
    }, testInfo) => {
      logicMeets(testInfo, brand, ['navigationSystem', 'editProfilePath']);
      const page = await playerPage(browser, baseURL);
      const problems = await watchPage(page);
      const response = await page.goto(brand.editProfilePath);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${brand.editProfilePath}\\?modal=login$`));
      await waitForHydration(page);
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
      expect(problems).toEqual([]);
      await page.context().close();
    });

    for (const [call, route] of [
      ['log-event', '**/api/user/log-event'],
      ['scripts', '**/api/core/casino/scripts**'],
    ] as const) {
      test(`a 403 from ${call} ends the session: token gone, the same page with the login modal`, async ({
        browser,
        baseURL,
        request,
      }, testInfo) => {
        onceAcrossBrands(testInfo, brand.id);

        const { accessToken } = await loginDetails(request);
        const page = await playerPage(browser, baseURL, accessToken);
        // The page's own first calls (PAGE_VIEW, its scripts) go through before the backend turns on this token.
        const firstCalls = Promise.all([
          page.waitForResponse((r) => r.url().includes('/api/user/log-event')),
          page.waitForResponse(
            (r) => r.url().includes('/api/core/casino/scripts') && r.url().includes('enableAuthUsers'),
          ),
        ]);
        await page.goto('/casino');
        await waitForHydration(page);
        await expect(page.getByTestId('header-balance')).toBeVisible();
        await firstCalls;
        await page.evaluate((token) => localStorage.setItem('accessToken', token), accessToken);
        // From here on the backend refuses this call (the token died elsewhere).
        await page.route(route, (r) =>
          r.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({ success: false, error: { code: 'TOKEN_EXPIRED', message: 'Session expired' } }),
          }),
        );
        // A navigation sends PAGE_VIEW; the scripts are fetched again when the audience changes or the page reloads.
        if (call === 'log-event') {
          await openMainNavigation(page, brand.navigationSystem);
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
          await expect(page).toHaveURL(/\/promotions\?modal=login$/);
        } else {
          await page.reload();
          await expect(page).toHaveURL(/\/casino\?modal=login$/);
        }
        await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
        await expect(page.getByTestId('header-balance')).toHaveCount(0);
        expect(await tokenKept(page)).toEqual({ cookie: false, storage: false });
        await page.context().close();
      });
    }

    test('a player stays a player while every call of theirs fails, and the page fills in once the backend is back', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      onceAcrossBrands(testInfo, brand.id);

      test.setTimeout(60_000);
      const { accessToken } = await loginDetails(request);
      const page = await playerPage(browser, baseURL, accessToken);
      const problems = await watchPage(page);
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      // Every call bearing this player's token now fails (other suites' players are left alone).
      const faults = async (errorRate: number) => {
        const answer = await request.post(`${backendUrl()}/__dev/faults`, {
          data: { errorRate, tokens: errorRate ? [accessToken] : [] },
        });
        expect(answer.status()).toBe(200);
      };
      await faults(1);
      try {
        const main = page.getByRole('navigation', { name: 'Main' });
        for (const name of ['Casino', 'Promotions', 'Tournaments']) {
          await openMainNavigation(page, brand.navigationSystem);
          const link = main.getByRole('link', { name, exact: true });
          const href = (await link.getAttribute('href')) ?? '';
          await link.click();
          // The page asked for, not the one still on screen while it loads (a drawer closes with the navigation).
          await expect(page).toHaveURL((url) => url.pathname === href.split('?')[0], { timeout: 15_000 });
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
          await expect(page.getByTestId('account-menu-button')).toBeVisible();
        }
        // A modal over the page runs the root loader again (its user-details call fails): still not a guest.
        await page.goto('/promotions?modal=deposit-failed&met=Visa');
        await waitForHydration(page);
        await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
        // A full server render while the backend fails: the player's place is held, not handed to a guest.
        await page.goto(brand.editProfilePath);
        await waitForHydration(page);
        await expect(page.getByTestId('header-session-restoring')).toBeVisible();
        await expect(page.getByTestId('profile-restoring')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
        expect(await tokenKept(page)).toMatchObject({ cookie: true });
        await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
      } finally {
        await faults(0);
      }
      // Back again: the browser's own retries fill the page in, without a reload.
      await expect(page.getByTestId('header-balance')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('profile-form').getByRole('textbox', { name: /^City/ })).not.toHaveValue('', {
        timeout: 20_000,
      });
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      // Failed calls show in the console as failed requests; nothing else may go wrong.
      expect(problems.filter((p) => !/503|Failed to load resource/.test(p))).toEqual([]);
      await page.context().close();
    });
  });
}
