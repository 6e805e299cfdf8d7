import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useRefreshUser } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashierKeys } from './cashier-keys';

export type ConfirmWithdrawalBody = BodyOf<typeof endpoints.confirmWithdrawal>;

/** `POST /api/user/withdrawal/confirm`: locks the amount (it leaves the cash balance) and creates the pending request. */
export function confirmWithdrawal(api: ApiClient, body: ConfirmWithdrawalBody) {
  return api.call(endpoints.confirmWithdrawal, { body });
}

/**
 * After a withdrawal is made or cancelled: the cashier's figures and lists, and the player's balance. Mutations start it
 * and do not wait for it (`onSettled: () => void invalidate()`): a mutation waits for a promise its callback returns,
 * and re-reads that fail retry for seconds, which kept the button busy and the outcome unsaid long after the answer.
 */
export function useInvalidateWithdrawals() {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: cashierKeys.all() }), refreshUser().catch(() => undefined)]);
}

export function useConfirmWithdrawal() {
  const api = useApiClient();
  const invalidate = useInvalidateWithdrawals();
  return useMutation({ mutationFn: (body: ConfirmWithdrawalBody) => confirmWithdrawal(api, body), onSettled: () => void invalidate() });
}
