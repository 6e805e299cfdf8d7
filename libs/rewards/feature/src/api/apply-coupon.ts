import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useRefreshUserQuietly } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardsKeys } from './rewards-keys';

/** `POST /api/user/coupon/apply`: redeems a coupon code into its bonus. */
export function applyCoupon(api: ApiClient, code: string) {
  return api.call(endpoints.applyCoupon, { body: { code } });
}

export function useApplyCoupon() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUserQuietly();
  return useMutation({
    mutationFn: (code: string) => applyCoupon(api, code.trim().toUpperCase()),
    onSuccess: () => {
      invalidateInBackground(queryClient, rewardsKeys.all());
      void refreshUser();
    },
  });
}
