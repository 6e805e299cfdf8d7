import { CALENDAR_AWARD_POLL_MS, endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useSession } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsKeys } from './rewards-keys';

/** `GET /api/user/calendar-award?user=`: ngr, payout and percent of the calendar award. */
export function getCalendarAward(api: ApiClient, userId: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getCalendarAward, { query: { user: userId }, signal });
}

/** Polled every 15 s (spec section 9), paused in a hidden tab. */
export function calendarAwardQueryOptions(api: ApiClient, userId: number) {
  return queryOptions({
    queryKey: rewardsKeys.calendarAward(),
    queryFn: ({ signal }) => getCalendarAward(api, userId, { signal }),
    refetchInterval: CALENDAR_AWARD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: CALENDAR_AWARD_POLL_MS / 2,
  });
}

export function useCalendarAward() {
  const api = useApiClient();
  const userId = useSession((s) => (s.status === 'signedIn' ? s.details?.getUser.userId : undefined));
  return useQuery({ ...calendarAwardQueryOptions(api, userId ?? 0), enabled: userId !== undefined });
}
