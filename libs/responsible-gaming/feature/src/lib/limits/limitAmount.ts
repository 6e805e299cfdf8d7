import type { LimitPeriod } from '@casino/api-contract';

export const PERIOD_NAMES: Record<LimitPeriod, 'daily' | 'weekly' | 'monthly'> = {
  0: 'daily',
  1: 'weekly',
  2: 'monthly',
};

/** A typed amount as a number: digits with one optional decimal separator (dot or comma), above zero; else null. */
export function parseAmount(raw: string): number | null {
  const text = raw.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return value > 0 ? value : null;
}
