/**
 * Query keys of the calendars and cashback, under the rewards domain's root (`['rewards']`, `rewardKeys.all`): one
 * invalidation of the domain refreshes them with the bonuses.
 */
export const calendarKeys = {
  rakeback: () => ['rewards', 'rakeback-days'] as const,
  calendarAward: () => ['rewards', 'calendar-award'] as const,
  cashback: () => ['rewards', 'cashback'] as const,
};
