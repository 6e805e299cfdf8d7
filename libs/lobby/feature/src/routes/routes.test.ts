import { endpoints, mergeSettings } from '@casino/api-contract';
import { contractError, mockEndpoint, mockServer } from '@casino/api-contract/testing';
import type { PageData } from '@casino/page';
import { clearPublicPrefetch } from '@casino/page/server';
import { userDetailsFixture } from '@casino/session/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameFixture } from '../lib/testing';
import { HOME_PHONE_DRAWN_FIRST, sharedHomeData } from '../lib/home/homeData';
import type { HomeData } from '../lib/home/homeRows';
import { loader as casinoLoader } from './casino';
import { loader as gameLoader } from './game';
import { loader as homeLoader } from './home';

const asked: URLSearchParams[] = [];
// The Authorization header of each game list call: a shared load carries nobody's token.
const tokens: Array<string | null> = [];
const server = mockServer(
  mockEndpoint(endpoints.getGames, ({ query, request }) => {
    asked.push(query);
    tokens.push(request.headers.get('Authorization'));
    return {
      count: 100,
      rows: Array.from({ length: Number(query.get('limit')) }, (_, i) => gameFixture({ id: i + 1 })),
    };
  }),
  mockEndpoint(endpoints.getProviders, []),
  mockEndpoint(endpoints.getFullCategoryList, { topCategoryList: [] }),
  // Before the game's own `/api/games/:slug`, which would otherwise answer these paths.
  mockEndpoint(endpoints.getJackpots, []),
  mockEndpoint(endpoints.getWinners, []),
  mockEndpoint(endpoints.getGame, ({ params }) =>
    params['slug'] === 'book-of-dev'
      ? { game: gameFixture({ slug: 'book-of-dev', name: 'Book of Dev' }) }
      : contractError(404, 'GAME_NOT_FOUND'),
  ),
);

const context = () => ({
  settings: mergeSettings({}),
  apiUrl: 'http://backend.test',
  brandId: 'curacao',
  clientIp: '203.0.113.5',
});
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://casino.test${path}`, { headers });
const home = (headers: Record<string, string> = {}) =>
  homeLoader({ request: get('/', headers), context: context(), params: {} } as never) as Promise<PageData<HomeData>>;

describe('lobby page loaders', () => {
  beforeEach(() => {
    sharedHomeData.clear();
    clearPublicPrefetch();
  });

  it('/casino/slots?sort=rtp: the first 24 slots by RTP are in the page data', async () => {
    asked.length = 0;
    const result = (await casinoLoader({
      request: get('/casino/slots?sort=rtp'),
      context: context(),
      params: {},
    } as never)) as PageData;
    expect(asked[0]?.get('category')).toBe('slots');
    expect(asked[0]?.get('sort')).toBe('rtp');
    const list = result.dehydratedState?.queries.find((q) => q.queryKey[2] === 'list');
    expect((list?.state.data as { pages: Array<{ rows: unknown[] }> }).pages[0]?.rows).toHaveLength(24);
  });

  it("/casino: guests share one load of the list, providers and categories; a player's list is asked with their token, the rest shared", async () => {
    let providerCalls = 0;
    let categoryCalls = 0;
    server.use(
      mockEndpoint(endpoints.getUserDetails, userDetailsFixture()),
      mockEndpoint(endpoints.getProviders, () => {
        providerCalls += 1;
        return [];
      }),
      mockEndpoint(endpoints.getFullCategoryList, () => {
        categoryCalls += 1;
        return { topCategoryList: [] };
      }),
    );
    asked.length = 0;
    tokens.length = 0;
    const casino = (headers: Record<string, string> = {}) =>
      casinoLoader({
        request: get('/casino?sort=new', headers),
        context: context(),
        params: {},
      } as never) as Promise<PageData>;
    const guests = await Promise.all([casino(), casino(), casino({ Cookie: 'lng=en' })]);
    const player = await casino({ Cookie: 'accessToken=tok-1' });
    expect(tokens).toEqual([null, 'Bearer tok-1']);
    expect([providerCalls, categoryCalls]).toEqual([1, 1]);
    for (const page of [...guests, player]) {
      expect(page.dehydratedState?.queries.map((q) => q.queryKey[1]).sort()).toEqual([
        'categories',
        'games',
        'providers',
      ]);
    }
  });

  it('a game that does not exist is the 404 page', async () => {
    const thrown = await Promise.resolve(
      gameLoader({ request: get('/casino/games/nope'), context: context(), params: { gameId: 'nope' } } as never),
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('a game page carries the game and its similar games', async () => {
    const result = (await gameLoader({
      request: get('/casino/games/book-of-dev'),
      context: context(),
      params: { gameId: 'book-of-dev' },
    } as never)) as PageData;
    const keys = result.dehydratedState?.queries.map((q) => q.queryKey[2]);
    expect(keys).toEqual(expect.arrayContaining(['game', 'row']));
  });

  it('the home page data has every row, fetched on the server', async () => {
    const result = (await homeLoader({
      request: get('/'),
      context: context(),
      params: {},
    } as never)) as PageData<HomeData>;
    expect(result.data?.rows.map((r) => [r.key, r.games.length])).toEqual([
      ['popular', 12],
      ['hot', 12],
      ['new', 12],
      ['megaways', 12],
      ['collections', 12],
    ]);
    expect(result.dehydratedState).toBeUndefined();
  });

  it("a phone's home draws the first four tiles of a row and eight providers first, from the same shared data; a desktop and a crawler all of them", async () => {
    const phone = await home({
      'user-agent':
        'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    });
    const desktop = await home({
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    });
    const crawler = await home({
      'user-agent':
        'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(phone.data?.drawnFirst).toEqual(HOME_PHONE_DRAWN_FIRST);
    expect(phone.data?.rows.map((r) => r.games.length)).toEqual([12, 12, 12, 12, 12]);
    expect(desktop.data?.drawnFirst).toBeUndefined();
    expect(crawler.data?.drawnFirst).toBeUndefined();
    expect(phone.data?.rows).toBe(desktop.data?.rows);
  });

  it("one load of the home's data serves the next guests and players alike (its five rows asked once, with nobody's token)", async () => {
    asked.length = 0;
    tokens.length = 0;
    server.use(mockEndpoint(endpoints.getUserDetails, userDetailsFixture()));
    // A player's page first: what it loads for everyone must not be loaded on the player's behalf.
    const player = await home({ Cookie: 'accessToken=tok-1' });
    const guest = await home();
    await home({ Cookie: 'lng=en' });
    await home({ Cookie: 'accessToken=tok-1' });
    expect(asked).toHaveLength(5);
    expect(tokens).toEqual([null, null, null, null, null]);
    expect(guest.data).toEqual(player.data);
  });

  it('a guest home whose part failed is not kept: the next guest asks again', async () => {
    server.use(mockEndpoint(endpoints.getJackpots, () => contractError(503, 'SERVICE_UNAVAILABLE')));
    asked.length = 0;
    const first = await home();
    expect(first.data?.jackpots).toEqual([]);
    await home();
    expect(asked).toHaveLength(10);
  });

  it("a guest request carrying a forwarded dev test header (a fault scope) loads its own home, never another guest's", async () => {
    process.env['CASINO_FORWARD_DEV_HEADERS'] = 'true';
    try {
      asked.length = 0;
      await home();
      await home({ 'x-dev-fault-scope': 'test-1' });
      await home({ 'x-dev-fault-scope': 'test-1' });
      expect(asked).toHaveLength(15);
    } finally {
      delete process.env['CASINO_FORWARD_DEV_HEADERS'];
    }
  });
});
