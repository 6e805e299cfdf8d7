import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOURNAMENTS_STALE_MS, tournamentsKeys } from './tournaments-keys';

/** How many rows the tournament page shows; the signed-in player's own row is pinned under them when it is lower. */
export const LEADERBOARD_LIMIT = 20;

/**
 * `GET /api/tournaments/:id/leaderboard`: the tournament itself, its first `limit` rows and the signed-in player's own
 * row (`me`, null for a guest or a player who has not joined). NOT_FOUND for a tournament that does not exist.
 */
export function getLeaderboard(api: ApiClient, id: number, limit: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getLeaderboard, { params: { id: String(id) }, query: { limit }, signal });
}

export function leaderboardQueryOptions(api: ApiClient, id: number, limit = LEADERBOARD_LIMIT) {
  return queryOptions({
    queryKey: tournamentsKeys.leaderboard(id, limit),
    queryFn: ({ signal }) => getLeaderboard(api, id, limit, { signal }),
    staleTime: TOURNAMENTS_STALE_MS,
  });
}

export function useLeaderboard(id: number, limit = LEADERBOARD_LIMIT) {
  return useQuery(leaderboardQueryOptions(useApiClient(), id, limit));
}
