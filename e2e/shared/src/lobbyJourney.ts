import { devices, expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { waitForHydration, watchPage } from './pageWatch';
import { EVERY_BRAND_TAG, logicMeets } from './once';
import { loginThroughApi, signInContext } from './sessionJourney';

export interface LobbyBrand {
  id: string;
  name: string;
  navigationSystem: 'basic' | 'panel';
}

/** Desktop in English (left to right), phone in Arabic (right to left): each lobby journey meets both. */
const languageOf = (project: string) => (project === 'phone' ? 'ar' : 'en');

/** A new browser context in `lng` with consent given, signed in with `token` when given. */
export async function visitor(browser: Browser, baseURL: string, lng: string, token?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([
    { name: 'lng', value: lng, url: baseURL },
    { name: 'cookieConsent', value: 'true', url: baseURL },
  ]);
  if (token) await signInContext(context, baseURL, token);
  return context.newPage();
}

/** The names of the tiles of the list on screen, in order. */
const tileNames = (page: Page) =>
  page.locator('main ul li article').evaluateAll((tiles) => tiles.slice(0, 6).map((t) => t.getAttribute('aria-label')));

/** The game frame on /play/: spins once and waits for its answer. */
async function spin(page: Page) {
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.locator('#spin').click();
  await expect(frame.locator('#status')).not.toBeEmpty();
}

export function lobbyJourney(brand: LobbyBrand) {
  test.describe(`${brand.name}: lobby and games`, () => {
    test('a guest filters slots by provider and sort, reloads to the same server-rendered list, and opens a game in demo', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(
        testInfo.project.name !== 'phone',
        'a guest in Arabic on a phone here; the player journey below is the desktop in English',
      );
      logicMeets(testInfo, brand, ['navigationSystem']);
      test.setTimeout(60_000);
      const lng = languageOf(testInfo.project.name);
      const providers = (
        (await (await request.get('/api/games/providers')).json()) as { data: Array<{ slug: string }> }
      ).data;
      const provider = providers[1]?.slug ?? providers[0]?.slug ?? '';
      const page = await visitor(browser, baseURL ?? '', lng);
      const problems = await watchPage(page);
      await page.goto('/casino/slots');
      await waitForHydration(page);
      await page.getByRole('combobox').first().selectOption(provider);
      await expect(page).toHaveURL(new RegExp(`provider=${provider}`));
      await page.getByRole('combobox').nth(1).selectOption('rtp');
      await expect(page).toHaveURL(/sort=rtp/);
      // The backend's own first games of that query, in that order, are what the page shows: before and after a reload.
      const expected = (
        (await (await request.get(`/api/games?category=slots&provider=${provider}&sort=rtp&limit=6`)).json()) as {
          data: { rows: Array<{ name: string }> };
        }
      ).data.rows.map((g) => g.name);
      // Two suites share the CI machine: the new list may take a few seconds to arrive.
      await expect.poll(() => tileNames(page), { timeout: 15_000 }).toEqual(expected);
      await page.reload();
      await waitForHydration(page);
      expect(await tileNames(page)).toEqual(expected);
      await expect(page.getByRole('combobox').first()).toHaveValue(provider);
      await expect(page.getByRole('combobox').nth(1)).toHaveValue('rtp');
      // Back returns the previous filters.
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=rtp/);

      await page.locator('main ul li article a').first().click();
      await expect(page).toHaveURL(/\/casino\/games\//);
      await page.getByTestId('play-game').click();
      await expect(page).toHaveURL(/\/play\/.+\?demo=1/);
      await spin(page);
      expect(problems.filter((p) => p.startsWith('exception'))).toEqual([]);
      await page.context().close();
    });

    test('a player stars a game, finds it under favourites, plays it for real money and finds it under recent games, the balance moving without a reload', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(
        testInfo.project.name !== 'desktop',
        'a player in English on a desktop here; the guest journey above is the phone in Arabic',
      );
      logicMeets(testInfo, brand, ['navigationSystem']);
      test.setTimeout(60_000);
      const lng = languageOf(testInfo.project.name);
      const token = await loginThroughApi(request);
      // A slot with a demo, not the free-spins game (a free spin stakes nothing).
      const list = (
        (await (await request.get('/api/games?category=slots&sort=name&limit=5')).json()) as {
          data: { rows: Array<{ slug: string; name: string }> };
        }
      ).data.rows;
      const game = list.find((g) => g.slug !== 'book-of-dev') ?? list[0];
      if (!game) throw new Error('no slots in the dev backend');
      const page = await visitor(browser, baseURL ?? '', lng, token);
      await page.goto(`/casino/games/${game.slug}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();
      const star = page.getByRole('button', { name: 'Favourite', exact: true });
      if ((await star.getAttribute('aria-pressed')) !== 'true') {
        // The star turns at once (optimistic): wait for the backend to have it before leaving the page.
        const saved = page.waitForResponse(
          (r) => r.url().includes('/api/user/favorites') && r.request().method() !== 'GET',
        );
        await star.click();
        await saved;
      }
      await expect(star).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/profile/favorites');
      await waitForHydration(page);
      await expect(
        page.locator('section[aria-labelledby="favorites-title"] article', { hasText: game.name }).first(),
      ).toBeVisible();

      await page.goto(`/play/${game.slug}`);
      await waitForHydration(page);
      const balance = page.getByTestId('header-balance');
      await expect(balance).toBeVisible();
      await expect(page.frameLocator('[data-testid="game-frame"]').locator('#spin')).toBeVisible();
      const first = await balance.textContent();
      await spin(page);
      await expect(balance).not.toHaveText(first ?? '');

      await page.goto('/profile/favorites');
      await waitForHydration(page);
      await expect(
        page.locator('section[aria-labelledby="recent-title"] article', { hasText: game.name }).first(),
      ).toBeVisible();
      await page.context().close();
    });

    test('searching "book" finds games by keyboard alone, with the match highlighted', async ({
      browser,
      baseURL,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'a keyboard: the desktop');
      logicMeets(testInfo, brand, ['navigationSystem']);
      const page = await visitor(browser, baseURL ?? '', languageOf(testInfo.project.name));
      await page.goto('/casino');
      await waitForHydration(page);
      await page.getByTestId('header-search').focus();
      await page.keyboard.press('Enter');
      const input = page.getByRole('combobox', { name: /.+/ }).and(page.locator('input[type="search"]'));
      await expect(input).toBeFocused();
      await page.keyboard.type('book');
      const results = page.getByRole('dialog').getByRole('listbox');
      await expect(results.getByRole('option').first()).toBeVisible();
      await expect(results.locator('mark').first()).toHaveText(/book/i);
      await page.keyboard.press('ArrowDown');
      const chosen = await results.getByRole('option', { selected: true }).getAttribute('aria-label');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/casino\/games\//);
      // The option's name is "<game>, <provider>": the game page is titled with the game.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText((chosen ?? '').split(', ')[0] ?? '');
      await page.context().close();
    });

    test('the first 24 games of /casino?sort=rtp are in the server HTML, in that order', async ({
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'server HTML: once per brand');
      const api = (
        (await (await request.get('/api/games?sort=rtp&limit=24')).json()) as {
          data: { rows: Array<{ name: string }> };
        }
      ).data.rows;
      const html = await (await request.get('/casino?sort=rtp')).text();
      expect(html.match(/aria-posinset="\d+"/g)).toHaveLength(24);
      const names = [...html.matchAll(/<article[^>]*aria-label="([^"]+)"/g)].map((m) =>
        m[1]?.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"),
      );
      expect(names).toEqual(api.map((g) => g.name));
    });

    test(
      "on a phone the home's server HTML draws four tiles of each row and eight providers, and the page draws the rest once hydrated",
      { tag: EVERY_BRAND_TAG },
      async ({ browser, baseURL }, testInfo) => {
        test.skip(testInfo.project.name !== 'phone', "a phone's first screen is the subject");
        // A context made here starts from the project's options (a phone's); the desktop's are given in full, since Chrome
        // tells the server it is a phone by its own hint (Sec-CH-UA-Mobile) as much as by its User-Agent.
        const strips = async (device: 'phone' | 'desktop', javaScriptEnabled: boolean) => {
          const context = await browser.newContext({
            ...(device === 'desktop' ? devices['Desktop Chrome'] : {}),
            baseURL,
            javaScriptEnabled,
          });
          await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL ?? '' }]);
          const page = await context.newPage();
          await page.goto('/');
          if (javaScriptEnabled) await waitForHydration(page);
          const count = async () => ({
            rows: await page
              .locator('main section:has(article) > ul')
              .evaluateAll((lists) => lists.map((l) => l.children.length)),
            providers: await page.locator('section[aria-labelledby="home-providers-title"] li').count(),
          });
          return { page, context, count };
        };
        // Without scripts, the DOM is the server's HTML.
        const phoneHtml = await strips('phone', false);
        const desktopHtml = await strips('desktop', false);
        const drawn = await phoneHtml.count();
        const whole = await desktopHtml.count();
        expect(whole.rows.length).toBe(5);
        expect(whole.rows.every((n) => n > 4)).toBe(true);
        expect(drawn.rows).toEqual(whole.rows.map(() => 4));
        expect(whole.providers).toBeGreaterThan(8);
        expect(drawn.providers).toBe(8);
        const hydrated = await strips('phone', true);
        await expect.poll(hydrated.count).toEqual(whole);
        await Promise.all([phoneHtml, desktopHtml, hydrated].map((s) => s.context.close()));
      },
    );

    test(
      "on a phone the home lays out its first screen: a row's later tiles and the sections below wait until they come near, then show without moving the page",
      { tag: EVERY_BRAND_TAG },
      async ({ page, baseURL }, testInfo) => {
        test.skip(testInfo.project.name !== 'phone', 'the first screen of a phone is the subject');
        await page.context().addCookies([
          { name: 'lng', value: 'ar', url: baseURL ?? '' },
          { name: 'cookieConsent', value: 'true', url: baseURL ?? '' },
        ]);
        await page.goto('/');
        await waitForHydration(page);
        // false while the browser skips the element's layout and paint (content-visibility: auto, further than Chrome's
        // margin of one and a half screens).
        const laidOut = (locator: Locator) =>
          locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
        const firstRow = page.locator('main section ul').first();
        // A phone's server HTML draws a row's first four tiles; the rest come one transition after hydration.
        await expect(firstRow.locator('li')).toHaveCount(12);
        // The tile inside the item: the item is what the browser may skip, its contents are what it then leaves out.
        const firstTile = firstRow.locator('li').first().locator('article');
        const lastTile = firstRow.locator('li').last().locator('article');
        const promo = page.locator('#home-promo-title');
        expect(await laidOut(firstTile)).toBe(true);
        expect(await laidOut(lastTile)).toBe(false);
        expect(await laidOut(promo)).toBe(false);
        const rowHeight = await firstRow.evaluate((el) => el.getBoundingClientRect().height);

        await lastTile.scrollIntoViewIfNeeded();
        await expect.poll(() => laidOut(lastTile)).toBe(true);
        await expect(lastTile).toBeVisible();
        // The first tile gives the row its height: the others, laid out late, stretch to it.
        expect(await firstRow.evaluate((el) => el.getBoundingClientRect().height)).toBe(rowHeight);
        await promo.scrollIntoViewIfNeeded();
        await expect.poll(() => laidOut(promo)).toBe(true);
        await expect(promo).toBeVisible();
      },
    );

    test("a bet above the player's bet limit shows the catalogue's MAX_BET_LIMIT_REACHED message", async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the limit is the subject');
      logicMeets(testInfo, brand, ['navigationSystem']);
      test.setTimeout(60_000);
      const token = await loginThroughApi(request, 'newbie@demo.test');
      // Limit changes are allowed once an hour: a second run against the same backend keeps the first limit.
      await request.put('/api/user/limits', {
        data: { type: 'bet', period: 0, amount: 1 },
        headers: { Authorization: `Bearer ${token}` },
      });
      const list = (
        (await (await request.get('/api/games?category=slots&sort=maxBet&limit=3')).json()) as {
          data: { rows: Array<{ slug: string }> };
        }
      ).data.rows;
      const slug = list.find((g) => g.slug !== 'book-of-dev')?.slug ?? '';
      const page = await visitor(browser, baseURL ?? '', 'en', token);
      await page.goto(`/play/${slug}`);
      await waitForHydration(page);
      const frame = page.frameLocator('[data-testid="game-frame"]');
      const bet = frame.locator('#bet');
      // The game fills its bet list after its own script runs: read it once it is there.
      await expect(bet.locator('option')).not.toHaveCount(0);
      const values = await bet
        .locator('option')
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      await bet.selectOption(values.at(-1) ?? '');
      await frame.locator('#spin').click();
      await expect(page.getByTestId('round-refusal')).toContainText('above your bet limit');
      await page.context().close();
    });
  });
}
