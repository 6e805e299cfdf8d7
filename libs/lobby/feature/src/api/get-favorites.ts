import { endpoints, type Game } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMES_STALE_MS, lobbyKeys } from './lobby-keys';

/** `GET /api/user/favorites`: the player's favourite games, newest first. */
export function getFavorites(api: ApiClient, { signal }: { signal?: AbortSignal } = {}): Promise<Game[]> {
  return api.call(endpoints.getFavorites, { signal });
}

export function favoritesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: lobbyKeys.favorites(),
    queryFn: ({ signal }) => getFavorites(api, { signal }),
    staleTime: GAMES_STALE_MS,
  });
}

export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions(useApiClient()), enabled });
}
