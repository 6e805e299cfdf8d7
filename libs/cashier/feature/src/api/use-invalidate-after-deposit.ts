import { invalidateInBackground, queryRoots } from '@casino/query';
import { useRefreshUserQuietly } from '@casino/session';
import { useQueryClient } from '@tanstack/react-query';
import { cashierKeys } from './cashier-keys';

/**
 * What a settled deposit changes: the wallet, the withdrawals' conditions, the bonuses (the rewards domain's root), the
 * player's deposit count. Started in the background by the deposit mutations (a deposit, its cancel, its 3-D Secure
 * outcome): the outcome shows as soon as it is known.
 */
export function useInvalidateAfterDeposit(): () => void {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUserQuietly();
  return () => {
    invalidateInBackground(queryClient, cashierKeys.all(), queryRoots.rewards);
    void refreshUser();
  };
}
