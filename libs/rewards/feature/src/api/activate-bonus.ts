import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useRefreshUserQuietly } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardsKeys } from './rewards-keys';

/** `POST /api/user/bonus/activate`; `confirmCancelActive` replaces the active deposit bonus (its progress is lost). */
export function activateBonus(api: ApiClient, body: BodyOf<typeof endpoints.activateBonus>) {
  return api.call(endpoints.activateBonus, { body });
}

/** Activates a bonus; then every rewards query and the player (balance, active bonus) are read again. */
export function useActivateBonus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUserQuietly();
  return useMutation({
    mutationFn: (body: BodyOf<typeof endpoints.activateBonus>) => activateBonus(api, body),
    onSuccess: () => {
      invalidateInBackground(queryClient, rewardsKeys.all());
      void refreshUser();
    },
  });
}
