import { describe, expect, it } from 'vitest';
import { parseAmount } from './limitAmount';
import { sessionLimitMinutes, sessionLimitParts } from './sessionLimit';

describe('session time limit', () => {
  it('takes 10 minutes to 720 hours in minutes, hours or days (catalogue section 9)', () => {
    expect(sessionLimitMinutes('10', 'minutes')).toEqual({ minutes: 10 });
    expect(sessionLimitMinutes('9', 'minutes')).toEqual({ problem: 'min', bound: 10 });
    expect(sessionLimitMinutes('43200', 'minutes')).toEqual({ minutes: 43_200 });
    expect(sessionLimitMinutes('43201', 'minutes')).toEqual({ problem: 'max', bound: 43_200 });
    expect(sessionLimitMinutes('1', 'hours')).toEqual({ minutes: 60 });
    expect(sessionLimitMinutes('720', 'hours')).toEqual({ minutes: 43_200 });
    expect(sessionLimitMinutes('721', 'hours')).toEqual({ problem: 'max', bound: 720 });
    expect(sessionLimitMinutes('1', 'days')).toEqual({ minutes: 1440 });
    expect(sessionLimitMinutes('30', 'days')).toEqual({ minutes: 43_200 });
    expect(sessionLimitMinutes('31', 'days')).toEqual({ problem: 'max', bound: 30 });
    expect(sessionLimitMinutes('0', 'days')).toEqual({ problem: 'min', bound: 1 });
  });

  it('wants a whole number', () => {
    for (const raw of ['', '1.5', 'abc', '-3'])
      expect(sessionLimitMinutes(raw, 'hours')).toEqual({ problem: 'format' });
  });

  it('shows a limit in the largest unit that divides it', () => {
    expect(sessionLimitParts(2880)).toEqual({ value: 2, unit: 'days' });
    expect(sessionLimitParts(120)).toEqual({ value: 2, unit: 'hours' });
    expect(sessionLimitParts(90)).toEqual({ value: 90, unit: 'minutes' });
  });
});

describe('limit amount', () => {
  it('reads digits with up to two decimals, with a dot or a comma, above zero', () => {
    expect(parseAmount('50')).toBe(50);
    expect(parseAmount(' 50,5 ')).toBe(50.5);
    expect(parseAmount('50.25')).toBe(50.25);
    for (const raw of ['', '0', '0.00', '-5', '5.123', '1e3', 'abc']) expect(parseAmount(raw)).toBeNull();
  });
});
