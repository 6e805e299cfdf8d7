import { ACCUMULATOR_PERIOD_MS } from '@casino/api-contract';

/** The next :00 or :30 after `now` (spec section 9: the accumulator resets every 30 minutes). */
export function nextHalfHour(now: number): number {
  return (Math.floor(now / ACCUMULATOR_PERIOD_MS) + 1) * ACCUMULATOR_PERIOD_MS;
}
