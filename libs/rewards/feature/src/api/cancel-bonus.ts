import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useRefreshUser } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bonusKeys } from './bonus-keys';

/** `POST /api/user/bonus/cancel`: ends the bonus and burns what is left of its bonus money. */
export function cancelBonus(api: ApiClient, userBonusId: number) {
  return api.call(endpoints.cancelBonus, { body: { userBonusId } });
}

export function useCancelBonus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: (userBonusId: number) => cancelBonus(api, userBonusId),
    onSettled: () => void Promise.all([queryClient.invalidateQueries({ queryKey: bonusKeys.all() }), refreshUser().catch(() => undefined)]),
  });
}
