import type { Jackpot, Provider, WinnerRow } from '@casino/api-contract';
import type { TileGame } from '@casino/lobby-ui';
import type { PageKey } from '@casino/site';
import type { GameListQuery } from '../../api/get-games';

// The home page's rows and data shape: no calls here, so the page's browser code can import it without the API client.

export type HomeRowKey = 'popular' | 'hot' | 'new' | 'megaways' | 'collections';

/** The home page's rows: what each lists, and where its "See all" goes (a page, and a query on it). */
export const HOME_ROWS: ReadonlyArray<{
  key: HomeRowKey;
  query: GameListQuery;
  seeAll: { page: PageKey; search?: string };
}> = [
  { key: 'popular', query: { tag: 'popular' }, seeAll: { page: 'popular' } },
  { key: 'hot', query: { tag: 'hot' }, seeAll: { page: 'casino', search: 'tag=hot' } },
  { key: 'new', query: { sort: 'releaseDate' }, seeAll: { page: 'casino', search: 'sort=releaseDate' } },
  { key: 'megaways', query: { tag: 'megaways' }, seeAll: { page: 'casino', search: 'tag=megaways' } },
  { key: 'collections', query: { tag: 'jackpot' }, seeAll: { page: 'casino', search: 'tag=jackpot' } },
];
export const HOME_ROW_SIZE = 12;
/**
 * What a phone's server HTML (and its hydrating render) draws of the home's sideways strips: a row's first four tiles
 * (a phone shows two or three of them, five at most in landscape, before a swipe) and the first eight providers. The
 * rest is in the page's data and drawn one transition after hydration (`useDrawnFirst`): the other tiles were two
 * thirds of a signed-in home's 80 KB and of the elements its render spends its time on.
 */
export const HOME_PHONE_DRAWN_FIRST = { tiles: 4, providers: 8 } as const;

export interface HomeData {
  rows: Array<{ key: HomeRowKey; games: TileGame[] }>;
  providers: Array<Pick<Provider, 'slug' | 'name' | 'gameCount'>>;
  jackpots: Jackpot[];
  latestWinners: WinnerRow[];
  topWinners: WinnerRow[];
  /** How many of each strip's items the first render draws (a phone's request: `HOME_PHONE_DRAWN_FIRST`). Unset: all. */
  drawnFirst?: { tiles: number; providers: number };
}

/** How long one load of the home's data serves every visitor of a server process, guests and players (the winners go on live). */
export const HOME_SHARED_DATA_TTL_MS = 10_000;
