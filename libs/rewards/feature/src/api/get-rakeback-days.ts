import { endpoints, RAKEBACK_POLL_MS } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useSession } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsKeys } from './rewards-keys';

/** `GET /api/admin/get-rakeback-days?user=`: the signed-in player's 28 days. */
export function getRakebackDays(api: ApiClient, userId: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getRakebackDays, { query: { user: userId }, signal });
}

/** Polled every 10 s (spec section 9); TanStack Query pauses the polling while the tab is hidden. */
export function rakebackDaysQueryOptions(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: rewardsKeys.rakeback(),
    queryFn: ({ signal }) => getRakebackDays(api, userId, { signal }),
    refetchInterval: RAKEBACK_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: RAKEBACK_POLL_MS / 2,
  });
}

/** The player's days; nothing for a guest (their calendar is a sample). */
export function useRakebackDays() {
  const api = useApiClient();
  const userId = useSession((s) => (s.status === 'signedIn' ? s.details?.getUser.userId : undefined));
  return useQuery({ ...rakebackDaysQueryOptions(api, userId ?? 0), enabled: userId !== undefined });
}
