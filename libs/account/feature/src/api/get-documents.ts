import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys } from './account-keys';

/** `GET /api/user/get-documents` (token required): the player's uploads with their review status, and the KYC status. */
export function getDocuments(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getDocuments, { signal });
}

export function documentsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: accountKeys.documents(),
    queryFn: ({ signal }) => getDocuments(api, { signal }),
    staleTime: 15_000,
  });
}

export function useDocuments() {
  return useQuery(documentsQueryOptions(useApiClient()));
}
