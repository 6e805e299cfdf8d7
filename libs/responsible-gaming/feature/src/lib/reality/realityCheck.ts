/**
 * When the next reality check is due: the first whole multiple of the interval since the session began after the last
 * check shown (or after the start). It may be in the past (the page was closed or asleep when it came due): the check is
 * then shown at once, never skipped, and one check covers every interval missed.
 */
export function nextRealityCheckAt(startedAtMs: number, intervalMinutes: number, lastShownAtMs: number | null): number {
  const interval = intervalMinutes * 60_000;
  const after = Math.max(lastShownAtMs ?? startedAtMs, startedAtMs);
  return startedAtMs + (Math.floor((after - startedAtMs) / interval) + 1) * interval;
}

/** Elapsed time as hours and minutes, for "You have played for 1 h 05 min". */
export function elapsedParts(fromMs: number, toMs: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor((toMs - fromMs) / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Longest wait scheduled for the session limit; a page open longer than this is read again on any call anyway. */
export const SESSION_LIMIT_MAX_WAIT_MS = 24 * 3_600_000;

/**
 * How long to wait before asking the backend once the session time limit has passed (a second after it, so the
 * backend's clock agrees); 0 when it has passed already; null when it is further away than a day.
 */
export function sessionLimitCheckDelay(startedAtMs: number, limitMinutes: number, nowMs: number): number | null {
  const delay = startedAtMs + limitMinutes * 60_000 + 1_000 - nowMs;
  if (delay > SESSION_LIMIT_MAX_WAIT_MS) return null;
  return Math.max(0, delay);
}
