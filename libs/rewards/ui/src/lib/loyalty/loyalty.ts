import type { LoyaltyLevel } from '@casino/api-contract';

/** Where a player stands on the ladder: the current and next level, xp to go, share of the way (0 to 1). */
export interface LoyaltyStanding {
  current: LoyaltyLevel | undefined;
  next: LoyaltyLevel | undefined;
  xpToNext: number;
  share: number;
}

export function loyaltyStanding(levels: readonly LoyaltyLevel[], xp: number): LoyaltyStanding {
  const sorted = [...levels].sort((a, b) => a.xp - b.xp);
  const safeXp = Number.isFinite(xp) ? Math.max(0, xp) : 0;
  let index = -1;
  sorted.forEach((level, i) => {
    if (safeXp >= level.xp) index = i;
  });
  const current = sorted[index];
  const next = sorted[index + 1];
  if (!next) return { current, next: undefined, xpToNext: 0, share: 1 };
  const from = current?.xp ?? 0;
  return {
    current,
    next,
    xpToNext: Math.max(0, next.xp - safeXp),
    share: Math.min(1, Math.max(0, (safeXp - from) / (next.xp - from))),
  };
}

/**
 * The levels in groups of `steps` (settings `loyaltyLevelGroupSteps`: how many levels form one step of the display);
 * a step of 0 or less keeps them in one group.
 */
export function groupLevels<T>(levels: readonly T[], steps: number): T[][] {
  const size = Number.isInteger(steps) && steps > 0 ? steps : levels.length || 1;
  const groups: T[][] = [];
  for (let i = 0; i < levels.length; i += size) groups.push(levels.slice(i, i + size));
  return groups;
}
