import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEV_CLOCK_PROJECT } from './config';
import { visitor } from './lobbyJourney';
import { waitForHydration, watchPage } from './pageWatch';
import { crowd, loginThroughApi, signInContext } from './sessionJourney';

export interface ResponsibleGamingBrand {
  id: string;
  name: string;
}

const HOUR = 3_600_000;
const backendUrl = () => test.info().config.metadata['backendUrl'] as string;
/** Crowd players no other journey touches: each test changes its player's limits, market or exclusion for good. */

async function setMarket(request: APIRequestContext, email: string, market: string | null) {
  const answer = await request.post(`${backendUrl()}/__dev/market`, { data: { email, market } });
  expect(answer.ok(), `market ${market} for ${email}`).toBe(true);
}

const row = (type: string, period: number) => `[data-testid="limit-row"][data-type="${type}"][data-period="${period}"]`;

export function responsibleGamingJourney(brand: ResponsibleGamingBrand) {
  test.describe(`${brand.name}: responsible gaming`, () => {
    // In order, in one worker: the two tests of the dev-clock project both move the backend's clock.
    test.describe.configure({ mode: 'default' });
    test('UK: the reality check comes after the chosen interval with the time played and the net position; a lower deposit limit applies at once, a higher one waits 24 hours and applies once confirmed after the dev clock passes it @dev-clock', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      // It moves the backend's clock by a day: it runs alone, after every other test (config: the dev-clock project).
      test.skip(testInfo.project.name !== DEV_CLOCK_PROJECT, 'a player in English on a desktop, alone on the backend');
      test.setTimeout(60_000);
      const email = crowd('jackpotjoe');
      const token = await loginThroughApi(request, email);
      await setMarket(request, email, 'UK');
      const page = await visitor(browser, baseURL ?? '', 'en', token);
      const problems = await watchPage(page);
      // The browser's clock is the test's: the reality check's interval passes without waiting, and the page's "now"
      // follows the dev backend's clock when that moves.
      await page.clock.install();
      try {
        await page.goto('/profile2/limits');
        await waitForHydration(page);
        await expect(page.getByTestId('rg-market')).toHaveAttribute('data-market', 'UK');
        await expect(page.getByTestId('rg-market')).toContainText('after 24 hours, once you confirm it');

        await page.getByTestId('reality-check-interval').selectOption('15');
        // The overlay reads when the session began as soon as the interval is set; then 16 minutes pass.
        const sessionRead = page.waitForResponse((r) => r.url().includes('/api/user/session-summary'));
        await page.getByTestId('reality-check-save').click();
        await expect(page.getByTestId('reality-check').getByRole('status')).toHaveText(
          'You will be reminded every 15 minutes.',
        );
        await sessionRead;
        await page.clock.fastForward('16:00');
        const dialog = page.getByRole('dialog', { name: 'Reality check' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByTestId('reality-elapsed')).toHaveText(
          /You have been playing for 0 h 1[6-9] min in this session\./,
        );
        await expect(dialog.getByTestId('reality-net')).toContainText('net position in this session is €0.00');
        await dialog.getByTestId('reality-continue').click();
        await expect(dialog).toBeHidden();

        const daily = page.locator(row('deposit', 0));
        await daily.getByTestId('limit-amount').fill('100');
        await daily.getByTestId('limit-save').click();
        await expect(daily.getByTestId('limit-notice')).toHaveText('Your limit is now €100.00.');
        await expect(daily.getByTestId('limit-current')).toContainText('€100.00 limit');
        await daily.getByTestId('limit-amount').fill('500');
        await daily.getByTestId('limit-save').click();
        await expect(daily.getByTestId('limit-pending')).toContainText('Goes up to €500.00 on');
        await expect(daily.getByTestId('limit-pending')).toContainText('You will be asked to confirm it then.');
        await expect(daily.getByTestId('limit-current')).toContainText('€100.00 limit');

        // A day and an hour later on both clocks: the raise is due and waits for the player's confirmation.
        expect((await request.post(`${backendUrl()}/__dev/clock`, { data: { advanceMs: 25 * HOUR } })).ok()).toBe(true);
        await page.clock.setSystemTime(Date.now() + 25 * HOUR);
        await page.reload();
        await waitForHydration(page);
        // 25 hours of the session have passed on the browser's clock: the reality check comes at once.
        await expect(dialog).toBeVisible();
        await dialog.getByTestId('reality-continue').click();
        await expect(dialog).toBeHidden();
        await daily.getByTestId('limit-pending-confirm').click();
        await expect(daily.getByTestId('limit-current')).toContainText('€500.00 limit');
        await expect(daily.getByTestId('limit-pending')).toHaveCount(0);
        expect(problems.filter((p) => p.startsWith('exception'))).toEqual([]);
      } finally {
        await request.post(`${backendUrl()}/__dev/clock`, { data: { reset: true } });
        await setMarket(request, email, null);
        await page.context().close();
      }
    });

    test('a session that reaches its time limit ends with SESSION_EXPIRED and the session-ended alert, on the page the player sits on and on the next page the server renders @dev-clock', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== DEV_CLOCK_PROJECT, 'moves the backend clock: alone, after the others');
      test.setTimeout(60_000);
      // A player of its own: nothing any other journey did to a shared player can end this session first.
      const email = `session-limit-${brand.id}-${Date.now()}@example.com`;
      const created = await request.post('/api/user/sign-up', {
        data: { email, password: 'Secret#123', dateOfBirth: '1990-01-01' },
      });
      expect(created.status(), await created.text()).toBe(200);
      const login = async () =>
        (
          (await (await request.post('/api/user/login', { data: { email, password: 'Secret#123' } })).json()) as {
            data: { accessToken: string };
          }
        ).data.accessToken;
      const token = await login();
      const limit = await request.put('/api/user/session-limit', {
        data: { minutes: 10 },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(limit.ok(), await limit.text()).toBe(true);
      const page = await visitor(browser, baseURL ?? '', 'en', token);
      await page.clock.install();
      try {
        // The watch of a signed-in page reads the limit and when the session began, then waits for the limit to pass.
        const began = page.waitForResponse((r) => r.url().includes('/api/user/session-summary'));
        await page.goto('/promotions');
        await waitForHydration(page);
        await expect(page.getByTestId('header-balance')).toBeVisible();
        await began;
        expect((await request.post(`${backendUrl()}/__dev/clock`, { data: { advanceMs: 11 * 60_000 } })).ok()).toBe(
          true,
        );
        // The first call after the limit is refused with SESSION_TIMEOUT: the watch's, or a poll of the page that comes
        // first (the rakeback days are read every 10 s); either ends the session the same way.
        const refused = page.waitForResponse(
          (r) => new URL(r.url()).pathname.startsWith('/api/') && r.status() === 403,
        );
        await page.clock.fastForward('11:00');
        expect(((await (await refused).json()) as { error: { code: string } }).error.code).toBe('SESSION_TIMEOUT');
        await expect(page.getByTestId('header-balance')).toHaveCount(0);
        expect(await page.evaluate(() => localStorage.getItem('logoutReason'))).toBe('SESSION_EXPIRED');
        // Still on the page the player was on, no login modal over it; the alert comes with the next click.
        await expect(page).toHaveURL(/\/promotions(\?|$)/);
        await page.mouse.click(5, 300);
        const alert = page.getByTestId('session-ended-alert');
        await expect(alert).toHaveAttribute('data-reason', 'SESSION_EXPIRED');
        await page.getByTestId('session-ended-login').click();
        await expect(page).toHaveURL(/modal=login/);

        // A new session, the limit passes while no page is open: the server's render finds out and the alert follows.
        const second = await login();
        await page.context().clearCookies();
        await page.evaluate(() => localStorage.clear());
        await signInContext(page.context(), baseURL ?? '', second);
        await page.context().addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
        expect((await request.post(`${backendUrl()}/__dev/clock`, { data: { advanceMs: 11 * 60_000 } })).ok()).toBe(
          true,
        );
        await page.goto('/promotions');
        await waitForHydration(page);
        await expect(page.getByTestId('header-balance')).toHaveCount(0);
        await expect.poll(() => page.evaluate(() => localStorage.getItem('logoutReason'))).toBe('SESSION_EXPIRED');
        await page.mouse.click(5, 300);
        await expect(page.getByTestId('session-ended-alert')).toHaveAttribute('data-reason', 'SESSION_EXPIRED');
      } finally {
        await request.post(`${backendUrl()}/__dev/clock`, { data: { reset: true } });
        await page.context().close();
      }
    });

    test('SE: the limits the market wants before play are asked for, and a higher limit waits 72 hours', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'once per brand, on a desktop');
      const email = crowd('goldrush');
      const token = await loginThroughApi(request, email);
      await setMarket(request, email, 'SE');
      const page = await visitor(browser, baseURL ?? '', 'en', token);
      try {
        await page.goto('/profile2/limits');
        await waitForHydration(page);
        await expect(page.getByTestId('rg-mandatory')).toHaveText(
          'Set a deposit limit and a session time limit to deposit and play for real.',
        );
        const weekly = page.locator(row('deposit', 1));
        await weekly.getByTestId('limit-amount').fill('200');
        await weekly.getByTestId('limit-save').click();
        await expect(weekly.getByTestId('limit-current')).toContainText('€200.00 limit');
        await page.getByTestId('session-limit-value').fill('2');
        await page.getByTestId('session-limit-unit').selectOption('hours');
        await page.getByTestId('session-limit-save').click();
        await expect(page.getByTestId('session-limit-current')).toHaveText('Your sessions end after 2 hours.');
        await expect(page.getByTestId('rg-mandatory')).toHaveCount(0);
        await weekly.getByTestId('limit-amount').fill('900');
        await weekly.getByTestId('limit-save').click();
        await expect(weekly.getByTestId('limit-pending')).toContainText('Goes up to €900.00 on');
        await expect(weekly.getByTestId('limit-pending')).not.toContainText('confirm');
        const state = (await (
          await request.get('/api/user/limits', { headers: { Authorization: `Bearer ${token}` } })
        ).json()) as {
          data: {
            limits: Array<{
              type: string;
              period: number;
              pending?: { effectiveAt: string } | null;
              updatedAt: string;
            }>;
          };
        };
        const pending = state.data.limits.find((l) => l.type === 'deposit' && l.period === 1)?.pending;
        expect(Math.round((new Date(pending?.effectiveAt ?? 0).getTime() - Date.now()) / HOUR)).toBe(72);
      } finally {
        await setMarket(request, email, null);
        await page.context().close();
      }
    });

    test('the responsible-gambling page is in the server HTML with its tools; a player switches ghost mode and hides the reward calendars, which then disappear', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'once per brand, on a desktop');
      const html = await (await request.get('/responsible-gambling')).text();
      expect(html).toContain('data-testid="rg-tools"');
      expect(html).toContain('Self-exclusion');
      expect(html).not.toContain('noindex');
      const email = crowd('neonnights');
      const token = await loginThroughApi(request, email);
      const page = await visitor(browser, baseURL ?? '', 'en', token);
      const problems = await watchPage(page);
      try {
        await page.goto('/responsible-gambling');
        await waitForHydration(page);
        await expect(page.getByTestId('rg-tool-deposit').getByRole('link')).toHaveAttribute('href', '/profile2/limits');
        const ghost = page.getByTestId('pref-ghost-mode');
        await expect(ghost).not.toBeChecked();
        await ghost.check();
        await expect(page.getByTestId('pref-notice')).toHaveText(
          'Ghost mode is on: your name is hidden from other players.',
        );
        await page.getByTestId('pref-calendar-opt-out').check();
        await expect(page.getByTestId('pref-notice')).toHaveText('Reward calendars are hidden for you.');
        await page.reload();
        await waitForHydration(page);
        await expect(page.getByTestId('pref-ghost-mode')).toBeChecked();
        await expect(page.getByTestId('pref-calendar-opt-out')).toBeChecked();

        await page.goto('/promotions');
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByTestId('rakeback-view-all')).toHaveCount(0);
        await expect(page.getByTestId('open-promotions-calendar')).toHaveCount(0);
        await page.goto('/promotions?modal=rakeback');
        await waitForHydration(page);
        await expect(page.getByTestId('calendar-opted-out')).toBeVisible();

        // Back on: the calendar returns.
        await page.getByTestId('calendar-opted-out').getByRole('link').click();
        await expect(page).toHaveURL(/\/responsible-gambling/);
        await page.getByTestId('pref-calendar-opt-out').uncheck();
        await expect(page.getByTestId('pref-notice')).toHaveText('Reward calendars are shown again.');
        await page.goto('/promotions');
        await waitForHydration(page);
        await expect(page.getByTestId('rakeback-view-all')).toBeVisible();
        expect(problems.filter((p) => p.startsWith('exception'))).toEqual([]);
      } finally {
        await request.put('/api/user/preferences', {
          data: { ghostMode: false, rewardCalendarOptOut: false },
          headers: { Authorization: `Bearer ${token}` },
        });
        await page.context().close();
      }
    });

    test('a frozen account stays signed in with withdrawals open, and every other money action says until when', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'once per brand, on a desktop');
      const token = await loginThroughApi(request, crowd('megamike'));
      const page = await visitor(browser, baseURL ?? '', 'en', token);
      try {
        await page.goto('/profile2/freeze-account');
        await waitForHydration(page);
        await page.getByTestId('freeze').getByRole('radio', { name: '3 days' }).check();
        await page.getByTestId('freeze-review').click();
        await page.getByTestId('freeze-confirm-yes').click();
        await expect(page.getByTestId('rg-frozen')).toContainText('Your account is frozen until');
        await expect(page.getByTestId('header-balance')).toBeVisible();
        await page.goto('/deposit');
        await waitForHydration(page);
        await expect(page.getByTestId('deposit-blocked').getByTestId('restricted-account')).toContainText(
          'frozen until',
        );
        await page.goto('/bonuses');
        await waitForHydration(page);
        await expect(page.getByTestId('restricted-account').first()).toContainText('frozen until');
        await page.goto('/withdraw');
        await waitForHydration(page);
        await expect(page.getByTestId('withdrawable').or(page.getByTestId('withdraw-block')).first()).toBeVisible();
      } finally {
        await page.context().close();
      }
    });

    test('UK: a new player is offered a deposit limit on the first page and again at the first deposit, and sets one there', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'once per brand, on a desktop');
      const email = `offer-${brand.id}-${Date.now()}@example.com`;
      const created = await request.post('/api/user/sign-up', {
        data: { email, password: 'Secret#123', dateOfBirth: '1990-01-01' },
      });
      expect(created.status(), await created.text()).toBe(200);
      await setMarket(request, email, 'UK');
      const token = (await (await request.post('/api/user/login', { data: { email, password: 'Secret#123' } })).json())
        .data.accessToken as string;
      const page = await visitor(browser, baseURL ?? '', 'en', token);
      try {
        await page.goto('/promotions');
        await waitForHydration(page);
        const offer = page.getByRole('dialog', { name: 'Set a deposit limit' });
        await expect(offer).toBeVisible();
        await expect(offer).toContainText('United Kingdom');
        await offer.getByTestId('deposit-limit-offer-later').click();
        await expect(offer).toBeHidden();
        await page.goto('/casino');
        await waitForHydration(page);
        await expect(page.getByTestId('header-balance')).toBeVisible();
        await expect(offer).toHaveCount(0);
        await page.goto('/deposit');
        await waitForHydration(page);
        await expect(offer).toBeVisible();
        await offer.getByTestId('deposit-limit-offer-period-1').check();
        await offer.getByTestId('deposit-limit-offer-amount').fill('150');
        const sent = page.waitForRequest((r) => r.url().endsWith('/api/user/limits') && r.method() === 'PUT');
        await offer.getByTestId('deposit-limit-offer-save').dblclick();
        expect((await sent).postDataJSON()).toEqual({ type: 'deposit', period: 1, amount: 150 });
        await expect(offer).toBeHidden();
        await page.goto('/profile2/limits');
        await waitForHydration(page);
        await expect(page.locator(row('deposit', 1)).getByTestId('limit-current')).toContainText(/150\.00 limit/);
      } finally {
        await setMarket(request, email, null);
        await page.context().close();
      }
    });

    test('in Arabic on a phone: a bet limit changed within the hour shows the time left; a one-day self-exclusion leaves a withdraw-only account', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'the phone in Arabic');
      test.setTimeout(60_000);
      const email = crowd('aceofspades');
      const token = await loginThroughApi(request, email);
      const page = await visitor(browser, baseURL ?? '', 'ar', token);
      await page.goto('/profile2/limits');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const bet = page.locator(row('bet', 0));
      await bet.getByTestId('limit-amount').fill('20');
      await bet.getByTestId('limit-save').click();
      // Changed now: the next change waits an hour, and the row says how long.
      await expect(bet.getByTestId('limit-cooldown')).toContainText('60');
      const again = await request.put('/api/user/limits', {
        data: { type: 'bet', period: 0, amount: 10 },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(again.status()).toBe(422);

      await page.goto('/profile2/freeze-account');
      await waitForHydration(page);
      await page.getByRole('radio', { name: 'يوم واحد', exact: true }).check();
      await page.getByTestId('exclusion-review').click();
      await page.getByTestId('exclusion-confirm-yes').click();
      await expect(page.getByTestId('rg-excluded')).toBeVisible();

      await page.goto('/deposit');
      await waitForHydration(page);
      await expect(page.getByTestId('deposit-blocked')).toBeVisible();
      await page.goto('/withdraw');
      await waitForHydration(page);
      // Withdrawing is what an excluded player may still do: the page answers with its conditions or the cash free to go.
      await expect(page.getByTestId('withdrawable').or(page.getByTestId('withdraw-block')).first()).toBeVisible();
      await page.context().close();
    });
  });
}
