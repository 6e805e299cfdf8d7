import { endpoints, type Provider } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, lobbyKeys } from './lobby-keys';

/** `GET /api/games/providers`: every provider with its game count, by name. */
export function getProviders(api: ApiClient, { signal }: { signal?: AbortSignal } = {}): Promise<Provider[]> {
  return api.call(endpoints.getProviders, { signal });
}

export function providersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: lobbyKeys.providers(),
    queryFn: ({ signal }) => getProviders(api, { signal }),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useProviders() {
  return useQuery(providersQueryOptions(useApiClient()));
}
