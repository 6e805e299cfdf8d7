import * as z from 'zod/mini';
import { ackResponse, isoDateTime, money, ok, signedMoney, type Endpoint } from './common';
import {
  RG_MARKETS,
  SELF_EXCLUSION_DURATIONS,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
} from './constants';

/** Responsible gaming: limits, session limit, self-exclusion, freeze. All designed here. */

export const limitType = z.enum(['deposit', 'bet', 'loss', 'winnings']);
export type LimitType = z.infer<typeof limitType>;
/** 0 Daily, 1 Weekly, 2 Monthly. */
export const limitPeriod = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type LimitPeriod = z.infer<typeof limitPeriod>;

/** Which limit a call is about (remove, cancel or confirm a pending change). */
const limitKey = z.object({ type: limitType, period: limitPeriod });

export const limit = z.object({
  type: limitType,
  period: limitPeriod,
  amount: money,
  /** Used within the current period. */
  used: money,
  updatedAt: isoDateTime,
  /** Bet limits change at most once per hour; null when a change is allowed now. */
  nextChangeAt: z.nullable(isoDateTime),
  /**
   * Designed here: a loosening that waits for the market's delay (`markets.ts`): the new amount (null: the limit goes),
   * when it applies, and whether it then waits for the player's confirmation (UK). Cancelling keeps the current limit.
   */
  pending: z.optional(
    z.nullable(
      z.object({
        amount: z.nullable(money),
        effectiveAt: isoDateTime,
        needsConfirmation: z.boolean(),
        /** The delay has passed (on the backend's clock): one that needs a confirmation may be confirmed now. */
        due: z.boolean(),
      }),
    ),
  ),
});
export type Limit = z.infer<typeof limit>;

export const rgMarket = z.enum(RG_MARKETS);

export const responsibleGaming = z.object({
  limits: z.array(limit),
  sessionLimit: z.nullable(z.object({ minutes: z.number().check(z.int()), setAt: isoDateTime })),
  /** `allBrands` (designed here): the exclusion covers every brand of the operator (asked in MT). */
  selfExclusion: z.nullable(
    z.object({ until: z.nullable(isoDateTime), permanent: z.boolean(), allBrands: z.optional(z.boolean()) }),
  ),
  frozenUntil: z.nullable(isoDateTime),
  /** Designed here: the market whose rules the backend applies to this player (the brand's `responsibleGamingMarket`). */
  market: z.optional(rgMarket),
  /** Designed here: the player's reality-check interval in minutes (markets that offer one), null when off. */
  realityCheckMinutes: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
});
export type ResponsibleGaming = z.infer<typeof responsibleGaming>;

export const getLimits = {
  method: 'GET',
  path: '/api/user/limits',
  response: ok(responsibleGaming),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

export const setLimit = {
  method: 'PUT',
  path: '/api/user/limits',
  body: z.object({ type: limitType, period: limitPeriod, amount: z.number().check(z.positive()) }),
  response: ok(responsibleGaming),
  auth: 'required',
  designedHere: true,
  errors: ['LIMIT_CHANGE_COOLDOWN'],
} as const satisfies Endpoint;

/** Designed here: drops a pending loosening (the limit stays as it is). */
export const cancelPendingLimit = {
  method: 'POST',
  path: '/api/user/limits/cancel-pending',
  body: limitKey,
  response: ok(responsibleGaming),
  auth: 'required',
  designedHere: true,
  errors: ['NOT_FOUND'],
} as const satisfies Endpoint;

/** Designed here: applies a pending loosening whose delay has passed and that needs the player's confirmation (UK). */
export const confirmPendingLimit = {
  method: 'POST',
  path: '/api/user/limits/confirm-pending',
  body: limitKey,
  response: ok(responsibleGaming),
  auth: 'required',
  designedHere: true,
  errors: ['NOT_FOUND', 'INVALID_STATE'],
} as const satisfies Endpoint;

/** Designed here: the reality-check interval (one of the market's `realityCheckMinutes`), or null to turn it off. */
export const setRealityCheck = {
  method: 'PUT',
  path: '/api/user/reality-check',
  body: z.object({ minutes: z.nullable(z.number().check(z.int(), z.positive())) }),
  response: ok(responsibleGaming),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/** Designed here: what the reality check shows: time since sign-in and the net position of the session's play. */
export const sessionSummary = z.object({
  startedAt: isoDateTime,
  bets: money,
  wins: money,
  /** wins − bets: negative when the player is down. */
  net: signedMoney,
  currencyCode: z.string(),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

export const getSessionSummary = {
  method: 'GET',
  path: '/api/user/session-summary',
  response: ok(sessionSummary),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/** Bet limits can only be removed via support (LIMIT_REMOVAL_NOT_ALLOWED). */
export const removeLimit = {
  method: 'POST',
  path: '/api/user/limits/remove',
  body: limitKey,
  response: ok(responsibleGaming),
  auth: 'required',
  designedHere: true,
  errors: ['LIMIT_REMOVAL_NOT_ALLOWED', 'NOT_FOUND'],
} as const satisfies Endpoint;

export const setSessionLimit = {
  method: 'PUT',
  path: '/api/user/session-limit',
  body: z.object({
    minutes: z.number().check(z.int(), z.gte(SESSION_LIMIT_MIN_MINUTES), z.lte(SESSION_LIMIT_MAX_MINUTES)),
  }),
  response: ok(responsibleGaming),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

export const removeSessionLimit = {
  method: 'POST',
  path: '/api/user/session-limit/remove',
  body: z.object({}),
  response: ok(responsibleGaming),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

export const selfExclusionDuration = z.enum(SELF_EXCLUSION_DURATIONS);
export type SelfExclusionDuration = z.infer<typeof selfExclusionDuration>;

/** How long each fixed self-exclusion lasts (a month counts 30 days), for the UI's "until" and the backend alike. */
export const SELF_EXCLUSION_DURATION_MS: Record<Exclude<SelfExclusionDuration, 'permanent' | 'custom'>, number> = {
  '1h': 3_600_000,
  '12h': 12 * 3_600_000,
  '1d': 24 * 3_600_000,
  '3d': 3 * 24 * 3_600_000,
  '1w': 7 * 24 * 3_600_000,
  '1m': 30 * 24 * 3_600_000,
};

/** `custom` needs `until`. The player stays signed in but may only withdraw. */
export const selfExclude = {
  method: 'POST',
  path: '/api/user/self-exclusion',
  body: z.object({
    duration: selfExclusionDuration,
    until: z.optional(isoDateTime),
    allBrands: z.optional(z.boolean()),
  }),
  response: ok(responsibleGaming),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/**
 * Freezes the account for 1, 3, 7 or 10 days: like a self-exclusion, the player may still sign in and withdraw, and
 * every other money action is refused with ACCOUNT_FROZEN until then.
 */
export const freezeAccount = {
  method: 'POST',
  path: '/api/user/freeze',
  body: z.object({ days: z.union([z.literal(1), z.literal(3), z.literal(7), z.literal(10)]) }),
  response: ackResponse,
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/** Designed here: the player's privacy and reward preferences of the responsible-gaming page. */
export const playerPreferences = z.object({ ghostMode: z.boolean(), rewardCalendarOptOut: z.boolean() });
export type PlayerPreferences = z.infer<typeof playerPreferences>;

/**
 * Designed here: switches ghost mode and the reward-calendar opt-out (either or both); answers both as they now stand.
 * The user details carry them too (`getUser.ghostMode`, `getUser.rewardCalendarOptOut`).
 */
export const updatePreferences = {
  method: 'PUT',
  path: '/api/user/preferences',
  body: z.object({ ghostMode: z.optional(z.boolean()), rewardCalendarOptOut: z.optional(z.boolean()) }),
  response: ok(playerPreferences),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;
