import { describe, expect, it } from 'vitest';
import { appSettings, defaultSettings } from './settings';
import { RG_MARKETS } from './constants';
import { limitChangeTiming, loosensLimit, marketRules, MARKET_RULES, missingMandatoryLimits } from './markets';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 25, 12);

describe('market rules', () => {
  it('has a row for every market, and the setting accepts exactly those (default: no extra rules)', () => {
    expect(Object.keys(MARKET_RULES).sort()).toEqual([...RG_MARKETS].sort());
    expect(defaultSettings.responsibleGamingMarket).toBe('default');
    expect(appSettings.safeParse({ ...defaultSettings, responsibleGamingMarket: 'UK' }).success).toBe(true);
    expect(appSettings.safeParse({ ...defaultSettings, responsibleGamingMarket: 'DE' }).success).toBe(false);
  });

  it('reads an unknown or missing market as the default', () => {
    expect(marketRules('DE')).toBe(MARKET_RULES.default);
    expect(marketRules(undefined)).toBe(MARKET_RULES.default);
  });

  it('tightening is a lower amount or a first limit; loosening a higher amount or a removal', () => {
    expect(loosensLimit(null, 100)).toBe(false);
    expect(loosensLimit(100, 50)).toBe(false);
    expect(loosensLimit(100, 100)).toBe(false);
    expect(loosensLimit(100, 150)).toBe(true);
    expect(loosensLimit(100, null)).toBe(true);
    expect(loosensLimit(null, null)).toBe(false);
  });

  it('applies every tightening at once, in every market', () => {
    for (const market of RG_MARKETS) {
      expect(limitChangeTiming(market, 100, 50, NOW)).toEqual({ applies: 'now' });
      expect(limitChangeTiming(market, null, 50, NOW)).toEqual({ applies: 'now' });
    }
  });

  it('applies loosening at once where the market has no delay', () => {
    expect(limitChangeTiming('default', 100, 500, NOW)).toEqual({ applies: 'now' });
    expect(limitChangeTiming('default', 100, null, NOW)).toEqual({ applies: 'now' });
  });

  it('UK (RTS 12-14): increases and removals after 24 hours and a confirmation; a reality check; no withdrawal reversal; a deposit limit offered at the start', () => {
    expect(limitChangeTiming('UK', 100, 500, NOW)).toEqual({
      applies: 'later',
      effectiveAt: NOW + 24 * HOUR,
      needsConfirmation: true,
    });
    expect(limitChangeTiming('UK', 100, null, NOW)).toEqual({
      applies: 'later',
      effectiveAt: NOW + 24 * HOUR,
      needsConfirmation: true,
    });
    expect(MARKET_RULES.UK.realityCheckMinutes.length).toBeGreaterThan(0);
    expect(MARKET_RULES.UK.withdrawalReversal).toBe(false);
    expect(MARKET_RULES.UK.offerDepositLimitAtStart).toBe(true);
  });

  it('SE (Spelinspektionen): increases after 72 hours without a confirmation; deposit and time limits before play', () => {
    expect(limitChangeTiming('SE', 100, 500, NOW)).toEqual({
      applies: 'later',
      effectiveAt: NOW + 72 * HOUR,
      needsConfirmation: false,
    });
    expect(missingMandatoryLimits('SE', { deposit: false, bet: false, session: false })).toEqual([
      'deposit',
      'session',
    ]);
    expect(missingMandatoryLimits('SE', { deposit: true, bet: false, session: false })).toEqual(['session']);
    expect(missingMandatoryLimits('SE', { deposit: true, bet: false, session: true })).toEqual([]);
  });

  it('MT (MGA): increases after 24 hours; self-exclusion asks about every brand', () => {
    expect(limitChangeTiming('MT', 10, 20, NOW)).toEqual({
      applies: 'later',
      effectiveAt: NOW + 24 * HOUR,
      needsConfirmation: false,
    });
    expect(MARKET_RULES.MT.askCrossBrandExclusion).toBe(true);
    expect(RG_MARKETS.filter((m) => MARKET_RULES[m].askCrossBrandExclusion)).toEqual(['MT']);
  });

  it('ON (AGCO): increases after 24 hours; a reality check offered', () => {
    expect(limitChangeTiming('ON', 10, 20, NOW)).toMatchObject({ applies: 'later', effectiveAt: NOW + 24 * HOUR });
    expect(MARKET_RULES.ON.realityCheckMinutes.length).toBeGreaterThan(0);
  });

  it('FR (ANJ): increases after 48 hours; deposit and bet limits before play; no withdrawal reversal', () => {
    expect(limitChangeTiming('FR', 10, 20, NOW)).toMatchObject({ applies: 'later', effectiveAt: NOW + 48 * HOUR });
    expect(missingMandatoryLimits('FR', { deposit: true, bet: false, session: false })).toEqual(['bet']);
    expect(MARKET_RULES.FR.withdrawalReversal).toBe(false);
  });

  it('requires no limit before play outside SE and FR', () => {
    for (const market of ['default', 'UK', 'MT', 'ON'] as const)
      expect(missingMandatoryLimits(market, { deposit: false, bet: false, session: false })).toEqual([]);
  });
});
