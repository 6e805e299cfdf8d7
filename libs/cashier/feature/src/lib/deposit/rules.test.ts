import { describe, expect, it } from 'vitest';
import { amountProblem, depositRange, depositStep, presetsFor, stepDown, stepUp } from './amount';
import { cvcValid, expiryProblem, formatCardNumber, formatExpiry, luhnValid } from './card';

describe('deposit amount', () => {
  it('steps by 1 below 30 and by 5 from 30 on', () => {
    expect(depositStep(25)).toBe(1);
    expect(depositStep(29.5)).toBe(1);
    expect(depositStep(30)).toBe(5);
    expect([stepUp(25), stepUp(29), stepUp(30), stepUp(32), stepUp(29.5)]).toEqual([26, 30, 35, 35, 30]);
    expect([stepDown(26), stepDown(30), stepDown(35), stepDown(33), stepDown(0.5), stepDown(0)]).toEqual([
      25, 29, 30, 30, 0, 0,
    ]);
  });

  it("takes the provider's range, and 5 to 100000 for TRY", () => {
    expect(depositRange({ minAmount: 10, maxAmount: 5000 }, 'EUR')).toEqual({ min: 10, max: 5000 });
    expect(depositRange({ minAmount: 10, maxAmount: 5000 }, 'try')).toEqual({ min: 5, max: 100_000 });
  });

  it('says what is wrong with an amount before anything is sent', () => {
    const range = { min: 10, max: 5000 };
    expect(amountProblem('', range)).toEqual({ kind: 'required' });
    expect(amountProblem('abc', range)).toEqual({ kind: 'notPositive' });
    expect(amountProblem('0', range)).toEqual({ kind: 'notPositive' });
    expect(amountProblem('-5', range)).toEqual({ kind: 'notPositive' });
    expect(amountProblem('9.99', range)).toEqual({ kind: 'belowMin', min: 10 });
    expect(amountProblem('5000,01', range)).toEqual({ kind: 'aboveMax', max: 5000 });
    expect(amountProblem('25', range)).toBeNull();
  });

  it('offers the presets 25, 50 and 100 that fit the range', () => {
    expect(presetsFor({ min: 10, max: 5000 })).toEqual([25, 50, 100]);
    expect(presetsFor({ min: 30, max: 80 })).toEqual([50]);
  });
});

describe('card form', () => {
  it('groups the number in fours as it is typed, digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a')).toBe('4242 42');
    expect(formatCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242 424');
  });

  it('checks the number by Luhn', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
    expect(luhnValid('4242x4242424242424')).toBe(false);
  });

  it('writes the expiry as MM/YY while typing and deleting', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1/')).toBe('01/');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('accepts an expiry of this month or later, refuses a wrong month and the past', () => {
    const now = new Date(2026, 10, 24);
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('01/30', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe('past');
    expect(expiryProblem('13/27', now)).toBe('month');
    expect(expiryProblem('00/27', now)).toBe('month');
    expect(expiryProblem('1/27', now)).toBe('format');
  });

  it('takes a CVC of exactly three digits', () => {
    expect(cvcValid('123')).toBe(true);
    expect(cvcValid('12')).toBe(false);
    expect(cvcValid('1234')).toBe(false);
    expect(cvcValid('12a')).toBe(false);
  });
});
