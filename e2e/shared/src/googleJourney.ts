import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { waitForHydration, watchPage } from './pageWatch';

/** A context whose cookie banner is already accepted, so it never covers what the test clicks. */
async function newGuestPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
  return context.newPage();
}

/** The brand's own callback page, where the consent screen sends the browser back. */
const CALLBACK = /\/auth\/google\/callback\?/;

/**
 * Google sign-in against the dev backend's fake consent screen (the dev brands' `googleAuthUrl`): the demo player from
 * the login modal lands signed in on the page they came from; a new Google user from the registration tab lands signed
 * in (where the brand's sign-up lands).
 */
export function googleJourney(brand: { id: string; name: string }) {
  test.describe(`${brand.name}: Google sign-in`, () => {
    test('the demo player continues with Google from the login modal and lands signed in on the page they came from', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const page = await newGuestPage(browser, baseURL);
      const problems = await watchPage(page);
      await page.goto('/promotions?modal=login');
      await waitForHydration(page);
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByRole('button', { name: 'Continue with Google' }).click();

      await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
      await expect(page).toHaveURL(/\/__dev\/google\/authorize\?.*code_challenge_method=S256/);
      await page
        .getByRole('listitem')
        .filter({ hasText: 'player@demo.test' })
        .getByRole('button', { name: 'Continue' })
        .click();

      await page.waitForURL(CALLBACK);
      await expect(page).toHaveURL(/\/promotions$/, { timeout: 15_000 });
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
      // Back from the callback, the address carries no code or state.
      expect(page.url()).not.toMatch(/code=|state=/);
      expect(problems).toEqual([]);
    });

    test('cancelling on the consent screen lands on the callback page saying so, with the ways back, and axe finds nothing there', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      const page = await newGuestPage(browser, baseURL);
      await page.goto('/promotions?modal=login');
      await waitForHydration(page);
      await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Continue with Google' }).click();
      await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.waitForURL(CALLBACK);
      await expect(page.getByRole('heading', { level: 1, name: 'Google sign-in did not work' })).toBeVisible();
      await expect(page.getByText('You cancelled signing in with Google.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in another way' })).toHaveAttribute('href', /modal=login/);
      await expect(page.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/promotions');
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });

    test('a new Google user continues from the registration tab and lands signed in', async ({ browser, baseURL }) => {
      test.setTimeout(60_000);
      const page = await newGuestPage(browser, baseURL);
      await page.goto('/casino?modal=signup');
      await waitForHydration(page);
      const signup = page.getByRole('dialog');
      await signup.getByRole('button', { name: 'Continue with Google' }).click();

      await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
      const newcomer = page.getByRole('listitem').filter({ hasText: /newgoogle\+\d+@example\.com/ });
      await newcomer.getByRole('button', { name: 'Continue' }).click();

      await page.waitForURL(CALLBACK);
      await expect(page).not.toHaveURL(/\/auth\/google\/callback/, { timeout: 15_000 });
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
    });
  });
}
