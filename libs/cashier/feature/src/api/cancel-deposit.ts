import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateAfterDeposit } from './use-invalidate-after-deposit';

/** `POST /api/user/deposit/cancel`: the player abandons a pending deposit (3-D Secure cancelled, crypto not paid). */
export function cancelDeposit(api: ApiClient, depositId: number) {
  return api.call(endpoints.cancelDeposit, { body: { depositId } });
}

export function useCancelDeposit() {
  const api = useApiClient();
  const invalidate = useInvalidateAfterDeposit();
  return useMutation({
    mutationFn: (depositId: number) => cancelDeposit(api, depositId),
    onSettled: () => invalidate(),
  });
}
