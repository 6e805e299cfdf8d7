import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { visitor } from './lobbyJourney';
import { onceAcrossBrands } from './once';
import { waitForHydration, watchPage } from './pageWatch';
import { loginThroughApi } from './sessionJourney';

export interface CashierBrand {
  id: string;
  name: string;
}

/** Fills the card form the way a player types it. */
export async function fillCard(page: Page, number: string) {
  await page.getByTestId('card-number').fill(number);
  await page.getByTestId('card-expiry').fill('12/30');
  await page.getByTestId('card-cvc').fill('123');
  await page.getByTestId('card-holder').fill('Max Player');
}

/** Crowd players with approved KYC no other journey touches: a withdrawal takes their cash for a while. */
const WITHDRAW_CANDIDATES = ['coinflip', 'dragondan', 'crystalcat', 'wildcard'];

async function playerWithCash(request: APIRequestContext, minimum: number): Promise<string> {
  for (const nick of WITHDRAW_CANDIDATES) {
    const token = await loginThroughApi(request, `${nick}@players.demo.test`);
    const answer = (await (
      await request.get('/api/user/withdrawal/eligibility', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { eligible: boolean; withdrawable: number } };
    if (answer.data.eligible && answer.data.withdrawable >= minimum) return token;
  }
  throw new Error(`no crowd player can withdraw ${minimum}`);
}

export function cashierJourney(brand: CashierBrand) {
  test.describe(`${brand.name}: cashier`, () => {
    test('the demo player deposits 50 by card with a double click: one deposit, the success modal and the new balance, focus back in the page after Escape; the card number never reaches the URL', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(
        testInfo.project.name !== 'desktop',
        'a player in English on a desktop; 3-D Secure runs on the phone in Arabic',
      );
      const page = await visitor(browser, baseURL ?? '', 'en', await loginThroughApi(request));
      const problems = await watchPage(page);
      const deposits: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/user/deposit') && deposits.push(r.method()));
      await page.goto('/deposit');
      await waitForHydration(page);
      const balance = page.getByTestId('header-balance');
      const before = await balance.textContent();
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByTestId('amount-preset').filter({ hasText: '50' }).click();
      await page.getByTestId('deposit-submit').dblclick();
      await expect(page.getByRole('dialog', { name: 'Deposit successful' })).toBeVisible();
      expect(deposits).toEqual(['POST']);
      expect(page.url()).not.toContain('4242');
      await expect(balance).not.toHaveText(before ?? '');
      // Escape gives the keyboard back to the page's main content (its Pay button, or its heading when that is gone),
      // never to the document's body at the top of the page.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
      expect(problems.filter((p) => p.startsWith('exception'))).toEqual([]);
      await page.context().close();
    });

    test('the demo player deposits by card with the keyboard alone: every stop of the form shows where the focus is, and Enter on Pay sends one deposit', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'a keyboard: the desktop');
      const page = await visitor(browser, baseURL ?? '', 'en', await loginThroughApi(request));
      const deposits: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/user/deposit') && deposits.push(r.method()));
      await page.goto('/deposit');
      await waitForHydration(page);
      const typed: Record<string, string> = {
        'card-number': '4242 4242 4242 4242',
        'card-expiry': '12/30',
        'card-cvc': '123',
        'card-holder': 'Max Player',
      };
      const stops: string[] = [];
      for (let presses = 0; presses < 80; presses += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || !element.closest('[data-testid="deposit-form"]')) return null;
          // The ring is on the control, on a parent that draws it (a field's box, a card round its hidden radio), or on
          // the box a checkbox's label draws after it.
          const ringed = (e: Element | null) => {
            if (!e) return false;
            const style = getComputedStyle(e);
            return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
          };
          const shown =
            ringed(element) ||
            ringed(element.parentElement) ||
            ringed(element.parentElement?.parentElement ?? null) ||
            ringed(element.nextElementSibling);
          const box = element.getBoundingClientRect();
          return {
            id:
              element.getAttribute('data-testid') ??
              `${element.tagName.toLowerCase()}:${element.getAttribute('name') ?? ''}`,
            shown,
            onScreen: box.width > 0 && box.height > 0,
          };
        });
        if (!stop) {
          if (stops.length > 0) break;
          continue;
        }
        stops.push(stop.id);
        expect(stop.shown, `a visible focus indicator on ${stop.id}`).toBe(true);
        expect(stop.onScreen, `${stop.id} has a box`).toBe(true);
        const text = typed[stop.id];
        if (text) await page.keyboard.type(text);
        if (stop.id === 'deposit-submit') break;
      }
      expect(stops).toEqual(expect.arrayContaining(['card-number', 'card-expiry', 'card-cvc', 'card-holder']));
      expect(stops.at(-1)).toBe('deposit-submit');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Deposit successful' })).toBeVisible();
      expect(deposits).toEqual(['POST']);
      await page.context().close();
    });

    test('3-D Secure in Arabic on a phone: the bank check opens in a frame and its confirmation ends in the 3-D Secure success modal', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'the phone in Arabic');
      const page = await visitor(browser, baseURL ?? '', 'ar', await loginThroughApi(request));
      await page.goto('/deposit');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await fillCard(page, '4000000000003220');
      await page.getByTestId('deposit-submit').click();
      const frame = page.frameLocator('[data-testid="three-ds-frame"]');
      await frame.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('dialog', { name: 'تم الإيداع بنجاح' })).toBeVisible();
      await page.context().close();
    });

    test('declined and failed cards end in their modals with the method; a crypto deposit shows its address as a QR code; a provider-site payment comes back to its modal', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      onceAcrossBrands(testInfo, brand.id);
      test.setTimeout(60_000);
      const page = await visitor(browser, baseURL ?? '', 'en', await loginThroughApi(request));
      for (const [card, title] of [
        ['4000000000000002', 'Deposit declined'],
        ['4000000000000069', 'Deposit failed'],
      ] as const) {
        await page.goto('/deposit');
        await waitForHydration(page);
        await fillCard(page, card);
        await page.getByTestId('deposit-submit').click();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toContainText('Visa / Mastercard');
        await dialog.getByRole('button', { name: 'Close' }).first().click();
      }
      await page.goto('/deposit');
      await waitForHydration(page);
      await page.getByRole('radio', { name: /Tether/ }).check();
      await page.getByRole('radio', { name: 'TRC20' }).check();
      await page.getByTestId('deposit-submit').click();
      await expect(page.getByTestId('crypto-qr')).toBeVisible();
      await expect(page.getByTestId('crypto-address')).toHaveText(/^devtrc20/);
      await page.getByTestId('crypto-cancel').click();
      await expect(page.getByRole('dialog', { name: 'Deposit cancelled' })).toBeVisible();

      await page.goto('/deposit');
      await waitForHydration(page);
      await page.getByRole('radio', { name: /Skrill/ }).check();
      await page.getByTestId('deposit-submit').click();
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(/\/deposit\?.*modal=deposit-success/);
      await expect(page.getByRole('dialog', { name: 'Deposit successful' })).toBeVisible();
      await page.context().close();
    });

    test('the newbie is told to verify the email before depositing or withdrawing, with a resend; the excluded player can withdraw and cannot deposit', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      onceAcrossBrands(testInfo, brand.id);
      const newbie = await visitor(browser, baseURL ?? '', 'en', await loginThroughApi(request, 'newbie@demo.test'));
      await newbie.goto('/deposit');
      await expect(newbie.getByTestId('deposit-verify-email')).toContainText(
        'Verify your email address before you deposit',
      );
      await expect(newbie.getByTestId('deposit-submit')).toBeDisabled();
      await newbie.goto('/withdraw');
      await expect(newbie.getByTestId('withdraw-verify-email')).toContainText(
        'Verify your email address before you withdraw',
      );
      await expect(newbie.locator('[data-code="DEPOSIT_REQUIRED"]')).toContainText('Deposit required.');
      await newbie.context().close();

      const excluded = await visitor(
        browser,
        baseURL ?? '',
        'en',
        await loginThroughApi(request, 'excluded@demo.test'),
      );
      await excluded.goto('/deposit');
      await expect(excluded.getByTestId('deposit-blocked')).toContainText('self-excluded until');
      await expect(excluded.getByTestId('deposit-form')).toHaveCount(0);
      await excluded.goto('/withdraw');
      await waitForHydration(excluded);
      await excluded.getByRole('radio', { name: 'Crypto wallet' }).check();
      await excluded.getByRole('textbox', { name: 'Wallet address' }).fill('TXexcludedWallet0123456789');
      await excluded.getByTestId('withdraw-amount').fill('20');
      await excluded.getByTestId('withdraw-calculate').click();
      await excluded.getByTestId('withdraw-confirm').click();
      await expect(excluded.getByTestId('withdrawal')).toHaveCount(1);
      await excluded.context().close();
    });

    test('a player calculates and confirms a crypto withdrawal, sees it pending with its timeline, cancels it by keyboard and gets the money back', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'a player in English on a desktop');
      const page = await visitor(browser, baseURL ?? '', 'en', await playerWithCash(request, 30));
      const problems = await watchPage(page);
      const confirms: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/user/withdrawal/confirm') && confirms.push(r.method()));
      await page.goto('/withdraw');
      await waitForHydration(page);
      const available = page.getByTestId('withdrawable');
      const before = await available.textContent();
      await page.getByRole('radio', { name: 'Crypto wallet' }).check();
      await page.getByLabel('Network').selectOption('TRC20');
      await page.getByRole('textbox', { name: 'Wallet address' }).fill('TXdemoWallet0123456789abcdef');
      await page.getByTestId('withdraw-amount').fill('30');
      await page.getByTestId('withdraw-calculate').click();
      const quote = page.getByTestId('withdraw-quote');
      await expect(quote).toContainText('Network fee');
      await expect(page.getByTestId('withdraw-receive')).toHaveText(/28\.70/);
      await page.getByTestId('withdraw-confirm').dblclick();
      const pending = page.getByTestId('withdrawal').first();
      await expect(pending).toHaveAttribute('data-status', 'requested');
      expect(confirms).toEqual(['POST']);
      await expect(pending.locator('[aria-current="step"]')).toContainText('Requested');
      await expect(pending).toContainText('Expected by');
      await expect(available).not.toHaveText(before ?? '');
      // By keyboard: the question takes focus on its safe answer, and the outcome takes it once the card is gone.
      await pending.getByTestId('withdrawal-cancel').focus();
      await page.keyboard.press('Enter');
      await expect(pending.getByRole('button', { name: 'Keep it' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(pending.getByTestId('withdrawal-cancel-confirm')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('withdraw-notice')).toContainText('is back in your balance');
      await expect(page.getByTestId('withdraw-notice')).toBeFocused();
      await expect(available).toHaveText(before ?? '');
      await expect(page.getByTestId('no-pending')).toBeVisible();
      expect(problems.filter((p) => p.startsWith('exception'))).toEqual([]);
      await page.context().close();
    });
  });
}
