import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashierKeys } from './cashier-keys';

/** `GET /api/user/withdrawal/eligibility`: what stands between the player and a withdrawal, the cash free to go, the instant allowance. */
export function getWithdrawalEligibility(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getWithdrawalEligibility, { signal });
}

export function withdrawalEligibilityQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: cashierKeys.eligibility(),
    queryFn: ({ signal }) => getWithdrawalEligibility(api, { signal }),
    staleTime: 15_000,
  });
}

export function useWithdrawalEligibility() {
  return useQuery(withdrawalEligibilityQueryOptions(useApiClient()));
}
