import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useSession } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralKeys } from './referral-keys';

/** `GET /api/user/referral` (token required): the player's link and code, visits, registrations, revenue and reward. */
export function getReferral(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getReferral, { signal });
}

export function referralQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: referralKeys.state(),
    queryFn: ({ signal }) => getReferral(api, { signal }),
    staleTime: 30_000,
  });
}

/** The player's referral state; nothing is asked for a guest (the call needs a token). */
export function useReferral() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return useQuery({ ...referralQueryOptions(useApiClient()), enabled: signedIn });
}
