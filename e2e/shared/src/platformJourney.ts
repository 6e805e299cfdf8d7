import { expect, test } from '@playwright/test';
import { waitForHydration, watchPage } from './pageWatch';

/** Platform behaviour every brand shares: modals by URL. */
export function platformJourney(brandName: string) {
  test.describe(`${brandName}: modals by query`, () => {
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
}
