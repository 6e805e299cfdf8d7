import type { Jackpot, Provider, WinnerRow } from '@casino/api-contract';
import type { TileGame } from '@casino/lobby-ui';
import type { PageKey } from '@casino/site';
import type { GameListQuery } from '../../api/get-games';

// The home page's rows and data shape: no calls here, so the page's browser code can import it without the API client.

export type HomeRowKey = 'popular' | 'hot' | 'new' | 'megaways' | 'collections';

/** The home page's rows: what each lists, and where its "See all" goes (a page, and a query on it). */
export const HOME_ROWS: ReadonlyArray<{ key: HomeRowKey; query: GameListQuery; seeAll: { page: PageKey; search?: string } }> = [
  { key: 'popular', query: { tag: 'popular' }, seeAll: { page: 'popular' } },
  { key: 'hot', query: { tag: 'hot' }, seeAll: { page: 'casino', search: 'tag=hot' } },
  { key: 'new', query: { sort: 'releaseDate' }, seeAll: { page: 'casino', search: 'sort=releaseDate' } },
  { key: 'megaways', query: { tag: 'megaways' }, seeAll: { page: 'casino', search: 'tag=megaways' } },
  { key: 'collections', query: { tag: 'jackpot' }, seeAll: { page: 'casino', search: 'tag=jackpot' } },
];
export const HOME_ROW_SIZE = 12;

export interface HomeData {
  rows: Array<{ key: HomeRowKey; games: TileGame[] }>;
  providers: Array<Pick<Provider, 'slug' | 'name' | 'gameCount'>>;
  jackpots: Jackpot[];
  latestWinners: WinnerRow[];
  topWinners: WinnerRow[];
}


/** How long one load of the home's data serves every visitor of a server process, guests and players (the winners go on live). */
export const HOME_SHARED_DATA_TTL_MS = 10_000;
