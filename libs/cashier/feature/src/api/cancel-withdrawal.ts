import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateWithdrawals } from './use-invalidate-withdrawals';

/** `POST /api/user/withdrawal/cancel`: the request ends and its amount goes back to the balance, without fees. */
export function cancelWithdrawal(api: ApiClient, withdrawalId: number) {
  return api.call(endpoints.cancelWithdrawal, { body: { withdrawalId } });
}

export function useCancelWithdrawal() {
  const api = useApiClient();
  const invalidate = useInvalidateWithdrawals();
  return useMutation({
    mutationFn: (withdrawalId: number) => cancelWithdrawal(api, withdrawalId),
    onSettled: () => invalidate(),
  });
}
