import { invalidateInBackground } from '@casino/query';
import { useRefreshUserQuietly } from '@casino/session';
import { useQueryClient } from '@tanstack/react-query';
import { cashierKeys } from './cashier-keys';

/**
 * After a withdrawal is made or cancelled: the cashier's figures and lists, and the player's balance, read again in the
 * background (a mutation waits for a promise its callback returns, and re-reads that fail retry for seconds, which kept
 * the button busy and the outcome unsaid long after the answer).
 */
export function useInvalidateWithdrawals(): () => void {
  const queryClient = useQueryClient();
  const refreshUser = useRefreshUserQuietly();
  return () => {
    invalidateInBackground(queryClient, cashierKeys.all());
    void refreshUser();
  };
}
