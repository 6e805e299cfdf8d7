import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashierKeys } from './cashier-keys';

/** `GET /api/user/withdrawal/pending`: the requests still waiting (amount, date created, timeline, why they wait). */
export function getPendingWithdrawals(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getPendingWithdrawals, { signal });
}

export function pendingWithdrawalsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: cashierKeys.pendingWithdrawals(),
    queryFn: ({ signal }) => getPendingWithdrawals(api, { signal }),
    staleTime: 15_000,
  });
}

export function usePendingWithdrawals() {
  return useQuery(pendingWithdrawalsQueryOptions(useApiClient()));
}
