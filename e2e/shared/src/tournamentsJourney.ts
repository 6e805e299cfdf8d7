import { axeViolations } from './axe';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { visitor } from './lobbyJourney';
import { waitForHydration, watchPage } from './pageWatch';
import { DEMO_PASSWORD, loginDetails, loginThroughApi } from './sessionJourney';
import { EVERY_BRAND_TAG } from './once';

interface TournamentAnswer {
  id: number;
  slug: string;
  name: string;
  type: 'tournament' | 'race';
  status: 'upcoming' | 'running' | 'ended';
}

interface BoardAnswer {
  tournament: TournamentAnswer;
  rows: Array<{ position: number; userId: number; nickname: string; score: number }>;
  me: { position: number; score: number } | null;
}

const backendUrl = () => test.info().config.metadata['backendUrl'] as string;

/** The seeded weekly race (running for five more days from the seed). */
async function weeklyRace(request: APIRequestContext): Promise<TournamentAnswer> {
  const list = ((await (await request.get('/api/tournaments')).json()) as { data: TournamentAnswer[] }).data;
  const race = list.find((t) => t.slug === 'weekly-race');
  expect(race, 'the seeded weekly race').toBeTruthy();
  expect(race?.status).toBe('running');
  return race as TournamentAnswer;
}

async function board(request: APIRequestContext, id: number, limit: number, token?: string): Promise<BoardAnswer> {
  const response = await request.get(
    `/api/tournaments/${id}/leaderboard?limit=${limit}`,
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: BoardAnswer }).data;
}

/**
 * Tournaments and races (issue #15): the list and a race's page are server-rendered with the leaderboard, a player joins
 * a running race with one request, the leaderboard follows the rounds they play over the socket, and axe has nothing
 * to say on either page, for a guest in English on a desktop and a player in Arabic on a phone.
 */
export function tournamentsJourney(brand: { id: string; name: string }) {
  test.describe(`${brand.name}: tournaments and races`, () => {
    test("the list and the weekly race's leaderboard are in the server HTML, indexable", async ({
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone', 'server HTML only: once per brand');
      const race = await weeklyRace(request);
      const list = await (await request.get('/tournaments')).text();
      expect(list).toContain('data-testid="tournaments-running"');
      expect(list).toContain(`href="/tournaments/${race.id}"`);
      expect(list).toMatch(/data-testid="tournament-timing" data-status="running"/);

      const response = await request.get(`/tournaments/${race.id}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const api = await board(request, race.id, 20);
      expect(html).toContain('data-testid="leaderboard-table"');
      const positions = [...html.matchAll(/data-testid="leaderboard-row" data-position="(\d+)"/g)].map((m) =>
        Number(m[1]),
      );
      expect(positions.length).toBeGreaterThan(0);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
      // the players in order, ghost-mode ones anonymous (the top ten: rounds played meanwhile by other tests move the tail)
      const names = [...html.matchAll(/data-testid="leaderboard-player"[^>]*>([^<]+)</g)].map((m) => m[1]);
      expect(names).toHaveLength(api.rows.length);
      expect(names.slice(0, 10)).toEqual(api.rows.slice(0, 10).map((r) => r.nickname));
      expect(html).not.toMatch(/PokerFace|MoonShot/);
      // public pages: no noindex
      expect(html).not.toContain('noindex');
      expect(list).not.toContain('noindex');
    });

    test('a player joins a running race with one request, and its leaderboard moves as they play', async ({
      browser,
      baseURL,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'a player in English on a desktop');
      test.setTimeout(90_000);
      const race = await weeklyRace(request);
      // A new player each run: nobody else's entry, and a second run against the same backend joins afresh.
      const email = `racer-${brand.id}-${Date.now()}@example.com`;
      const created = await request.post('/api/user/sign-up', {
        data: { email, password: DEMO_PASSWORD, dateOfBirth: '1990-01-01' },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { accessToken: token, userId } = await loginDetails(request, email);
      const credited = await request.post(`${backendUrl()}/__dev/emit`, {
        data: { userId, event: 'credit', data: { amount: 5000 } },
      });
      expect(credited.status(), await credited.text()).toBe(200);

      const page = await visitor(browser, baseURL ?? '', 'en', token);
      const problems = await watchPage(page);
      const joins: string[] = [];
      page.on('request', (r) => r.url().includes(`/api/tournaments/${race.id}/join`) && joins.push(r.method()));
      await page.goto(`/tournaments/${race.id}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: race.name })).toBeVisible();
      await expect(page.getByTestId('tournament-timing')).toContainText('Ends in');
      await page.getByTestId('tournament-join').dblclick();
      await expect(page.getByTestId('tournament-joined-note')).toContainText(`You joined ${race.name}.`);
      expect(joins).toEqual(['POST']);
      await expect(page.getByTestId('tournament-joined')).toBeVisible();

      // The newcomer is last with nothing wagered: their own row is pinned under the 20 shown.
      const mine = page.getByTestId('leaderboard-me-row');
      await expect(mine).toHaveAttribute('data-score', '0');
      const start = Number(await mine.getAttribute('data-position'));
      expect(start).toBeGreaterThan(20);

      // Rounds through the game-round API until the player passes the lowest of the others: the socket tells the page
      // and the page reads the board again, without a reload.
      const others = (await board(request, race.id, 200)).rows.filter((r) => r.userId !== userId);
      const lowest = Math.min(...others.map((r) => r.score));
      const game = (
        (await (await request.get('/api/games/book-of-dev')).json()) as { data: { game: { maxBet: number } } }
      ).data.game;
      const bet = Math.min(game.maxBet, 100);
      let wagered = 0;
      while (wagered <= lowest) {
        const round = await request.post('/api/games/book-of-dev/round', {
          data: { bet },
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(round.status(), await round.text()).toBe(200);
        wagered += bet;
      }
      await expect(mine).toHaveAttribute('data-score', String(wagered), { timeout: 10_000 });
      await expect
        .poll(async () => Number(await mine.getAttribute('data-position')), { timeout: 10_000 })
        .toBeLessThan(start);
      expect(problems).toEqual([]);
      await page.context().close();
    });

    for (const audience of ['guest in English', 'player in Arabic'] as const) {
      const project = audience === 'guest in English' ? 'desktop' : 'phone';
      test(
        `axe finds nothing on the list and a race's page (with a player's statistics open), as a ${audience} on a ${project}`,
        { tag: EVERY_BRAND_TAG },
        async ({ browser, baseURL, request }, testInfo) => {
          test.skip(testInfo.project.name !== project, `checked on the ${project}`);
          test.setTimeout(60_000);
          const player = audience === 'player in Arabic';
          const race = await weeklyRace(request);
          const page = await visitor(
            browser,
            baseURL ?? '',
            player ? 'ar' : 'en',
            player ? await loginThroughApi(request) : undefined,
          );
          const found: string[] = [];
          await page.goto('/tournaments');
          await waitForHydration(page);
          await expect(page.getByTestId('tournament-card').first()).toBeVisible();
          found.push(...(await axeViolations(page)).map((v) => `/tournaments: ${v}`));
          await page.goto(`/tournaments/${race.id}`);
          await waitForHydration(page);
          await expect(page.getByTestId('leaderboard-table')).toBeVisible();
          if (player) await expect(page.locator('[data-me="true"]')).toHaveCount(1);
          found.push(...(await axeViolations(page)).map((v) => `/tournaments/${race.id}: ${v}`));
          await page.getByTestId('leaderboard-player').first().click();
          const dialog = page.getByRole('dialog');
          await expect(dialog.getByTestId('player-stats-races')).toBeVisible();
          found.push(...(await axeViolations(page)).map((v) => `/tournaments/${race.id} (statistics): ${v}`));
          expect(found).toEqual([]);
          await page.context().close();
        },
      );
    }
  });
}
