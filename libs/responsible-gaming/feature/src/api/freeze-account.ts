import { endpoints, type BodyOf, type ResponsibleGaming } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useRefreshUserQuietly } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responsibleGamingKeys } from './responsible-gaming-keys';

/**
 * `POST /api/user/freeze`: the account is frozen for the days chosen; the player stays signed in and may only withdraw
 * until then (like a self-exclusion).
 */
export const freezeAccount = (api: ApiClient, days: BodyOf<typeof endpoints.freezeAccount>['days']) =>
  api.call(endpoints.freezeAccount, { body: { days } });

const DAY_MS = 86_400_000;

/** The freeze shows in the limits state and the player's details (every money action reads it): both are read again. */
export function useFreezeAccount() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = useRefreshUserQuietly();
  return useMutation({
    mutationFn: (days: BodyOf<typeof endpoints.freezeAccount>['days']) => freezeAccount(api, days),
    onSuccess: (_answer, days) => {
      // The answer is an acknowledgement: until the state read again says when it ends, the freeze shows from now on
      // (its end as this browser counts it), so the form it replaces never comes back in between.
      queryClient.setQueryData<ResponsibleGaming>(responsibleGamingKeys.state(), (state) =>
        state ? { ...state, frozenUntil: new Date(Date.now() + days * DAY_MS).toISOString() } : state,
      );
      invalidateInBackground(queryClient, responsibleGamingKeys.all());
      void refresh();
    },
  });
}
