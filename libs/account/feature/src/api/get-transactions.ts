import { endpoints, type QueryOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys } from './account-keys';

export type TransactionsQuery = NonNullable<QueryOf<typeof endpoints.getTransactions>>;

/** `GET /api/user/transactions`: the player's transactions, newest first, paged, by type, status and days. */
export function getTransactions(api: ApiClient, query: TransactionsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getTransactions, { query, signal });
}

export function transactionsQueryOptions(api: ApiClient, query: TransactionsQuery) {
  return queryOptions({
    queryKey: accountKeys.transactions(query),
    queryFn: ({ signal }) => getTransactions(api, query, { signal }),
    staleTime: 15_000,
    // A new page or filter keeps the last list on screen (marked busy) until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(query: TransactionsQuery) {
  return useQuery(transactionsQueryOptions(useApiClient(), query));
}
