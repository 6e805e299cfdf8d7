import { endpoints, type Currency } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_MS, referenceDataKeys } from './reference-data-keys';

/** `GET /api/admin/get-currencies` (spec section 7). */
export function getCurrencies(api: ApiClient, { signal }: { signal?: AbortSignal } = {}): Promise<Currency[]> {
  return api.call(endpoints.getCurrencies, { signal });
}

export function currenciesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataKeys.currencies(),
    queryFn: ({ signal }) => getCurrencies(api, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCurrencies() {
  return useQuery(currenciesQueryOptions(useApiClient()));
}
