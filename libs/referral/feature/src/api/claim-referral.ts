import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useRefreshUserQuietly } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { referralKeys } from './referral-keys';

/** `POST /api/user/referral/claim`: pays the claimable referral reward into the balance. */
export function claimReferral(api: ApiClient) {
  return api.call(endpoints.claimReferral, { body: {} });
}

/** Claims the reward; then the referral state and the player (balance, a restriction the refusal revealed) are read again. */
export function useClaimReferral() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUserQuietly();
  return useMutation({
    mutationFn: () => claimReferral(api),
    onSettled: () => {
      invalidateInBackground(queryClient, referralKeys.state());
      void refreshUser();
    },
  });
}
