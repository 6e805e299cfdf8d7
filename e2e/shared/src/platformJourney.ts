import { expect, test } from '@playwright/test';
import { openMainNavigation, waitForHydration, watchPage } from './pageWatch';
import { loginThroughApi, signInContext } from './sessionJourney';
import { logicMeets, onceAcrossBrands, sharedLogicOnPhoneOutsideDefaultBrand } from './once';

/** Platform behaviour every brand shares: modals by URL. */
export function platformJourney(brandName: string, navigationSystem: 'basic' | 'panel' = 'basic', brandId = '') {
  test.describe(`${brandName}: modals by query`, () => {
    // Opening and closing modals by URL is the shared shell's code; a brand with another navigation system (panel's
    // layout around them) runs them too, on the phone. Each brand's modals are judged on both devices by the
    // accessibility suite.
    test.beforeEach(({}, testInfo) => {
      sharedLogicOnPhoneOutsideDefaultBrand(testInfo, brandId);
      logicMeets(testInfo, { id: brandId, navigationSystem }, ['navigationSystem']);
    });
    test('?modal= opens a modal with met, Escape closes it and removes the parameters', async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto('/promotions?modal=deposit-failed&met=Visa');
      await waitForHydration(page);
      const dialog = page.getByRole('dialog', { name: 'Deposit failed' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Payment method: Visa')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/\/promotions$/);
      await expect(dialog).toBeHidden();
      expect(problems).toEqual([]);
    });

    test('a click on the backdrop closes it, a click inside does not', async ({ page }, testInfo) => {
      test.skip(testInfo.project.name === 'phone', 'on phones the dialog is a full-screen sheet: there is no backdrop');
      await page.goto('/?modal=deposit-success');
      await waitForHydration(page);
      const dialog = page.getByRole('dialog', { name: 'Deposit successful' });
      await expect(dialog).toBeVisible();
      await dialog.getByText('Your balance has been updated').click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
      await expect(page).not.toHaveURL(/modal=/);
    });

    test('removing the parameter closes it; Back does not reopen a closed modal', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.goto('/?modal=deposit-pending&met=Skrill');
      await waitForHydration(page);
      await expect(page.getByRole('dialog', { name: 'Deposit pending' })).toBeVisible();
      await page.getByRole('button', { name: 'Close' }).first().click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
    });

    test('an unknown modal name is ignored', async ({ page }) => {
      const problems = await watchPage(page);
      await page.goto('/?modal=no-such-modal');
      await waitForHydration(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
    });
  });

  test.describe(`${brandName}: tracking and third-party scripts`, () => {
    test('PAGE_VIEW reaches the backend about 300 ms after a client-side navigation', async ({ page }, testInfo) => {
      onceAcrossBrands(testInfo, brandId);

      await page.goto('/');
      await waitForHydration(page);
      await page.waitForRequest((r) => r.url().includes('/api/user/log-event'));
      await openMainNavigation(page, navigationSystem);
      const pageView = page.waitForRequest(
        (r) =>
          r.url().includes('/api/user/log-event') &&
          r.method() === 'PUT' &&
          (r.postData() ?? '').includes('/promotions'),
      );
      const clickedAt = Date.now();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
      const request = await pageView;
      const elapsed = Date.now() - clickedAt;
      expect(elapsed).toBeGreaterThanOrEqual(300);
      expect(elapsed).toBeLessThan(3_000);
      expect(JSON.parse(request.postData() ?? '{}')).toMatchObject({
        event: 'PAGE_VIEW',
        data: { url: expect.stringContaining('/promotions') },
      });
      expect((await (await request.response())?.json()) as unknown).toMatchObject({ success: true });
    });

    test("a depositor's page runs the depositor scripts under the CSP; a guest's does not; /play/ runs none", async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      onceAcrossBrands(testInfo, brandId);

      const player = await browser.newContext({ baseURL });
      await signInContext(player, baseURL ?? '', await loginThroughApi(request));
      const page = await player.newPage();
      const problems = await watchPage(page);
      await page.goto('/');
      await waitForHydration(page);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __devDepositorPixel?: boolean }).__devDepositorPixel))
        .toBe(true);
      await expect(page.locator('[data-third-party="depositor-pixel"]')).not.toHaveCount(0);
      expect(problems).toEqual([]);
      await page.goto('/play/book-of-ra');
      await waitForHydration(page);
      await page.waitForTimeout(500);
      await expect(page.locator('[data-third-party]')).toHaveCount(0);
      expect(
        await page.evaluate(() => (window as unknown as { __devAnalytics?: unknown }).__devAnalytics),
      ).toBeUndefined();
      await player.close();

      const guest = await browser.newContext({ baseURL });
      const guestPage = await guest.newPage();
      await guestPage.goto('/');
      await waitForHydration(guestPage);
      await expect
        .poll(() =>
          guestPage.evaluate(() => Array.isArray((window as unknown as { __devAnalytics?: unknown }).__devAnalytics)),
        )
        .toBe(true);
      expect(
        await guestPage.evaluate(() => (window as unknown as { __devDepositorPixel?: boolean }).__devDepositorPixel),
      ).toBeUndefined();
      await guest.close();
    });
  });
}
