import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';

/** `POST /api/user/freeze`: the account is frozen for the days chosen and every session ends (login answers ACCOUNT_FROZEN). */
export const freezeAccount = (api: ApiClient, days: BodyOf<typeof endpoints.freezeAccount>['days']) => api.call(endpoints.freezeAccount, { body: { days } });

export function useFreezeAccount() {
  const api = useApiClient();
  return useMutation({ mutationFn: (days: BodyOf<typeof endpoints.freezeAccount>['days']) => freezeAccount(api, days) });
}
