import { endpoints, type RegistrationFields } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERENCE_STALE_MS, referenceDataKeys } from './reference-data-keys';

/** `GET /api/admin/get-registration-fields` (spec section 7): which sign-up fields show (0 hides, 2 requires). */
export function getRegistrationFields(
  api: ApiClient,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RegistrationFields> {
  return api.call(endpoints.getRegistrationFields, { signal });
}

export function registrationFieldsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referenceDataKeys.registrationFields(),
    queryFn: ({ signal }) => getRegistrationFields(api, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useRegistrationFields() {
  return useQuery(registrationFieldsQueryOptions(useApiClient()));
}
