import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useRefreshUserQuietly } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardsKeys } from './rewards-keys';

/** `POST /api/user/cashback/claim`; then the accumulator and the balance are read again. */
export function claimCashback(api: ApiClient) {
  return api.call(endpoints.claimCashback, { body: {} });
}

export function useClaimCashback() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUserQuietly();
  return useMutation({
    mutationFn: () => claimCashback(api),
    onSettled: () => {
      invalidateInBackground(queryClient, rewardsKeys.cashback());
      void refreshUser();
    },
  });
}
