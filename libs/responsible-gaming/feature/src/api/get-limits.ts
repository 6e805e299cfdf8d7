import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { responsibleGamingKeys } from './responsible-gaming-keys';

/** `GET /api/user/limits`: the player's limits (with pending loosenings), session limit, exclusion, freeze and market. */
export function getLimits(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getLimits, { signal });
}

export function limitsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: responsibleGamingKeys.state(),
    queryFn: ({ signal }) => getLimits(api, { signal }),
    staleTime: 15_000,
  });
}

export function useLimits() {
  return useQuery(limitsQueryOptions(useApiClient()));
}
