import { FREEZE_OPTIONS } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import { customExclusionEnd, exclusionEnd } from './exclusion';
import { FREEZE_DAYS } from './FreezeAccountPage';

const now = new Date('2026-01-31T10:00:00.000Z');

describe('exclusion end', () => {
  it('adds each fixed duration of the catalogue', () => {
    expect(exclusionEnd('1h', now)?.toISOString()).toBe('2026-01-31T11:00:00.000Z');
    expect(exclusionEnd('12h', now)?.toISOString()).toBe('2026-01-31T22:00:00.000Z');
    expect(exclusionEnd('1d', now)?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(exclusionEnd('3d', now)?.toISOString()).toBe('2026-02-03T10:00:00.000Z');
    expect(exclusionEnd('1w', now)?.toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(exclusionEnd('1m', now)?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(exclusionEnd('permanent', now)).toBeNull();
  });

  it('counts custom months as calendar months, ending on the month’s last day when shorter', () => {
    expect(customExclusionEnd('1', 'months', now)?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(customExclusionEnd('13', 'months', now)?.toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(customExclusionEnd('25', 'months', now)?.toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(customExclusionEnd('10', 'days', now)?.toISOString()).toBe('2026-02-10T10:00:00.000Z');
  });

  it('refuses a custom length that is not a whole number within 1 to 3650 days or 1 to 120 months', () => {
    for (const raw of ['', '0', '-1', '1.5', 'abc', '3651']) expect(customExclusionEnd(raw, 'days', now)).toBeNull();
    expect(customExclusionEnd('121', 'months', now)).toBeNull();
    expect(customExclusionEnd('3650', 'days', now)).not.toBeNull();
    expect(exclusionEnd('custom', now)).toBeNull();
  });
});

describe('freeze options', () => {
  it('offers exactly the catalogue’s freeze options', () => {
    expect([...FREEZE_DAYS]).toEqual(FREEZE_OPTIONS.map((o) => o.days));
  });
});
