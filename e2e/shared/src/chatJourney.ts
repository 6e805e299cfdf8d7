import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { browserWithImages, DEV_CLOCK_PROJECT } from './config';
import { visitor } from './lobbyJourney';
import { waitForHydration } from './pageWatch';
import { loginThroughApi } from './sessionJourney';
import { EVERY_BRAND_TAG } from './once';

const backendUrl = () => test.info().config.metadata['backendUrl'] as string;
/** The second signed-in browser: a seeded player no chat test sends as. */
const OTHER_PLAYER = 'kyc@demo.test';

/** A page with the chat open (the launcher loads the panel after hydration). */
async function openChat(browser: Browser, baseURL: string, token?: string, lng = 'en'): Promise<Page> {
  const page = await visitor(browser, baseURL, lng, token);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId('chat-launcher').click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expect(page.getByTestId('chat-message').first()).toBeVisible();
  return page;
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

export function chatJourney(brand: { id: string; name: string }) {
  test.describe(`${brand.name}: chat`, () => {
    test('a guest reads the chat and is asked to log in to send', async ({ browser, baseURL }) => {
      const page = await openChat(browser, baseURL as string);
      const panel = page.getByRole('dialog', { name: 'Chat' });
      await expect(panel.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
      await expect(panel.getByRole('link', { name: 'Log in to chat' })).toHaveAttribute('href', /modal=login/);
      // Docked beside the page on a desktop, the page's main landmark stays in reach; Escape closes the panel.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await page.context().close();
    });

    test('a message the demo player sends reaches another signed-in browser within a second, and markup shows as text', async ({
      playwright,
      baseURL,
      request,
    }) => {
      // Images on: the message's `onerror` would run only where its image loads.
      const browser = await browserWithImages(playwright);
      const sender = await openChat(browser, baseURL as string, await loginThroughApi(request, 'player@demo.test'));
      const reader = await openChat(browser, baseURL as string, await loginThroughApi(request, OTHER_PLAYER));
      try {
        const hello = `hello from ${brand.id} ${Date.now()}`;
        await send(sender, hello);
        // The message in the list (the screen-reader announcer repeats it with the sender's name).
        await expect(sender.getByTestId('chat-message').filter({ hasText: hello })).toBeVisible();
        await expect(reader.getByTestId('chat-message').filter({ hasText: hello })).toBeVisible({ timeout: 1_000 });
        const xss = '<img src=x onerror=alert(1)>';
        let dialogs = 0;
        reader.on('dialog', (d) => {
          dialogs += 1;
          void d.dismiss();
        });
        await send(sender, xss);
        await expect(reader.getByText(xss, { exact: true }).last()).toBeVisible({ timeout: 1_000 });
        await expect(reader.getByTestId('chat-panel').locator('img')).toHaveCount(0);
        expect(dialogs).toBe(0);
      } finally {
        await browser.close();
      }
    });

    test('the demo player shares the Game Pulse of their last rounds, and another browser sees the graph', async ({
      browser,
      baseURL,
      request,
    }) => {
      const sender = await openChat(browser, baseURL as string, await loginThroughApi(request, 'player@demo.test'));
      const reader = await openChat(browser, baseURL as string, await loginThroughApi(request, OTHER_PLAYER));
      try {
        await sender.getByRole('button', { name: 'Game Pulse' }).click();
        const preview = sender.getByTestId('game-pulse-share');
        await expect(preview.getByTestId('game-pulse-summary')).toContainText(/Last \d+ rounds:/);
        const summary = (await preview.getByTestId('game-pulse-summary').textContent()) ?? '';
        await preview.getByRole('button', { name: 'Share to chat' }).click();
        await expect(preview).toBeHidden();
        const count = summary.match(/Last (\d+) rounds/)?.[1];
        const shared = reader
          .getByTestId('chat-message')
          .filter({ hasText: `over my last ${count} rounds` })
          .last();
        await expect(shared.getByRole('img', { name: /Game Pulse of .+: net results of recent rounds/ })).toBeVisible({
          timeout: 2_000,
        });
      } finally {
        await sender.context().close();
        await reader.context().close();
      }
    });

    test(
      'axe has nothing to say about the open chat panel: a player in English on a desktop, in Arabic on a phone',
      { tag: EVERY_BRAND_TAG },
      async ({ browser, baseURL, request }, testInfo) => {
        const lng = testInfo.project.name === 'phone' ? 'ar' : 'en';
        const page = await openChat(
          browser,
          baseURL as string,
          await loginThroughApi(request, 'player@demo.test'),
          lng,
        );
        try {
          // With the Game Pulse preview open, so its graph and buttons are checked too.
          await page.getByRole('button', { name: lng === 'ar' ? 'نبض اللعب' : 'Game Pulse' }).click();
          await expect(page.getByTestId('game-pulse-summary')).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        } finally {
          await page.context().close();
        }
      },
    );

    test('after 5 minutes without activity on the dev clock the player shows as away, and after 30 is told they left the tables @dev-clock', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== DEV_CLOCK_PROJECT, 'moves the backend clock: alone, after the others');
      const player = await openChat(browser, baseURL as string, await loginThroughApi(request, 'player@demo.test'));
      const other = await openChat(browser, baseURL as string, await loginThroughApi(request, OTHER_PLAYER));
      try {
        await expect(player.getByTestId('chat-my-status')).toHaveText('You are online');
        expect((await request.post(`${backendUrl()}/__dev/clock`, { data: { advanceMs: 6 * 60_000 } })).ok()).toBe(
          true,
        );
        // The backend notices on its next sweep (2 s) and tells every socket.
        await expect(player.getByTestId('chat-my-status')).toHaveText('You are away', { timeout: 5_000 });
        await expect(
          other.locator('[data-testid="chat-presence-entry"][data-status="away"]', { hasText: 'MaxPlayer' }),
        ).toHaveCount(1, { timeout: 5_000 });
        // 30 minutes away: taken off multiplayer tables, and told so once on return, whatever page they are on.
        expect((await request.post(`${backendUrl()}/__dev/clock`, { data: { advanceMs: 31 * 60_000 } })).ok()).toBe(
          true,
        );
        await player.getByRole('button', { name: "I'm back" }).click();
        await expect(player.getByTestId('chat-my-status')).toHaveText('You are online', { timeout: 5_000 });
        const notice = player.getByTestId('removed-from-tables');
        await expect(notice).toHaveText(
          /You were away for 30 minutes: you have been removed from multiplayer tables\./,
          { timeout: 5_000 },
        );
        await notice.getByRole('button', { name: 'Dismiss' }).click();
        await expect(notice).toHaveCount(0);
      } finally {
        await request.post(`${backendUrl()}/__dev/clock`, { data: { reset: true } });
        await player.context().close();
        await other.context().close();
      }
    });
  });
}
