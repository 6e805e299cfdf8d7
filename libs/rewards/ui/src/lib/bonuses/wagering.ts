import type { UserBonus } from '@casino/api-contract';

/** Where wagering stands, in numbers the summary words: done share (0 to 1), left, required, complete. */
export interface WageringProgress {
  required: number;
  wagered: number;
  left: number;
  /** 0 to 1; 1 when nothing is required. */
  share: number;
  complete: boolean;
}

/** Wagering of a user bonus from its figures; negative or missing values count as 0, never above what is required. */
export function wageringProgress(
  bonus: Pick<UserBonus, 'wagerRequired' | 'wageredAmount' | 'wagerLeft'>,
): WageringProgress {
  const required = Math.max(0, Number.isFinite(bonus.wagerRequired) ? bonus.wagerRequired : 0);
  const wagered = Math.min(required, Math.max(0, Number.isFinite(bonus.wageredAmount) ? bonus.wageredAmount : 0));
  const left =
    required === 0
      ? 0
      : Math.max(0, Math.min(required, Number.isFinite(bonus.wagerLeft) ? bonus.wagerLeft : required - wagered));
  const share = required === 0 ? 1 : (required - left) / required;
  return { required, wagered, left, share, complete: left === 0 };
}

/**
 * How much a bet of `stake` in each category adds to wagering ("10 EUR on a slot counts 10 EUR, on live casino 1 EUR"),
 * best first; categories that do not count are left out.
 */
export function contributionExamples(contributions: UserBonus['wageringContributions'], stake: number) {
  return [...contributions]
    .filter((c) => c.percent > 0)
    .sort((a, b) => b.percent - a.percent || a.category.localeCompare(b.category))
    .map((c) => ({ category: c.category, percent: c.percent, counts: Math.round(stake * c.percent) / 100 }));
}
