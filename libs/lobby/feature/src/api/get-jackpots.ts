import { endpoints, type Jackpot } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lobbyKeys } from './lobby-keys';

/** `GET /api/games/jackpots`. */
export function getJackpots(api: ApiClient, { signal }: { signal?: AbortSignal } = {}): Promise<Jackpot[]> {
  return api.call(endpoints.getJackpots, { signal });
}

export function jackpotsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: lobbyKeys.jackpots(),
    queryFn: ({ signal }) => getJackpots(api, { signal }),
    staleTime: 30_000,
    refetchInterval: 30_000,
  });
}

export function useJackpots() {
  return useQuery(jackpotsQueryOptions(useApiClient()));
}
