import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useRefreshUser } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bonusKeys } from './bonus-keys';

/** `POST /api/user/coupon/apply`: redeems a coupon code into its bonus. */
export function applyCoupon(api: ApiClient, code: string) {
  return api.call(endpoints.applyCoupon, { body: { code } });
}

export function useApplyCoupon() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: (code: string) => applyCoupon(api, code.trim().toUpperCase()),
    onSuccess: () => void Promise.all([queryClient.invalidateQueries({ queryKey: bonusKeys.all() }), refreshUser().catch(() => undefined)]),
  });
}
