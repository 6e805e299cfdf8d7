import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';

/** Sets a new password with the token of the mailed link (designed here). */
export function resetPassword(api: ApiClient, body: { token: string; password: string }): Promise<null> {
  return api.call(endpoints.resetPassword, { body });
}

export function useResetPassword() {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: { token: string; password: string }) => resetPassword(api, body) });
}
