import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useSession } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsKeys } from './rewards-keys';

/** `GET /api/user/cashback`: the accumulator (ngr since the last claim, what is available, the next calculation). */
export function getCashback(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getCashback, { signal });
}

export function cashbackQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: rewardsKeys.cashback(),
    queryFn: ({ signal }) => getCashback(api, { signal }),
    staleTime: 60_000,
  });
}

export function useCashback() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return useQuery({ ...cashbackQueryOptions(useApiClient()), enabled: signedIn });
}
