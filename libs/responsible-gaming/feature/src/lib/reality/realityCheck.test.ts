import { describe, expect, it } from 'vitest';
import { elapsedParts, nextRealityCheckAt, sessionLimitCheckDelay } from './realityCheck';

const start = Date.UTC(2026, 10, 25, 12, 0);
const MIN = 60_000;

describe('reality check timing', () => {
  it('comes a whole interval after the session began, then every interval after the last one shown', () => {
    expect(nextRealityCheckAt(start, 30, null)).toBe(start + 30 * MIN);
    expect(nextRealityCheckAt(start, 30, start + 30 * MIN)).toBe(start + 60 * MIN);
    expect(nextRealityCheckAt(start, 15, start + 31 * MIN)).toBe(start + 45 * MIN);
  });

  it('is due at once when an interval passed unseen (the page was closed), and one check covers every missed interval', () => {
    const due = nextRealityCheckAt(start, 15, null);
    expect(due).toBe(start + 15 * MIN);
    // shown 50 minutes in: the next is at 60, not at 30 and 45
    expect(nextRealityCheckAt(start, 15, start + 50 * MIN)).toBe(start + 60 * MIN);
  });

  it('counts the time played in hours and minutes', () => {
    expect(elapsedParts(start, start + 65 * MIN + 59_000)).toEqual({ hours: 1, minutes: 5 });
    expect(elapsedParts(start, start - MIN)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('session time limit check', () => {
  const start = Date.UTC(2026, 10, 25, 12, 0);
  it('asks the backend a second after the limit since the session began', () => {
    expect(sessionLimitCheckDelay(start, 10, start + 4 * 60_000)).toBe(6 * 60_000 + 1_000);
  });
  it('asks at once when the limit has passed already (the page was closed or asleep)', () => {
    expect(sessionLimitCheckDelay(start, 10, start + 60 * 60_000)).toBe(0);
  });
  it('schedules nothing for a limit more than a day away (720 hours would overflow a browser timer)', () => {
    expect(sessionLimitCheckDelay(start, 720 * 60, start)).toBeNull();
  });
});
