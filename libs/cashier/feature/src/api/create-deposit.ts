import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useRefreshUser } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashierKeys, REWARDS_ROOT } from './cashier-keys';

export type CreateDepositBody = BodyOf<typeof endpoints.createDeposit>;

/**
 * `POST /api/user/deposit`. The body carries the attempt's idempotency key: a repeat (a retry after a timeout, a second
 * tab) answers the first deposit instead of making another.
 */
export function createDeposit(api: ApiClient, body: CreateDepositBody) {
  return api.call(endpoints.createDeposit, { body });
}

/**
 * What a settled deposit changes: the wallet, the withdrawals' conditions, the bonuses, the player's deposit count.
 * Started, not awaited, by the mutations (see `useInvalidateWithdrawals`): the outcome shows as soon as it is known.
 */
export function useInvalidateAfterDeposit() {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUser();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cashierKeys.all() }),
      queryClient.invalidateQueries({ queryKey: REWARDS_ROOT }),
      refreshUser().catch(() => undefined),
    ]);
}

export function useCreateDeposit() {
  const api = useApiClient();
  const invalidate = useInvalidateAfterDeposit();
  return useMutation({
    mutationFn: (body: CreateDepositBody) => createDeposit(api, body),
    onSuccess: (data) => void (data.deposit.status === 'pending' ? undefined : invalidate()),
  });
}
