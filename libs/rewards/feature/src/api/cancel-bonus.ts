import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useRefreshUserQuietly } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardsKeys } from './rewards-keys';

/** `POST /api/user/bonus/cancel`: ends the bonus and burns what is left of its bonus money. */
export function cancelBonus(api: ApiClient, userBonusId: number) {
  return api.call(endpoints.cancelBonus, { body: { userBonusId } });
}

export function useCancelBonus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUserQuietly();
  return useMutation({
    mutationFn: (userBonusId: number) => cancelBonus(api, userBonusId),
    onSettled: () => {
      invalidateInBackground(queryClient, rewardsKeys.all());
      void refreshUser();
    },
  });
}
