/**
 * Query keys of bonuses, coupons and loyalty, under the rewards domain's root (`['rewards']`): activating, cancelling
 * or redeeming invalidates the whole root, so the list, the player's bonuses, the calendar and the box agree.
 */
export const bonusKeys = {
  all: () => ['rewards'] as const,
  promotions: (params: { page: number; language: string; isDeposit?: boolean; country?: string; currency?: string }) => ['rewards', 'promotions', params] as const,
  userBonuses: () => ['rewards', 'user-bonuses'] as const,
  loyaltyLevels: () => ['rewards', 'loyalty-levels'] as const,
};
