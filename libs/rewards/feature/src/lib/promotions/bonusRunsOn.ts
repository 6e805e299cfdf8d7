import type { Bonus } from '@casino/api-contract';

/** Whether a bonus runs on a calendar date (YYYY-MM-DD): its weekdays (0 = Sunday) and its validity window. */
export function bonusRunsOn(bonus: Bonus, date: string): boolean {
  const noon = new Date(`${date}T12:00:00Z`);
  if (bonus.validOnDays.length > 0 && !bonus.validOnDays.includes(noon.getUTCDay())) return false;
  if (bonus.validFrom && bonus.validFrom.slice(0, 10) > date) return false;
  if (bonus.validTo && bonus.validTo.slice(0, 10) < date) return false;
  return true;
}
