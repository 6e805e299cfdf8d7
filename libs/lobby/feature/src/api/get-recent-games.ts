import { endpoints, type Game } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMES_STALE_MS, lobbyKeys } from './lobby-keys';

/** `GET /api/user/recent-games`: the games the player played last. */
export function getRecentGames(api: ApiClient, { signal }: { signal?: AbortSignal } = {}): Promise<Game[]> {
  return api.call(endpoints.getRecentGames, { signal });
}

export function recentGamesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: lobbyKeys.recent(),
    queryFn: ({ signal }) => getRecentGames(api, { signal }),
    staleTime: GAMES_STALE_MS,
  });
}

export function useRecentGames({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recentGamesQueryOptions(useApiClient()), enabled });
}
