import { SELF_EXCLUSION_DURATION_MS, type SelfExclusionDuration } from '@casino/api-contract';

export type ExclusionDuration = SelfExclusionDuration;

const DAY = 24 * 3_600_000;

export type CustomUnit = 'days' | 'months';
/** Custom exclusions: 1 to 3650 days, or 1 to 120 months (ten years; longer is the permanent choice). */
export const CUSTOM_BOUNDS: Record<CustomUnit, number> = { days: 3650, months: 120 };

/**
 * When a custom exclusion of `count` days or months from `now` ends: months are calendar months (the 31st of January
 * plus one month is the last day of February); null when the count is not a whole number within the bounds.
 */
export function customExclusionEnd(raw: string, unit: CustomUnit, now: Date): Date | null {
  if (!/^\d+$/.test(raw.trim())) return null;
  const count = Number(raw.trim());
  if (count < 1 || count > CUSTOM_BOUNDS[unit]) return null;
  if (unit === 'days') return new Date(now.getTime() + count * DAY);
  const end = new Date(now.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + count);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** When an exclusion of `duration` chosen now ends (null: permanent, or a custom one not yet valid). */
export function exclusionEnd(
  duration: ExclusionDuration,
  now: Date,
  custom?: { raw: string; unit: CustomUnit },
): Date | null {
  if (duration === 'permanent') return null;
  if (duration === 'custom') return custom ? customExclusionEnd(custom.raw, custom.unit, now) : null;
  return new Date(now.getTime() + SELF_EXCLUSION_DURATION_MS[duration]);
}
