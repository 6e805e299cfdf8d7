/**
 * Designed here: per-market player protection (issue 14). One table the UI and the dev backend share: the brand's
 * `responsibleGamingMarket` setting picks a row, and every rule below reads it. Decreases of a limit (a tighter limit,
 * or a first limit) always apply at once; increases and removals wait for the market's delay.
 *
 * Sources, as far as this front end can honour them:
 * - UK: UKGC Remote Technical Standards 12 to 14 (limits offered at registration or first deposit; decreases at once,
 *   increases after 24 hours and a confirmation; a reality check at the player's chosen interval with elapsed time and
 *   net position; no reversal of a requested withdrawal).
 * - SE: Spelinspektionen (deposit limit and a time limit set before play; increases after 72 hours).
 * - MT: MGA Player Protection Directive (increases after 24 hours; self-exclusion asks whether it covers every brand of
 *   the operator).
 * - ON: AGCO Registrar's Standards 2.21 to 2.23 as we read them (limits offered at registration; increases after
 *   24 hours; a reality check offered). Not honoured here: the advertising and inducement standards (not a front end's).
 * - FR: ANJ (deposit and bet limits set at account opening before play; increases after 2 days (48 hours); no reversal
 *   of a requested withdrawal). Not honoured here: the ANJ's national exclusion register lookup (a back office's).
 */

import { RG_MARKETS, type RgMarket } from './constants';

/** Limit kinds a market can require before play: the money limits and the session time limit. */
export type MandatoryLimit = 'deposit' | 'bet' | 'session';

export interface MarketRules {
  /** How long an increase or removal of a deposit, bet or loss limit waits before it applies (ms); 0: at once. */
  increaseDelayMs: number;
  /** After the delay, the increase applies only when the player confirms it (it stays pending until then). */
  increaseNeedsConfirmation: boolean;
  /** Limits a player must have before playing for real or depositing. */
  mandatoryLimits: readonly MandatoryLimit[];
  /** A deposit limit is offered at registration and at the first deposit. */
  offerDepositLimitAtStart: boolean;
  /** Reality-check intervals the player may choose (minutes); empty: the market has none. */
  realityCheckMinutes: readonly number[];
  /** Self-exclusion asks whether it covers every brand of the operator. */
  askCrossBrandExclusion: boolean;
  /** The player may cancel (reverse) a requested withdrawal. */
  withdrawalReversal: boolean;
}

const HOUR_MS = 3_600_000;

export const MARKET_RULES: Record<RgMarket, MarketRules> = {
  default: {
    increaseDelayMs: 0,
    increaseNeedsConfirmation: false,
    mandatoryLimits: [],
    offerDepositLimitAtStart: false,
    realityCheckMinutes: [],
    askCrossBrandExclusion: false,
    withdrawalReversal: true,
  },
  UK: {
    increaseDelayMs: 24 * HOUR_MS,
    increaseNeedsConfirmation: true,
    mandatoryLimits: [],
    offerDepositLimitAtStart: true,
    realityCheckMinutes: [15, 30, 60],
    askCrossBrandExclusion: false,
    withdrawalReversal: false,
  },
  SE: {
    increaseDelayMs: 72 * HOUR_MS,
    increaseNeedsConfirmation: false,
    mandatoryLimits: ['deposit', 'session'],
    offerDepositLimitAtStart: true,
    realityCheckMinutes: [],
    askCrossBrandExclusion: false,
    withdrawalReversal: true,
  },
  MT: {
    increaseDelayMs: 24 * HOUR_MS,
    increaseNeedsConfirmation: false,
    mandatoryLimits: [],
    offerDepositLimitAtStart: false,
    realityCheckMinutes: [],
    askCrossBrandExclusion: true,
    withdrawalReversal: true,
  },
  ON: {
    increaseDelayMs: 24 * HOUR_MS,
    increaseNeedsConfirmation: false,
    mandatoryLimits: [],
    offerDepositLimitAtStart: true,
    realityCheckMinutes: [30, 60],
    askCrossBrandExclusion: false,
    withdrawalReversal: true,
  },
  FR: {
    increaseDelayMs: 48 * HOUR_MS,
    increaseNeedsConfirmation: false,
    mandatoryLimits: ['deposit', 'bet'],
    offerDepositLimitAtStart: true,
    realityCheckMinutes: [],
    askCrossBrandExclusion: false,
    withdrawalReversal: false,
  },
};

export function marketRules(market: RgMarket | string | undefined): MarketRules {
  return MARKET_RULES[(RG_MARKETS as readonly string[]).includes(market ?? '') ? (market as RgMarket) : 'default'];
}

/**
 * Whether going from `current` to `next` loosens the limit: a higher amount, or a removal (`next` null) of a limit
 * that exists. A first limit (`current` null) or a lower amount tightens it.
 */
export function loosensLimit(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  if (next === null) return true;
  return next > current;
}

export type LimitChangeTiming =
  { applies: 'now' } | { applies: 'later'; effectiveAt: number; needsConfirmation: boolean };

/** When a change of a deposit, bet or loss limit applies in a market: tightening at once, loosening after the delay. */
export function limitChangeTiming(
  market: RgMarket | string | undefined,
  current: number | null,
  next: number | null,
  nowMs: number,
): LimitChangeTiming {
  const rules = marketRules(market);
  if (!loosensLimit(current, next) || rules.increaseDelayMs === 0) return { applies: 'now' };
  return {
    applies: 'later',
    effectiveAt: nowMs + rules.increaseDelayMs,
    needsConfirmation: rules.increaseNeedsConfirmation,
  };
}

/** The mandatory limits a player still lacks (SE, FR): play for real and deposits wait until these are set. */
export function missingMandatoryLimits(
  market: RgMarket | string | undefined,
  have: { deposit: boolean; bet: boolean; session: boolean },
): MandatoryLimit[] {
  return marketRules(market).mandatoryLimits.filter((kind) => !have[kind]);
}
