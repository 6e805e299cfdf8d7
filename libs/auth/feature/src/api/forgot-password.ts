import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';

/** Mails a password-reset link (designed here); the answer never says whether the account exists. */
export function forgotPassword(api: ApiClient, email: string): Promise<null> {
  return api.call(endpoints.forgotPassword, { body: { email } });
}

export function useForgotPassword() {
  const api = useApiClient();
  return useMutation({ mutationFn: (email: string) => forgotPassword(api, email) });
}
