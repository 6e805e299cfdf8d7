import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOURNAMENTS_STALE_MS, tournamentsKeys } from './tournaments-keys';

/** `GET /api/tournaments`: every tournament and race (running, upcoming, ended), with the player's `joined` flags. */
export function getTournaments(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getTournaments, { signal });
}

export function tournamentsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: tournamentsKeys.list(),
    queryFn: ({ signal }) => getTournaments(api, { signal }),
    staleTime: TOURNAMENTS_STALE_MS,
  });
}

export function useTournaments() {
  return useQuery(tournamentsQueryOptions(useApiClient()));
}
