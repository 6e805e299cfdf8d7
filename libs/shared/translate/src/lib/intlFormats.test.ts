import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats';

describe('reused Intl formatters', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const euro = numberFormat('en', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).not.toBe(euro);
    expect(numberFormat('ar', { style: 'currency', currency: 'EUR' })).not.toBe(euro);
    expect(euro.format(12.5)).toBe('€12.50');
  });

  it('formats as the constructor does', () => {
    const options: Intl.DateTimeFormatOptions = {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    };
    const at = new Date('2026-03-11T09:05:00Z');
    expect(dateTimeFormat('en', options).format(at)).toBe(new Intl.DateTimeFormat('en', options).format(at));
    expect(dateTimeFormat('en', options)).toBe(dateTimeFormat('en', { ...options }));
  });

  it('throws for options Intl refuses, as the constructor does (and keeps nothing)', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'USDT' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'USDT' })).toThrow(RangeError);
  });
});
