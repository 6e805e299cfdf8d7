import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '../lib/useApiClient';
import { useMutation } from '@tanstack/react-query';

/** Mails a new verification link to the signed-in player (feature catalogue section 7: verification email resend; offered by the password modals, bonuses and the cashier). */
export function resendVerification(api: ApiClient): Promise<null> {
  return api.call(endpoints.resendVerification, { body: {} });
}

export function useResendVerification() {
  const api = useApiClient();
  return useMutation({ mutationFn: () => resendVerification(api) });
}
