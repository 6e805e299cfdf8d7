import { queryRoots } from '@casino/query';

/**
 * Query keys of the rewards domain (bonuses, coupons, loyalty, the calendars and cashback), under its root
 * (`queryRoots.rewards`, shared because the cashier invalidates it after a deposit). Activating, cancelling or redeeming
 * invalidates the whole root, so the list, the player's bonuses, the calendar and the box agree; a claim invalidates
 * what it changed.
 */
export const rewardsKeys = {
  all: () => queryRoots.rewards,
  promotions: (params: { page: number; language: string; isDeposit?: boolean; country?: string; currency?: string }) =>
    [...queryRoots.rewards, 'promotions', params] as const,
  calendarBonuses: (language: string) => [...queryRoots.rewards, 'calendar-bonuses', language] as const,
  userBonuses: () => [...queryRoots.rewards, 'user-bonuses'] as const,
  loyaltyLevels: () => [...queryRoots.rewards, 'loyalty-levels'] as const,
  rakeback: () => [...queryRoots.rewards, 'rakeback-days'] as const,
  calendarAward: () => [...queryRoots.rewards, 'calendar-award'] as const,
  cashback: () => [...queryRoots.rewards, 'cashback'] as const,
};
