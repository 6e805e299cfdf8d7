import { endpoints, PAGE_SIZE, type Game, type QueryOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
} from '@tanstack/react-query';
import type { TileGame } from '@casino/lobby-ui';
import { tileGameOf } from '../lib/shared/tileGame';
import { GAMES_STALE_MS, lobbyKeys } from './lobby-keys';

/** The filters of a game list (everything but the page): what the URL query of a list page holds. */
export type GameListQuery = Omit<QueryOf<typeof endpoints.getGames>, 'pageNo' | 'limit'>;
export interface GamePage {
  count: number;
  rows: Game[];
}
/** A page of a list page's game list: its tiles (tileGameOf) and the whole list's count. */
export interface GameListPage {
  count: number;
  rows: TileGame[];
}

/** `GET /api/games`: one page of a game list (page size 24, spec section 9). */
export function getGames(
  api: ApiClient,
  query: QueryOf<typeof endpoints.getGames>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GamePage> {
  return api.call(endpoints.getGames, { query, signal });
}

/** A list that grows by a page of 24 as the player scrolls; the server prefetches the first page. */
export function gameListQueryOptions(api: ApiClient, query: GameListQuery) {
  return infiniteQueryOptions({
    queryKey: lobbyKeys.list(query),
    queryFn: ({ pageParam, signal }): Promise<GameListPage> =>
      getGames(api, { ...query, pageNo: pageParam, limit: PAGE_SIZE }, { signal }).then(({ count, rows }) => ({
        count,
        rows: rows.map(tileGameOf),
      })),
    initialPageParam: 1,
    getNextPageParam: (last: GameListPage, pages: GameListPage[]) =>
      pages.length * PAGE_SIZE < last.count ? pages.length + 1 : undefined,
    staleTime: GAMES_STALE_MS,
    // Pages are appended, never edited in place: comparing every loaded game with its previous copy on each new page
    // (structural sharing) cost a long task once a list held thousands of games.
    structuralSharing: false,
  });
}

export function useGameList(query: GameListQuery) {
  return useInfiniteQuery(gameListQueryOptions(useApiClient(), query));
}

/** Every game loaded so far, in order. */
export function gamesOf(data: InfiniteData<GameListPage> | undefined): TileGame[] {
  return data ? data.pages.flatMap((page) => page.rows) : [];
}

/** One row of the home page (its first games only). */
export function gameRowQueryOptions(api: ApiClient, query: GameListQuery, limit = 12) {
  return queryOptions({
    queryKey: lobbyKeys.row({ ...query, limit } as GameListQuery),
    queryFn: ({ signal }) => getGames(api, { ...query, pageNo: 1, limit }, { signal }),
    staleTime: GAMES_STALE_MS,
  });
}

export function useGameRow(query: GameListQuery, limit = 12) {
  return useQuery(gameRowQueryOptions(useApiClient(), query, limit));
}
