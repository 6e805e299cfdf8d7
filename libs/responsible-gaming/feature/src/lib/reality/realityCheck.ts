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
