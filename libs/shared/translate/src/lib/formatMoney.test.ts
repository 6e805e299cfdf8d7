import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it('writes an amount in the currency as the language does', () => {
    expect(formatMoney('en', 12.5, 'EUR')).toBe('€12.50');
    expect(formatMoney('en', 1000, 'USD')).toBe('$1,000.00');
    // Arabic puts the sign after the number (this ICU writes Latin digits for `ar`).
    expect(formatMoney('ar', 12.5, 'EUR')).toMatch(/^\u200f?12\.50\s€$/);
  });

  it('signs a net result: plus on a gain, minus on a loss, nothing on zero', () => {
    expect(formatMoney('en', 38.6, 'EUR', { signed: true })).toBe('+€38.60');
    expect(formatMoney('en', -38.6, 'EUR', { signed: true })).toBe('-€38.60');
    expect(formatMoney('en', 0, 'EUR', { signed: true })).toBe('€0.00');
  });

  it('keeps exactly the decimals asked for (round prizes without cents)', () => {
    expect(formatMoney('en', 1000, 'EUR', { fractionDigits: 0 })).toBe('€1,000');
    expect(formatMoney('en', 699.6, 'EUR', { fractionDigits: 0 })).toBe('€700');
  });

  it('writes a currency code Intl does not know after the number instead of throwing', () => {
    expect(formatMoney('en', 12.5, 'USDT')).toBe('12.50 USDT');
    expect(formatMoney('en', -3, 'USDT', { signed: true })).toBe('-3.00 USDT');
    expect(formatMoney('en', 1000, 'USDT', { fractionDigits: 0 })).toBe('1,000 USDT');
  });
});
