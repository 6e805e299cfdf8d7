import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe';
import { visitor } from './lobbyJourney';
import { waitForHydration, watchPage } from './pageWatch';
import { loginThroughApi, signInContext } from './sessionJourney';
import { EVERY_BRAND_TAG } from './once';

const REFERRAL_PATH = '/profile2/referral';

interface ReferralState {
  referralCode: string;
  visits: number;
  registrations: number;
}

/** The player's referral state as the backend tells it (through the brand server's API proxy). */
async function referralOf(request: APIRequestContext, token: string): Promise<ReferralState> {
  const response = await request.get('/api/user/referral', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: ReferralState }).data;
}

/** The value of a server-rendered figure (`<dd data-testid="referral-visits" ...>42</dd>`). */
function figureIn(html: string, id: string): string | undefined {
  return new RegExp(`data-testid="referral-${id}"[^>]*>([^<]*)<`).exec(html)?.[1];
}

/**
 * Refer-a-friend (issue #15): the demo player's page in the server HTML (4 referred players, 42 visits: the dev
 * backend's seed), a visit through a fresh player's link counted once however often the page loads, Copy in desktop
 * Chromium, and axe. Nothing here visits the demo player's own link, so its 42 stay 42 for every other test.
 */
export function referralJourney(brand: { id: string; name: string }) {
  test.describe(`${brand.name}: refer a friend`, () => {
    test('the demo player’s referral page arrives in the server HTML with 4 registrations, 42 visits and an absolute link', async ({
      request,
      baseURL,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the server HTML, once per brand');
      const token = await loginThroughApi(request);
      const html = await (await request.get(REFERRAL_PATH, { headers: { Cookie: `accessToken=${token}` } })).text();
      expect(figureIn(html, 'registrations')).toBe('4');
      expect(figureIn(html, 'visits')).toBe('42');
      expect(html).toContain(`value="${baseURL}/?ref=MAXPLAYER"`);
    });

    test('a visit through a fresh player’s link is counted once, however often the page loads', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'once per brand, on a desktop');
      // A fresh player's code: no other test visits it, so the count starts at 0 here.
      const email = `referrer-${brand.id}-${Date.now()}@example.com`;
      const created = await request.post('/api/user/sign-up', {
        data: { email, password: 'Secret#123', dateOfBirth: '1990-01-01' },
      });
      expect(created.status(), await created.text()).toBe(200);
      const token = ((await created.json()) as { data: { accessToken: string } }).data.accessToken;
      const { referralCode, visits } = await referralOf(request, token);
      expect(referralCode).not.toBe('');
      expect(visits).toBe(0);

      const page = await visitor(browser, baseURL ?? '', 'en');
      const problems = await watchPage(page);
      const posted: string[] = [];
      page.on(
        'request',
        (r) => r.url().endsWith('/api/referral/visit') && posted.push((r.postDataJSON() as { code: string }).code),
      );
      const tracked = page.waitForResponse((r) => r.url().endsWith('/api/referral/visit'));
      await page.goto(`/?ref=${referralCode}`);
      await waitForHydration(page);
      expect((await tracked).status()).toBe(200);
      await expect.poll(async () => (await referralOf(request, token)).visits).toBe(1);
      expect(
        await page.evaluate((code) => localStorage.getItem(`casino.referralVisit.${code}`), referralCode.toUpperCase()),
      ).toBe('tracked');

      // A reload, and another page through the same link: the browser remembers the visit and sends nothing.
      await page.reload();
      await waitForHydration(page);
      await page.goto(`/casino?ref=${referralCode}`);
      await waitForHydration(page);
      // The tracker loads and decides within a moment of hydration; give it that moment to (not) ask.
      await page.waitForTimeout(1_500);
      expect(posted).toEqual([referralCode.toUpperCase()]);
      expect((await referralOf(request, token)).visits).toBe(1);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    test(
      'Copy puts the absolute referral link on the clipboard and says so; axe has nothing to say',
      { tag: EVERY_BRAND_TAG },
      async ({ browser, baseURL, request }, testInfo) => {
        test.skip(testInfo.project.name !== 'desktop', 'the clipboard of desktop Chromium');
        const context = await browser.newContext({ baseURL, permissions: ['clipboard-read', 'clipboard-write'] });
        await context.addCookies([
          { name: 'lng', value: 'en', url: baseURL ?? '' },
          { name: 'cookieConsent', value: 'true', url: baseURL ?? '' },
        ]);
        await signInContext(context, baseURL ?? '', await loginThroughApi(request));
        const page = await context.newPage();
        await page.goto(REFERRAL_PATH);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
        const link = page.getByRole('textbox', { name: 'Your referral link' });
        await expect(link).toHaveValue(`${baseURL}/?ref=MAXPLAYER`);
        await page.getByRole('button', { name: 'Copy referral link' }).click();
        await expect(page.getByTestId('referral-link-status')).toHaveText('Copied');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/?ref=MAXPLAYER`);

        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      },
    );
  });
}
