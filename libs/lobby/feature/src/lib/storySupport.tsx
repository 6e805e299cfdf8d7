import {
  endpoints,
  GAME_SORTS,
  mergeSettings,
  PAGE_SIZE,
  type AppSettings,
  type Category,
  type Game,
  type Provider,
  type UserDetails,
} from '@casino/api-contract';
import { createApiClient } from '@casino/api-client';
import { storyArt, storyGames } from '@casino/lobby-ui/testing';
import { storyRefusal, StoryRefusal, useStoryBackend, type StoryAnswer } from '@casino/page-ui/testing';
import { createQueryClient } from '@casino/query';
import { ApiClientProvider, SessionProvider, sessionFromDetails, signedOutState } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import type { PageKey } from '@casino/site';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { gameFixture } from './testing';

// ---- The stand-in catalogue: 60 games (two pages of 24 and one of 12), six providers, five categories. ----

const pick = <T,>(list: readonly T[], i: number): T => list[i % list.length] as T;
const PROVIDER_NAMES = ['DevPlay', 'Reel Labs', 'Northern Spin', 'Pixel Dice', 'Hacksaw Dev', 'Golden Owl'];
// DevPlay has the most games, the small studios the fewest.
const PROVIDER_CYCLE = [0, 1, 0, 2, 3, 0, 1, 4, 2, 5];
const providerSlug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
const CATEGORY_CYCLE = ['slots', 'slots', 'table-games', 'slots', 'live-casino', 'slots', 'jackpots'];
const DAY_MS = 86_400_000;

/** What sets a few games apart: the free spins game first, and a bonus-buy game bonus money cannot play. */
const SPECIAL: Record<number, Partial<Game>> = {
  0: {
    category: 'slots',
    tags: ['popular', 'hot'],
    bonusBuy: false,
    bonusCompatible: true,
    rtp: 96.21,
    maxMultiplier: 5000,
  },
  2: {
    category: 'slots',
    tags: ['megaways', 'hot'],
    bonusBuy: true,
    bonusCompatible: false,
    rtp: 96.5,
    maxMultiplier: 25000,
  },
};

/** Every game of the stories' backend, in the catalogue's order (stand-in artwork from the lobby-ui fixtures). */
export const storyCatalogue: Game[] = storyGames(60).map(({ id, slug, name, thumbnailUrl }, i) => {
  const category = pick(CATEGORY_CYCLE, i);
  const providerName = pick(PROVIDER_NAMES, pick(PROVIDER_CYCLE, i));
  return gameFixture({
    id,
    slug,
    name,
    thumbnailUrl,
    provider: providerSlug(providerName),
    providerName,
    category,
    rtp: 94 + ((i * 37) % 40) / 10,
    minBet: pick([0.1, 0.2, 0.5, 1], i),
    maxBet: pick([50, 100, 250, 500], i * 3),
    maxMultiplier: pick([500, 2000, 5000, 10000], i),
    bonusBuy: i % 5 === 1,
    bonusCompatible: category !== 'live-casino',
    // Live tables have no demo.
    demoAvailable: category !== 'live-casino',
    tags: [
      i % 4 === 0 && 'popular',
      i % 5 === 3 && 'new',
      i % 6 === 1 && 'hot',
      category === 'jackpots' && 'jackpot',
    ].filter((t): t is string => Boolean(t)),
    releaseDate: new Date(Date.UTC(2026, 10, 1) - i * 9 * DAY_MS).toISOString().slice(0, 10),
    popularity: 1000 - i * 7,
    ...SPECIAL[i],
  });
});

function gameAt(i: number): Game {
  const game = storyCatalogue[i];
  if (!game) throw new Error(`No story game ${i}`);
  return game;
}

/** Games the stories are about. */
export const storyGame = {
  /** Book of Dev: a slot with demo, bonus money welcome. */
  withDemo: gameAt(0),
  /** Pharaoh Megaways: bonus buy, not playable with bonus money. */
  bonusBuy: gameAt(2),
  /** A live table: no demo. */
  live: gameAt(4),
};

/** The providers, with their game counts. */
export const storyProviders: Provider[] = PROVIDER_NAMES.map((name, i) => ({
  id: i + 1,
  slug: providerSlug(name),
  name,
  gameCount: storyCatalogue.filter((g) => g.providerName === name).length,
  logoUrl: storyArt(i),
}));

/** The categories (as the backend names them), crash with no game yet. */
export const storyCategories: Category[] = [
  ['slots', 'Slots'],
  ['live-casino', 'Live Casino'],
  ['table-games', 'Table Games'],
  ['jackpots', 'Jackpots'],
  ['crash', 'Crash'],
].map(([slug = '', name = ''], i) => ({
  id: i + 1,
  slug,
  name,
  order: i + 1,
  gameCount: storyCatalogue.filter((g) => g.category === slug).length,
}));

// ---- The stand-in backend of the lobby's calls. ----

export interface LobbyBackend {
  /** The player (the fixture player for `true`), or a guest when left out. */
  player?: boolean | UserDetails;
  /** The player's favourites, newest first (game ids). */
  favorites?: number[];
  /** The games the player played last (game ids). */
  recent?: number[];
  /** Game lists fail to load (the Try again state). */
  listFails?: boolean;
  /** Slugs of games not offered in the visitor's country. */
  restricted?: string[];
  /** The answer to a game launch: a refusal (a game session needs the dev backend's game server). */
  launch?: StoryRefusal;
}

const sorters: Record<(typeof GAME_SORTS)[number], (a: Game, b: Game) => number> = {
  popular: (a, b) => b.popularity - a.popularity,
  releaseDate: (a, b) => b.releaseDate.localeCompare(a.releaseDate),
  name: (a, b) => a.name.localeCompare(b.name),
  rtp: (a, b) => b.rtp - a.rtp,
  maxMultiplier: (a, b) => b.maxMultiplier - a.maxMultiplier,
  minBet: (a, b) => a.minBet - b.minBet,
  maxBet: (a, b) => b.maxBet - a.maxBet,
};

/** The `:name` segments of a contract path in `pathname`, or null when it is another path. */
function paramsOf(contractPath: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = contractPath.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(pathname);
  return match ? Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')])) : null;
}

/** Answers the lobby's calls like the dev backend, favourites kept for the story's life (the star works). */
function lobbyAnswers(
  player: UserDetails | undefined,
  { favorites = [1, 3, 6, 10], recent = [6, 1, 12, 15, 20], listFails, restricted = [], launch }: LobbyBackend,
): StoryAnswer {
  let favourite = player ? favorites : [];
  const withFlag = (g: Game): Game => ({ ...g, isFavorite: favourite.includes(g.id) });
  const byIds = (ids: number[]) => ids.flatMap((id) => storyCatalogue.filter((g) => g.id === id)).map(withFlag);
  const gameOf = (slug: string) => {
    const game = storyCatalogue.find((g) => g.slug === slug);
    if (!game) return storyRefusal('GAME_NOT_FOUND', { status: 404, message: `Game ${slug} not found` });
    if (restricted.includes(slug))
      return storyRefusal('GAME_COUNTRY_RESTRICTED', {
        status: 451,
        message: `${game.name} is not available in MT`,
        details: { country: 'MT' },
      });
    return game;
  };

  return (url, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const { pathname, searchParams: q } = url;
    if (pathname === endpoints.getProviders.path) return storyProviders;
    if (pathname === endpoints.getFullCategoryList.path) return { topCategoryList: storyCategories };
    if (pathname === endpoints.getGames.path) {
      if (listFails) return storyRefusal('SERVICE_UNAVAILABLE', { status: 503, message: 'The game catalogue is down' });
      const sort = sorters[(q.get('sort') ?? 'popular') as keyof typeof sorters] ?? sorters.popular;
      const played = new Set(recent);
      const rows = storyCatalogue
        .filter(
          (g) =>
            (!q.get('provider') || g.provider === q.get('provider')) &&
            (!q.get('category') || g.category === q.get('category')),
        )
        .filter(
          (g) =>
            (!q.get('tag') || g.tags.includes(q.get('tag') ?? '')) &&
            (q.get('unplayed') !== 'true' || !played.has(g.id)),
        )
        .sort(sort);
      const limit = Number(q.get('limit') ?? PAGE_SIZE);
      const page = Number(q.get('pageNo') ?? 1);
      return { count: rows.length, rows: rows.slice((page - 1) * limit, page * limit).map(withFlag) };
    }
    if (pathname === endpoints.getFavorites.path && method === 'POST') {
      const { gameId } = JSON.parse(String(init?.body)) as { gameId: number };
      favourite = [gameId, ...favourite.filter((id) => id !== gameId)];
      return null;
    }
    if (pathname === endpoints.getFavorites.path) return byIds(favourite);
    const removed = paramsOf(endpoints.removeFavorite.path, pathname);
    if (removed && method === 'DELETE') {
      favourite = favourite.filter((id) => id !== Number(removed['gameId']));
      return null;
    }
    if (pathname === endpoints.getRecentGames.path) return byIds(recent);
    if (pathname === endpoints.getUserDetails.path && player) return player;
    const launched = paramsOf(endpoints.launchGame.path, pathname);
    if (launched) {
      const game = gameOf(launched['slug'] ?? '');
      return game instanceof StoryRefusal ? game : launch;
    }
    const shown = paramsOf(endpoints.getGame.path, pathname);
    if (shown) {
      const game = gameOf(shown['slug'] ?? '');
      return game instanceof StoryRefusal ? game : { game: withFlag(game) };
    }
    return undefined;
  };
}

/** The fixture player, self-excluded for three more months: real money closed, withdrawals open. */
export const selfExcludedPlayer = (): UserDetails =>
  userDetailsFixture({
    getUser: {
      userLimit: {
        isSelfExclusionPermanent: false,
        selfExclusion: new Date(Date.now() + 90 * DAY_MS).toISOString(),
        frozenUntil: null,
      },
    },
  });

/**
 * Story frame of the lobby's pages: the session (a guest, or a player whose calls carry a token), a query cache of
 * its own (no answer of another story shows; failures are not retried), and the stand-in backend answering the lobby's
 * calls. The brand settings and the page's route come with the story's parameters (`lobbyPage`).
 */
export function LobbyStory({ children, ...backend }: LobbyBackend & { children: ReactNode }) {
  const [details] = useState(() => (backend.player === true ? userDetailsFixture() : backend.player || undefined));
  const [answers] = useState(() => lobbyAnswers(details, backend));
  useStoryBackend(answers);
  const [session] = useState(() => (details ? sessionFromDetails(details) : signedOutState));
  const [client] = useState(() => {
    const c = createQueryClient();
    // A failure shows at once (the app retries a server's trouble three times first, 7 s in all).
    c.setDefaultOptions({ ...c.getDefaultOptions(), queries: { ...c.getDefaultOptions().queries, retry: false } });
    return c;
  });
  const [api] = useState(() =>
    createApiClient({
      baseUrl: '',
      getLanguage: () => document.documentElement.lang || 'en',
      getToken: () => (details ? 'story-player-token' : undefined),
    }),
  );
  return (
    <SessionProvider initial={session}>
      <ApiClientProvider value={api}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </ApiClientProvider>
    </SessionProvider>
  );
}

/** The story's decorator: its page inside a `LobbyStory` with this backend. */
export const lobbyStory =
  (backend: LobbyBackend = {}): Decorator =>
  (Story) => <LobbyStory {...backend}>{Story()}</LobbyStory>;

/** Parameters of a lobby page story: the page (what `usePageKey` reads) at `url`, with the brand's settings. */
export const lobbyPage = (page: PageKey, url: string, settings: Partial<AppSettings> = {}) => ({
  layout: 'padded',
  route: { id: page, url, rootData: { settings: mergeSettings(settings) } },
});
