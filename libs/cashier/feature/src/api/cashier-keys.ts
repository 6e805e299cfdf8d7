/**
 * Query keys of the cashier, under its root (`['cashier']`). A deposit, a withdrawal or a cancellation invalidates
 * the wallet and the withdrawals; a deposit the rewards domain's root too (`queryRoots.rewards` of `@casino/query`), since
 * it may start a bonus.
 */
export const cashierKeys = {
  all: () => ['cashier'] as const,
  wallet: () => ['cashier', 'wallet'] as const,
  payments: (params: { currencyCode?: string; countryCode?: string }) => ['cashier', 'payments', params] as const,
  depositBonuses: (params: { language: string; country?: string; currency?: string }) =>
    ['cashier', 'deposit-bonuses', params] as const,
  deposit: (id: number) => ['cashier', 'deposit', id] as const,
  withdrawals: () => ['cashier', 'withdrawals'] as const,
  eligibility: () => ['cashier', 'withdrawals', 'eligibility'] as const,
  pendingWithdrawals: () => ['cashier', 'withdrawals', 'pending'] as const,
  withdrawalHistory: (page: number) => ['cashier', 'withdrawals', 'history', page] as const,
};
