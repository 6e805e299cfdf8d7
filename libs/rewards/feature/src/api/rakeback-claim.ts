import { endpoints, type BodyOf, type QueryOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useRefreshUserQuietly } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerDateOf } from '@casino/rewards-ui';
import { rewardsKeys } from './rewards-keys';

/** `PUT /api/user/rakeback-claim` with the spec's query (timeZone, customerDate, bonusId) and body. */
export function claimRakeback(
  api: ApiClient,
  query: QueryOf<typeof endpoints.rakebackClaim>,
  body: BodyOf<typeof endpoints.rakebackClaim>,
) {
  return api.call(endpoints.rakebackClaim, { query, body });
}

/** Claims a day; then refreshes the days and the player (balance), as the spec asks. */
export function useRakebackClaim() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUserQuietly();
  return useMutation({
    mutationFn: ({ bonusId, claimDate, now = new Date() }: { bonusId: number; claimDate: string; now?: Date }) => {
      const customerDate = customerDateOf(now);
      const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      return claimRakeback(api, { timeZone, customerDate, bonusId }, { bonusId, claimDate, customerDate });
    },
    onSettled: () => {
      invalidateInBackground(queryClient, rewardsKeys.rakeback());
      void refreshUser();
    },
  });
}
