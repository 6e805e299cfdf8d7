import { endpoints, type Game } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMES_STALE_MS, lobbyKeys } from './lobby-keys';

/** `GET /api/games/:slug`: a game's details (GAME_NOT_FOUND, GAME_COUNTRY_RESTRICTED). */
export async function getGame(api: ApiClient, slug: string, { signal }: { signal?: AbortSignal } = {}): Promise<Game> {
  return (await api.call(endpoints.getGame, { params: { slug }, signal })).game;
}

export function gameQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: lobbyKeys.game(slug),
    queryFn: ({ signal }) => getGame(api, slug, { signal }),
    staleTime: GAMES_STALE_MS,
    // A game that does not exist or is restricted here will not appear by asking again.
    retry: false,
  });
}

export function useGame(slug: string) {
  return useQuery(gameQueryOptions(useApiClient(), slug));
}
