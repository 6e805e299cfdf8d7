import { expect, test, type Browser, type Page } from '@playwright/test';
import { backendPortFor } from './config';
import { waitForHydration, watchPage } from './pageWatch';
import { DEMO_PASSWORD, loginThroughApi, signInContext } from './sessionJourney';
import { logicMeets, onceAcrossBrands } from './once';

export interface AuthBrand {
  id: string;
  name: string;
  navigationSystem: 'basic' | 'panel';
  /** The brand's password rules need a special character, a number and an uppercase letter. */
  strictPassword?: boolean;
  /** Where the player lands after sign-up (settings `afterRegistrationRedirect`), if anywhere. */
  afterRegistrationRedirect?: string;
  /** The edit-profile page's URL in this brand. */
  editProfilePath: string;
}

/** A context whose cookie banner is already accepted, so it never covers what the test clicks. */
async function newPlayerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
  return context.newPage();
}

const dialog = (page: Page) => page.getByRole('dialog');

export function authJourney(brand: AuthBrand) {
  test.describe(`${brand.name}: sign-up, login and profile`, () => {
    test('a guest signs up: every rule speaks, a refusal keeps what was typed, then the player is signed in with a balance', async ({
      browser,
      baseURL,
    }, testInfo) => {
      logicMeets(testInfo, brand, ['navigationSystem', 'strictPassword', 'afterRegistrationRedirect']);
      test.setTimeout(90_000);
      const page = await newPlayerPage(browser, baseURL);
      const problems = await watchPage(page);
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Sign up' }).first().click();
      await expect(page).toHaveURL(/modal=signup/);
      const form = dialog(page).getByTestId('signup-form-email');
      const email = form.getByRole('textbox', { name: /^Email/ });
      const password = form.getByLabel(/^Password/);
      const submit = form.getByRole('button', { name: 'Create account' });
      await expect(submit).toBeDisabled();

      // The email key filter drops what an address cannot hold.
      await email.pressSequentially('ana maria!');
      await expect(email).toHaveValue('anamaria');
      await email.fill('ana@');
      await password.fill('abc');
      await form.getByRole('textbox', { name: /^First name/ }).focus();
      await expect(form.getByText('Invalid format')).toBeVisible();
      await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
      if (brand.strictPassword) {
        await password.fill('abcdefg');
        await expect(form.getByText('Password must contain at least 1 special character')).toBeVisible();
        await password.fill('abcdefg#');
        await expect(form.getByText('Password must contain numbers')).toBeVisible();
        await password.fill('abcdefg#1');
        await expect(form.getByText('Password must contain at least one uppercase character')).toBeVisible();
      }
      await form.getByRole('textbox', { name: /^First name/ }).focus();
      await form.getByRole('textbox', { name: /^Last name/ }).focus();
      await form.getByRole('textbox', { name: /^Nickname/ }).focus();
      await expect(form.getByText('Required').first()).toBeVisible();
      // Phone: the number is parsed with its code (Malta has 8 digits).
      await form.getByRole('combobox', { name: /^Code/ }).selectOption('+356');
      const phone = form.getByRole('textbox', { name: /^Phone number/ });
      await phone.fill('7912');
      await phone.blur();
      await expect(form.getByText('Number is too short')).toBeVisible();
      await phone.fill('79123456');
      // Date of birth: younger than 18 is refused live.
      const year = form.getByRole('combobox', { name: 'Year' });
      const youngest = await year.locator('option').first().getAttribute('value');
      // 31 December of the youngest listed year is always under 18 (except on New Year's Eve).
      await year.selectOption(youngest ?? '');
      await form.getByRole('combobox', { name: 'Month' }).selectOption('12');
      await form.getByRole('combobox', { name: 'Day' }).selectOption('31');
      await expect(form.getByText('You must be at least 18 years old')).toBeVisible();
      await year.selectOption(String(Number(youngest) - 2));
      await expect(form.getByText('You must be at least 18 years old')).toHaveCount(0);

      // A taken email: the server's answer is shown and nothing typed is lost.
      const strong = 'Secret#123';
      await email.fill('player@demo.test');
      await password.fill(strong);
      await form.getByRole('textbox', { name: /^First name/ }).fill('Ana');
      await form.getByRole('textbox', { name: /^Last name/ }).fill('Tester');
      const terms = form.getByRole('checkbox', { name: /I am over 18/ });
      await terms.check();
      await terms.uncheck();
      await terms.blur();
      await expect(form.getByText('Please accept the terms to continue')).toBeVisible();
      await expect(submit).toBeDisabled();
      await terms.check();
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(form.getByRole('alert')).toHaveText('An account with this email already exists.');
      await expect(email).toHaveValue('player@demo.test');
      await expect(form.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ana');
      await expect(password).toHaveValue(strong);

      const fresh = `e2e-${brand.id}-${Date.now()}@example.com`;
      await email.fill(fresh);
      await submit.click();
      await expect(page.getByTestId('header-balance')).toBeVisible();
      // The sign-up modal has closed (a brand that keeps a new player on the home may open its welcome tour right away).
      await expect(page.getByTestId('signup-form-email')).toHaveCount(0);
      if (brand.afterRegistrationRedirect)
        await expect(page).toHaveURL(new RegExp(`${brand.afterRegistrationRedirect}$`));
      else await expect(page).not.toHaveURL(/modal=/);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'registered_user')?.value).toBe('1');
      expect(cookies.find((c) => c.name === 'accessToken')).toBeDefined();
      // The server renders the new player's page too.
      await page.reload();
      await expect(page.getByTestId('header-balance')).toBeVisible();
      // The browser logs the refused sign-up (409) itself; nothing else may go wrong.
      expect(problems.filter((p) => !p.includes('409'))).toEqual([]);
      await page.context().close();
    });

    test('campaign and affiliate values of the landing URL travel with the sign-up body', async ({
      browser,
      baseURL,
    }, testInfo) => {
      onceAcrossBrands(testInfo, brand.id);

      const page = await newPlayerPage(browser, baseURL);
      await page.goto('/?cpnc=spring26&mkt=aff-7&nxafk=AFF123&userDeviceType=tablet');
      await waitForHydration(page);
      await expect
        .poll(async () => (await page.context().cookies()).find((c) => c.name === 'cpnc')?.value)
        .toBe('spring26');
      const cpnc = (await page.context().cookies()).find((c) => c.name === 'cpnc');
      // Kept 365 days.
      expect((cpnc?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
      await page.goto('/promotions?modal=signup');
      await waitForHydration(page);
      const form = dialog(page).getByTestId('signup-form-email');
      await form.getByRole('textbox', { name: /^Email/ }).fill(`camp-${brand.id}-${Date.now()}@example.com`);
      await form.getByLabel(/^Password/).fill('Secret#123');
      await form.getByRole('textbox', { name: /^First name/ }).fill('Cam');
      await form.getByRole('textbox', { name: /^Last name/ }).fill('Paign');
      await form.getByRole('checkbox', { name: /I am over 18/ }).check();
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/sign-up'));
      await form.getByRole('button', { name: 'Create account' }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        cpnc: 'spring26',
        mkt: 'aff-7',
        token: 'AFF123',
        userDeviceType: 'tablet',
        preferredLanguage: 'en',
      });
      expect(String(body['firstUrl'])).toContain('cpnc=spring26');
      expect(body['screenResolution']).toMatch(/^\d+x\d+$/);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await page.context().close();
    });

    test('the demo player logs out from the side menu and logs back in through ?modal=login with the keyboard', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      logicMeets(testInfo, brand, ['navigationSystem']);
      const page = await newPlayerPage(browser, baseURL);
      await signInContext(page.context(), baseURL ?? '', await loginThroughApi(request));
      await page.goto('/promotions');
      await waitForHydration(page);
      await page.getByTestId('account-menu-button').click();
      const menu = dialog(page);
      await expect(menu.getByTestId('last-login')).toContainText('Last login');
      await menu.getByTestId('logout-button').click();
      await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
      await expect(page.getByTestId('header-balance')).toHaveCount(0);
      expect((await page.context().cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
      // A logout the player chose shows no session-ended alert.
      await page.mouse.click(5, 300);
      await expect(page.getByTestId('session-ended-alert')).toHaveCount(0);

      await page.goto('/promotions?modal=login');
      await waitForHydration(page);
      const login = dialog(page);
      await expect(login.getByRole('textbox', { name: /^Email/ })).toBeVisible();
      await login.getByRole('textbox', { name: /^Email/ }).focus();
      await page.keyboard.type('player@demo.test');
      await page.keyboard.press('Tab');
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expect(page).toHaveURL(/\/promotions$/);
      await page.context().close();
    });

    test('the profile form locks what the spec locks and saves a change', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      logicMeets(testInfo, brand, ['navigationSystem', 'editProfilePath']);
      const page = await newPlayerPage(browser, baseURL);
      await signInContext(page.context(), baseURL ?? '', await loginThroughApi(request));
      await page.goto(brand.editProfilePath);
      await waitForHydration(page);
      const form = page.getByTestId('profile-form');
      // The demo player's email is verified and their KYC approved; filled identity fields are locked.
      await expect(form.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('readonly', '');
      await expect(form.getByRole('textbox', { name: /^Address/ })).toHaveAttribute('readonly', '');
      await expect(form.getByRole('textbox', { name: /^First name/ })).toHaveAttribute('readonly', '');
      const city = form.getByRole('textbox', { name: /^City/ });
      await expect(city).toBeEditable();
      const save = form.getByRole('button', { name: 'Save changes' });
      await expect(save).toBeDisabled();
      await city.fill('');
      await city.blur();
      await expect(form.getByText('Required')).toBeVisible();
      await city.fill(`Sliema ${Date.now() % 1000}`);
      await expect(save).toBeEnabled();
      const saved = page.waitForResponse((r) => r.url().includes('/api/user/update-user-details'));
      await save.click();
      const body = (await (await saved).request().postDataJSON()) as Record<string, unknown>;
      expect(body['updateFrom']).toBe('Profile Page');
      expect(Object.keys(body).sort()).toEqual(['city', 'updateFrom']);
      await expect(form.getByRole('status')).toHaveText('Your profile is saved.');
      await page.context().close();
    });

    test('after 30 idle minutes the player is signed out and sees the inactivity alert on the next click', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      // The session's timer and the shell's alert: no brand input.
      onceAcrossBrands(testInfo, brand.id);
      const page = await newPlayerPage(browser, baseURL);
      await signInContext(page.context(), baseURL ?? '', await loginThroughApi(request));
      await page.clock.install();
      await page.goto('/promotions');
      await waitForHydration(page);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expect(page.locator('meta[name="dev-auth-script"]')).toHaveCount(1);
      // The signed-in services load lazily after hydration: the timer must run before the clock jumps.
      await page.waitForSelector('html[data-inactivity-timer="on"]', { state: 'attached' });
      const logout = page.waitForRequest((r) => r.url().endsWith('/api/user/logout'));
      await page.clock.fastForward('30:01');
      expect((await logout).postDataJSON()).toEqual({ reason: 'USER_INACTIVITY_TIMEOUT' });
      await expect(page.getByTestId('header-balance')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('logoutReason'))).toBe('USER_INACTIVITY_TIMEOUT');
      await page.mouse.click(5, 300);
      const alert = page.getByRole('dialog', { name: 'You were logged out' });
      await expect(alert).toBeVisible();
      await expect(alert.locator('time')).toHaveAttribute('datetime', /\d{4}-\d{2}-\d{2}T/);
      await alert.getByTestId('session-ended-login').click();
      await expect(page).toHaveURL(/modal=login/);
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      await page.context().close();
    });

    test('a password reset link sets a new password and opens the casino page with the login modal', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      onceAcrossBrands(testInfo, brand.id);

      const email = `reset-${brand.id}-${Date.now()}@example.com`;
      const created = await request.post('/api/user/sign-up', {
        data: { email, password: 'Secret#123', dateOfBirth: '1990-01-01' },
      });
      expect(created.status(), await created.text()).toBe(200);
      const page = await newPlayerPage(browser, baseURL);
      await page.goto('/?modal=forgot-password');
      await waitForHydration(page);
      await dialog(page)
        .getByRole('textbox', { name: /^Email/ })
        .fill(email);
      await dialog(page).getByRole('button', { name: 'Send the link' }).click();
      await expect(dialog(page).getByRole('status')).toContainText('a link is on its way');
      const backend = `http://localhost:${backendPortFor(Number(new URL(baseURL ?? '').port))}`;
      const mail = (await (await request.get(`${backend}/__dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
        data: Array<{ kind: string; token: string }>;
      };
      const token = mail.data.find((m) => m.kind === 'reset-password')?.token;
      expect(token).toBeTruthy();
      await page.goto(`/?modal=reset-password&token=${token}`);
      await waitForHydration(page);
      await dialog(page)
        .getByLabel(/^New password/)
        .fill('Newer#456');
      await dialog(page)
        .getByLabel(/^Repeat the new password/)
        .fill('Newer#45');
      await dialog(page)
        .getByLabel(/^New password/)
        .focus();
      await expect(dialog(page).getByText('Passwords must match')).toBeVisible();
      await dialog(page)
        .getByLabel(/^Repeat the new password/)
        .fill('Newer#456');
      await dialog(page).getByRole('button', { name: 'Save the new password' }).click();
      await expect(page).toHaveURL(/\/casino\?modal=login$/);
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      await page.context().close();
    });
  });
}

/** Spec section 7: a backend that stops answering fails the request at 15 s with a clear message (the default brand runs it). */
export function requestTimeoutJourney(brandName: string, brandId: string) {
  test.describe(`${brandName}: request timeout`, () => {
    test('a login the backend never answers fails after 15 s with a clear message, and keeps the form', async ({
      browser,
      baseURL,
    }, testInfo) => {
      onceAcrossBrands(testInfo, brandId);
      test.setTimeout(60_000);
      const page = await newPlayerPage(browser, baseURL);
      // Playwright holds the login call: the page sees a backend that does not answer.
      await page.route('**/api/user/login', () => undefined);
      await page.goto('/?modal=login');
      await waitForHydration(page);
      await dialog(page)
        .getByRole('textbox', { name: /^Email/ })
        .fill('player@demo.test');
      await dialog(page)
        .getByLabel(/^Password/)
        .fill(DEMO_PASSWORD);
      const started = Date.now();
      await dialog(page).getByRole('button', { name: 'Log in' }).click();
      await expect(dialog(page).getByRole('alert')).toHaveText(
        'The server took too long to answer. Please try again.',
        { timeout: 25_000 },
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(14_500);
      await expect(dialog(page).getByRole('textbox', { name: /^Email/ })).toHaveValue('player@demo.test');
      await page.context().close();
    });
  });
}
