import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountKeys } from './account-keys';

/** `GET /api/user/get-document-label` (token required): the kinds of document the back office asks for, with their sides. */
export function getDocumentLabels(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getDocumentLabel, { signal });
}

export function documentLabelsQueryOptions(api: ApiClient, language: string) {
  return queryOptions({
    queryKey: accountKeys.documentLabels(language),
    queryFn: ({ signal }) => getDocumentLabels(api, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useDocumentLabels(language: string) {
  return useQuery(documentLabelsQueryOptions(useApiClient(), language));
}
