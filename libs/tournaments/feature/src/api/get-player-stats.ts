import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentsKeys } from './tournaments-keys';

/** `GET /api/players/:id/stats` (public): races, joined date and totals of a player; a ghost-mode player is anonymous. */
export function getPlayerStats(api: ApiClient, userId: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getPlayerStats, { params: { id: String(userId) }, signal });
}

export function playerStatsQueryOptions(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: tournamentsKeys.playerStats(userId),
    queryFn: ({ signal }) => getPlayerStats(api, userId, { signal }),
    staleTime: 60_000,
  });
}

/** A player's statistics, asked for only while `enabled` (the dialog is open). */
export function usePlayerStats(userId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...playerStatsQueryOptions(useApiClient(), userId), enabled });
}
