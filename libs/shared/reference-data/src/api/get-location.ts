import { endpoints, type Location } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_MS, referenceDataKeys } from './reference-data-keys';

/** `GET /api/admin/get-location` (spec section 7): where the backend sees the visitor (country and IP). */
export async function getLocation(
  api: ApiClient,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<Location> {
  return (await api.call(endpoints.getLocation, options)).location;
}

export function locationQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataKeys.location(),
    queryFn: ({ signal }) => getLocation(api, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

/** Where the backend sees the visitor. */
export function useVisitorLocation() {
  return useQuery(locationQueryOptions(useApiClient()));
}
