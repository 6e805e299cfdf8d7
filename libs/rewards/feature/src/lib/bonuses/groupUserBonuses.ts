import type { UserBonus } from '@casino/api-contract';

/** The player's bonuses as the catalogue shows them: the active ones (running, or waiting for their deposit), the last one that ended, the others. */
export interface UserBonusGroups {
  active: UserBonus[];
  last: UserBonus | undefined;
  others: UserBonus[];
}

export function groupUserBonuses(bonuses: readonly UserBonus[]): UserBonusGroups {
  const newestFirst = [...bonuses].sort((a, b) => Date.parse(b.lastUpdate) - Date.parse(a.lastUpdate) || b.id - a.id);
  const active = newestFirst.filter((b) => b.status === 'active' || b.status === 'claimed');
  const ended = newestFirst.filter((b) => b.status === 'availed' || b.status === 'cancelled');
  return { active, last: ended[0], others: ended.slice(1) };
}
