import { endpoints, type MirrorDomain } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_MS, referenceDataKeys } from './reference-data-keys';

/** The mirror domain of this host, or null when the site is not served as a mirror (designed here). */
export function getMirrorDomain(
  api: ApiClient,
  host: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MirrorDomain | null> {
  return api.call(endpoints.getMirrorDomain, { query: { url: host }, signal });
}

export function mirrorDomainQueryOptions(api: ApiClient, host: string) {
  return queryOptions({
    queryKey: referenceDataKeys.mirrorDomain(host),
    queryFn: ({ signal }) => getMirrorDomain(api, host, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useMirrorDomain(host: string) {
  return useQuery(mirrorDomainQueryOptions(useApiClient(), host));
}
