import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateWithdrawals } from './use-invalidate-withdrawals';

export type ConfirmWithdrawalBody = BodyOf<typeof endpoints.confirmWithdrawal>;

/** `POST /api/user/withdrawal/confirm`: locks the amount (it leaves the cash balance) and creates the pending request. */
export function confirmWithdrawal(api: ApiClient, body: ConfirmWithdrawalBody) {
  return api.call(endpoints.confirmWithdrawal, { body });
}

export function useConfirmWithdrawal() {
  const api = useApiClient();
  const invalidate = useInvalidateWithdrawals();
  return useMutation({
    mutationFn: (body: ConfirmWithdrawalBody) => confirmWithdrawal(api, body),
    onSettled: () => invalidate(),
  });
}
