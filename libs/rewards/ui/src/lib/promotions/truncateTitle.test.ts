import { describe, expect, it } from 'vitest';
import { nextHalfHour } from '../cashback/nextHalfHour';
import { truncateTitle } from './truncateTitle';

describe('truncateTitle', () => {
  it('keeps a title of 35 characters or fewer whole', () => {
    expect(truncateTitle('a'.repeat(35))).toBe('a'.repeat(35));
  });

  it('cuts a longer banner title to 35 characters with an ellipsis', () => {
    const title = 'Welcome Package: 150% up to 1000 EUR + 100 free spins';
    expect(truncateTitle(title)).toBe('Welcome Package: 150% up to 1000 EU…');
    expect(Array.from(truncateTitle(title).replace('…', ''))).toHaveLength(35);
  });

  it('counts characters, not UTF-16 units (Arabic and emoji titles)', () => {
    expect(truncateTitle('🎰'.repeat(40))).toBe(`${'🎰'.repeat(35)}…`);
  });
});

describe('nextHalfHour', () => {
  it('is the next :00 or :30', () => {
    expect(new Date(nextHalfHour(Date.UTC(2026, 10, 24, 10, 12, 30))).toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(new Date(nextHalfHour(Date.UTC(2026, 10, 24, 10, 30, 0))).toISOString()).toBe('2026-11-24T11:00:00.000Z');
    expect(new Date(nextHalfHour(Date.UTC(2026, 10, 24, 23, 59, 59))).toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});
