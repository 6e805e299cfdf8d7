import { endpoints, type DataOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useRefreshUserQuietly, useSessionStore } from '@casino/session';
import { useMutation } from '@tanstack/react-query';

/** Verifies the email with the token of the mailed link (designed here). */
export function verifyEmail(api: ApiClient, token: string): Promise<DataOf<typeof endpoints.verifyEmail>> {
  return api.call(endpoints.verifyEmail, { body: { token } });
}

/** Verifies the email; a player signed in on this browser is re-read, so what depends on a verified email unlocks. */
export function useVerifyEmail() {
  const api = useApiClient();
  const store = useSessionStore();
  const refreshUser = useRefreshUserQuietly();
  return useMutation({
    mutationFn: (token: string) => verifyEmail(api, token),
    onSuccess: () => {
      if (store.getState().status === 'signedIn') void refreshUser();
    },
  });
}
