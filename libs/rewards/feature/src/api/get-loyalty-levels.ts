import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsKeys } from './rewards-keys';

/** `GET /api/core/loyalty-levels`: the ladder, lowest level first, with what each level gives. */
export function getLoyaltyLevels(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getLoyaltyLevels, { signal });
}

export function loyaltyLevelsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: rewardsKeys.loyaltyLevels(),
    queryFn: ({ signal }) => getLoyaltyLevels(api, { signal }),
    staleTime: 10 * 60_000,
    select: (data) => data.levels,
  });
}

export function useLoyaltyLevels() {
  return useQuery(loyaltyLevelsQueryOptions(useApiClient()));
}
