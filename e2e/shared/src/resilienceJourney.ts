import { expect, test, type Browser, type Page } from '@playwright/test';
import { openMainNavigation, waitForHydration, watchPage } from './pageWatch';
import { DEMO_PASSWORD, loginDetails, signInContext } from './sessionJourney';

/**
 * Login tries before a player must be in. A try needs several calls to get through (the login, then the player's
 * details), each failing 30% of the time: six tries all failed in 2 of the 16 runs of this test in one CI run (each passed on
 * its retry), about 7 tries in 10 failing; twelve tries make that about one run in sixty.
 */
const LOGIN_TRIES = 12;

export interface ResilienceBrand {
  id: string;
  name: string;
  navigationSystem: 'basic' | 'panel';
  editProfilePath: string;
}

/** The two backends the speed-and-resilience issue asks every journey to survive. */
const modes = [
  { name: '30% errors and 2 s latency', faults: { errorRate: 0.3, latencyMs: 2_000 } },
  { name: '30% malformed answers', faults: { malformedRate: 0.3 } },
] as const;

const backendUrl = () => test.info().config.metadata['backendUrl'] as string;

/**
 * A browser whose every request carries its own fault scope: the dev backend breaks this visitor's calls (the brand
 * server forwards the header on its own calls too) and leaves the other tests' alone.
 */
async function faultyPage(browser: Browser, baseURL: string | undefined, scope: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-dev-fault-scope': scope } });
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
  if (token) await signInContext(context, baseURL ?? '', token);
  return context.newPage();
}

async function setFaults(scope: string, faults: Record<string, number> | null) {
  const response = await fetch(`${backendUrl()}/__dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults ? { ...faults, scope } : {}),
  });
  expect(response.status).toBe(200);
}

/** Nothing spins for ever: no element stays busy once the journey has had its time. */
async function nothingBusy(page: Page) {
  await expect(page.locator('[aria-busy="true"]:not([data-testid="header-session-restoring"])')).toHaveCount(0, { timeout: 20_000 });
}

/** What failed shows as a translated message, never a raw code or stack. */
function untranslated(text: string): boolean {
  return /\b[A-Z]{3,}_[A-Z_]+\b|api\.error\.|undefined|\[object Object\]|at \w+ \(/.test(text);
}

/**
 * The main journeys of a brand while the backend stumbles: each completes, or ends in a translated error with a way to
 * try again; what the player typed stays; nothing stays disabled or spinning; no uncaught error reaches the page.
 * Faults are scoped to the journey's own browser, so the suite's other tests run beside it untouched.
 */
export function resilienceJourney(brand: ResilienceBrand) {
  for (const mode of modes) {
    test.describe(`${brand.name}: journeys with ${mode.name}`, () => {
      test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'the backend is the subject: once per brand'));

      test('home, then the navigation, as a guest', async ({ browser, baseURL }) => {
        test.setTimeout(120_000);
        const scope = `${brand.id}-guest-${mode.name.length}-${Date.now()}`;
        await setFaults(scope, mode.faults);
        try {
          const page = await faultyPage(browser, baseURL, scope);
          const problems = await watchPage(page);
          await page.goto('/');
          await waitForHydration(page);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          for (const name of ['Casino', 'Promotions', 'Tournaments']) {
            await openMainNavigation(page, brand.navigationSystem);
            const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
            const href = (await link.getAttribute('href')) ?? '';
            await link.click();
            // The page asked for, not the one still on screen while it loads.
            // With 2 s per backend call, a page whose loader asks for its data takes a few seconds to arrive.
            await expect(page).toHaveURL((url) => url.pathname === href.split('?')[0], { timeout: 15_000 });
            await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          }
          await nothingBusy(page);
          expect(problems.filter((p) => p.startsWith('exception'))).toEqual([]);
          await page.context().close();
        } finally {
          await setFaults(scope, null);
        }
      });

      test('login: signed in, or a translated error with the form kept and ready for another try', async ({ browser, baseURL }) => {
        test.setTimeout(240_000);
        const scope = `${brand.id}-login-${mode.name.length}-${Date.now()}`;
        await setFaults(scope, mode.faults);
        try {
          const page = await faultyPage(browser, baseURL, scope);
          const problems = await watchPage(page);
          await page.goto('/?modal=login');
          await waitForHydration(page);
          const dialog = page.getByRole('dialog', { name: 'Log in' });
          await dialog.getByRole('textbox', { name: /^Email/ }).fill('player@demo.test');
          await dialog.getByLabel(/^Password/).fill(DEMO_PASSWORD);
          const submit = dialog.getByRole('button', { name: 'Log in' });
          let signedIn = false;
          for (let attempt = 0; attempt < LOGIN_TRIES && !signedIn; attempt++) {
            await submit.click();
            const balance = page.getByTestId('header-balance');
            const alert = dialog.getByRole('alert');
            await expect(balance.or(alert)).toBeVisible({ timeout: 30_000 });
            if (await balance.isVisible()) {
              signedIn = true;
              break;
            }
            const message = (await alert.textContent()) ?? '';
            expect(message.length, 'an error says something').toBeGreaterThan(5);
            expect(untranslated(message), message).toBe(false);
            // Nothing typed is lost, and the button is ready for another try.
            await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue('player@demo.test');
            await expect(dialog.getByLabel(/^Password/)).toHaveValue(DEMO_PASSWORD);
            await expect(submit).toBeEnabled();
            await expect(submit).not.toHaveAttribute('aria-busy', 'true');
          }
          // A player gets in within LOGIN_TRIES tries.
          expect(signedIn).toBe(true);
          expect(problems.filter((p) => p.startsWith('exception'))).toEqual([]);
          await page.context().close();
        } finally {
          await setFaults(scope, null);
        }
      });

      test('a player saves the profile: saved, or a translated error with the change kept', async ({ browser, baseURL, request }) => {
        test.setTimeout(120_000);
        const { accessToken } = await loginDetails(request);
        const scope = `${brand.id}-profile-${mode.name.length}-${Date.now()}`;
        const page = await faultyPage(browser, baseURL, scope, accessToken);
        const problems = await watchPage(page);
        await page.goto(brand.editProfilePath);
        await waitForHydration(page);
        const form = page.getByTestId('profile-form');
        await expect(form).toBeVisible();
        await setFaults(scope, mode.faults);
        try {
          const city = form.getByRole('textbox', { name: /^City/ });
          const typed = `Mdina ${Date.now() % 1000}`;
          await city.fill(typed);
          const save = form.getByRole('button', { name: 'Save changes' });
          let saved = false;
          for (let attempt = 0; attempt < 10 && !saved; attempt++) {
            // Notifications of an earlier try go first: what shows next is about this one.
            for (const dismiss of await page.getByRole('alert').getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click();
            const answered = page.waitForResponse((r) => r.url().includes('/api/user/update-user-details'), { timeout: 30_000 });
            await save.click();
            await answered;
            // The form stops saying it is busy, whatever the answer was.
            await expect(form).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
            if (await form.getByRole('status').isVisible()) {
              saved = true;
              break;
            }
            // A notification says why, in the player's language.
            const notice = page.getByRole('alert').filter({ hasText: /\S/ }).last();
            await expect(notice).toBeVisible();
            const message = (await notice.textContent()) ?? '';
            expect(untranslated(message), message).toBe(false);
            await expect(city).toHaveValue(typed);
            await expect(save).toBeEnabled();
          }
          expect(saved).toBe(true);
          await nothingBusy(page);
          expect(problems.filter((p) => p.startsWith('exception'))).toEqual([]);
        } finally {
          await setFaults(scope, null);
          await page.context().close();
        }
      });
    });
  }

  test.describe(`${brand.name}: the wallet socket after a drop`, () => {
    test('a balance change missed while the socket was down is on screen within 5 s', async ({ browser, baseURL, request }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'once per brand');
      test.setTimeout(60_000);
      const { accessToken, userId } = await loginDetails(request);
      const context = await browser.newContext({ baseURL });
      await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
      await signInContext(context, baseURL ?? '', accessToken);
      const page = await context.newPage();
      await page.goto('/');
      await waitForHydration(page);
      const balance = page.getByTestId('header-balance');
      // The socket is up once a pushed balance reaches the page (a made-up figure, so the real one differs from it).
      await expect(async () => {
        await request.post(`${backendUrl()}/__dev/emit`, { data: { userId, event: 'balance', data: { cash: 1111, nonCash: 0, total: 1111 } } });
        await expect(balance).toContainText('1,111', { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      // The connection drops (as on a train going into a tunnel) and the wallet moves while it is down.
      const dropped = await request.post(`${backendUrl()}/__dev/drop-sockets`, { data: { userId, creditWhileDown: 17 } });
      expect(((await dropped.json()) as { data: { dropped: number } }).data.dropped).toBeGreaterThan(0);
      const droppedAt = Date.now();
      await expect(balance).not.toContainText('1,111', { timeout: 15_000 });
      const resyncMs = Date.now() - droppedAt;
      console.log(`[resilience] ${brand.name}: balance resynced ${resyncMs} ms after the socket dropped`);
      expect(resyncMs).toBeLessThanOrEqual(5_000);
      await context.close();
    });
  });
}
