import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';

/** `resendVerification`: sends the email-verification link again (offered where an unverified email blocks a bonus). */
export function resendVerification(api: ApiClient) {
  return api.call(endpoints.resendVerification, { body: {} });
}

export function useResendVerification() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => resendVerification(api) });
}
