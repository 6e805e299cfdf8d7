import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useRefreshUser } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bonusKeys } from './bonus-keys';

/** `POST /api/user/bonus/activate`; `confirmCancelActive` replaces the active deposit bonus (its progress is lost). */
export function activateBonus(api: ApiClient, body: BodyOf<typeof endpoints.activateBonus>) {
  return api.call(endpoints.activateBonus, { body });
}

/** Activates a bonus; then every rewards query and the player (balance, active bonus) are read again. */
export function useActivateBonus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: (body: BodyOf<typeof endpoints.activateBonus>) => activateBonus(api, body),
    onSuccess: () => void Promise.all([queryClient.invalidateQueries({ queryKey: bonusKeys.all() }), refreshUser().catch(() => undefined)]),
  });
}
