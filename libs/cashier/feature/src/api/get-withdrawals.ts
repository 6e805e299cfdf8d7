import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cashierKeys } from './cashier-keys';

/** How many past withdrawals the withdraw page lists. */
export const WITHDRAWAL_HISTORY_LIMIT = 10;

/** `GET /api/user/withdrawals`: the player's withdrawals of every status, newest first, with their timelines. */
export function getWithdrawals(api: ApiClient, page: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getWithdrawals, { query: { pageNo: page, limit: WITHDRAWAL_HISTORY_LIMIT }, signal });
}

export function withdrawalsQueryOptions(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: cashierKeys.withdrawalHistory(page),
    queryFn: ({ signal }) => getWithdrawals(api, page, { signal }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawals(page: number) {
  return useQuery(withdrawalsQueryOptions(useApiClient(), page));
}
