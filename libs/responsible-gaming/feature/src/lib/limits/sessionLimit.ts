import { SESSION_LIMIT_MAX_MINUTES, SESSION_LIMIT_MIN_MINUTES } from '@casino/api-contract';

/** The units the catalogue gives the session time limit, with their bounds: 10 minutes, 1 hour or 1 day at least; 720 hours or 30 days at most. */
export const SESSION_UNITS = {
  minutes: { minutes: 1, min: SESSION_LIMIT_MIN_MINUTES, max: SESSION_LIMIT_MAX_MINUTES },
  hours: { minutes: 60, min: 1, max: SESSION_LIMIT_MAX_MINUTES / 60 },
  days: { minutes: 1440, min: 1, max: SESSION_LIMIT_MAX_MINUTES / 1440 },
} as const;
export type SessionUnit = keyof typeof SESSION_UNITS;

export type SessionLimitProblem = 'format' | 'min' | 'max';

/** A typed session limit in minutes, or what is wrong with it (whole numbers only, within the unit's bounds). */
export function sessionLimitMinutes(
  raw: string,
  unit: SessionUnit,
): { minutes: number } | { problem: SessionLimitProblem; bound?: number } {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return { problem: 'format' };
  const value = Number(text);
  const rule = SESSION_UNITS[unit];
  if (value < rule.min) return { problem: 'min', bound: rule.min };
  if (value > rule.max) return { problem: 'max', bound: rule.max };
  return { minutes: value * rule.minutes };
}

/** A limit in minutes in the largest unit that divides it: 1440 is 1 day, 90 is 90 minutes. */
export function sessionLimitParts(minutes: number): { value: number; unit: SessionUnit } {
  if (minutes % 1440 === 0) return { value: minutes / 1440, unit: 'days' };
  if (minutes % 60 === 0) return { value: minutes / 60, unit: 'hours' };
  return { value: minutes, unit: 'minutes' };
}
