import { endpoints, type Game, type Provider } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GAMES_STALE_MS, lobbyKeys } from './lobby-keys';

/** The shortest search the backend answers. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_LIMIT = 8;

/** `GET /api/games/search`: games and providers whose names contain `q`. */
export function searchGames(
  api: ApiClient,
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ games: Game[]; providers: Provider[] }> {
  return api.call(endpoints.searchGames, { query: { q, limit: SEARCH_LIMIT }, signal });
}

export function searchQueryOptions(api: ApiClient, q: string) {
  return queryOptions({
    queryKey: lobbyKeys.search(q),
    queryFn: ({ signal }) => searchGames(api, q, { signal }),
    staleTime: GAMES_STALE_MS,
    enabled: q.length >= SEARCH_MIN_LENGTH,
    // The last results stay on screen while the next ones load: no flicker as the player types.
    placeholderData: keepPreviousData,
  });
}

export function useGameSearch(q: string) {
  return useQuery(searchQueryOptions(useApiClient(), q));
}
