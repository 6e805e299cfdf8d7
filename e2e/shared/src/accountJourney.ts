import { expect, test } from '@playwright/test';
import { rm, writeFile } from 'node:fs/promises';
import { visitor } from './lobbyJourney';
import { waitForHydration } from './pageWatch';
import { loginThroughApi } from './sessionJourney';

export interface AccountBrand {
  id: string;
  name: string;
  /** Where the brand's verification page lives (the panel layout moves it to /account/verification). */
  verifyPath: string;
}

const slot = (key: string, side: string) => `[data-testid="document-slot"][data-label="${key}"][data-side="${side}"]`;

export function accountJourney(brand: AccountBrand) {
  test.describe(`${brand.name}: verification and history`, () => {
    test('a .gif and a 30 MB file are refused before any upload; a PDF uploads and shows in review', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'a player in English on a desktop');
      // A crowd player no other journey touches: the upload stays on their account.
      const token = await loginThroughApi(request, 'sevenseas@players.demo.test');
      const page = await visitor(browser, baseURL ?? '', 'en', token);
      const uploads: string[] = [];
      page.on('request', (r) => r.url().includes('/api/user/upload-document') && uploads.push(r.method()));
      await page.goto(brand.verifyPath);
      await waitForHydration(page);
      const address = page.locator(slot('ADDRESS', 'front'));
      const input = address.getByTestId('upload-input');
      await input.setInputFiles({ name: 'funny.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expect(address.getByRole('alert')).toHaveText('Only jpg, pdf, png accepted.');
      // From a file on disk, which the browser reads itself. Given as a buffer, Playwright sent its 30 MB through the
      // protocol into the page: the test took 22 s of its 30 on a slow CI machine, against 3 s from a file.
      const huge = testInfo.outputPath('huge.pdf');
      await writeFile(huge, Buffer.alloc(30 * 1024 * 1024, 0x25));
      await input.setInputFiles(huge);
      await expect(address.getByRole('alert')).toHaveText('The file must be under 25 MB.');
      await rm(huge);
      expect(uploads).toEqual([]);
      await input.setInputFiles({
        name: 'bill.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%dev\n'),
      });
      await expect(address.getByTestId('upload-message')).toHaveText(
        'bill.pdf is uploaded and waiting for review (up to 24 hours).',
      );
      await expect(address.getByTestId('document-status')).toHaveText('In review');
      expect(uploads).toEqual(['POST']);
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator(slot('ADDRESS', 'front')).getByTestId('document-status')).toHaveText('In review');
      await page.context().close();
    });

    test('the history is server-rendered, filtered by type through the URL, and Back returns to the whole list', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'the phone in Arabic');
      const token = await loginThroughApi(request);
      const html = await (
        await request.get('/profile/transactions?type=deposit', { headers: { Cookie: `accessToken=${token}` } })
      ).text();
      expect(html).toContain('data-testid="history-table"');
      const page = await visitor(browser, baseURL ?? '', 'ar', token);
      await page.goto('/profile/transactions');
      await waitForHydration(page);
      await expect(page.getByTestId('history-row').first()).toBeVisible();
      await page.getByTestId('history-type').selectOption('deposit');
      await page.getByTestId('history-apply').click();
      await expect(page).toHaveURL(/\?type=deposit$/);
      await expect(page.getByTestId('history-row').first()).toHaveAttribute('data-type', 'deposit');
      // Every row, once the filtered list has replaced the whole one (its first row may be a deposit already).
      await expect
        .poll(() =>
          page
            .getByTestId('history-row')
            .evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-type')))]),
        )
        .toEqual(['deposit']);
      await page.goBack();
      await expect(page).toHaveURL(/\/profile\/transactions$/);
      await expect(page.getByTestId('history-type')).toHaveValue('');
      await page.context().close();
    });

    test('the profile shows the player, the wallet and the loyalty level in the server HTML; my profile adds the profile form, and the wallet follows the socket', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'a player in English on a desktop');
      const token = await loginThroughApi(request);
      const html = await (await request.get('/profile', { headers: { Cookie: `accessToken=${token}` } })).text();
      for (const id of ['profile-info', 'wallet-info', 'loyalty-info', 'profile-settings'])
        expect(html).toContain(`data-testid="${id}"`);
      const page = await visitor(browser, baseURL ?? '', 'en', token);
      await page.goto('/profile');
      await waitForHydration(page);
      await expect(page.getByTestId('profile-info')).toContainText('player@demo.test');
      await expect(page.getByTestId('wallet-balance')).toHaveText(/\d/);
      await expect(page.getByTestId('loyalty-level')).not.toBeEmpty();
      await expect(page.getByTestId('profile-settings').getByRole('link', { name: /Limits/ })).toHaveAttribute(
        'href',
        '/profile2/limits',
      );
      await page.goto('/profile2/my-profile');
      await waitForHydration(page);
      await expect(page.getByTestId('wallet-info')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Profile information' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
      await page.context().close();
    });
  });
}
