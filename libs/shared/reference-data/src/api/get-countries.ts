import { endpoints, type Country } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_MS, referenceDataKeys } from './reference-data-keys';

/** `GET /api/admin/get-all-country` (spec section 7): countries with their phone codes and flags. */
export function getCountries(api: ApiClient, { signal }: { signal?: AbortSignal } = {}): Promise<Country[]> {
  return api.call(endpoints.getAllCountry, { signal });
}

export function countriesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataKeys.countries(),
    queryFn: ({ signal }) => getCountries(api, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions(useApiClient()));
}
