import * as z from 'zod/mini';
import { ackResponse, isoDateTime, money, ok, type Endpoint } from './common';
import { SELF_EXCLUSION_DURATIONS, SESSION_LIMIT_MAX_MINUTES, SESSION_LIMIT_MIN_MINUTES } from './constants';

/** Responsible gaming: limits, session limit, self-exclusion, freeze. All designed here. */

export const limitType = z.enum(['deposit', 'bet', 'loss', 'winnings']);
export type LimitType = z.infer<typeof limitType>;
/** 0 Daily, 1 Weekly, 2 Monthly. */
export const limitPeriod = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type LimitPeriod = z.infer<typeof limitPeriod>;

export const limit = z.object({
  type: limitType,
  period: limitPeriod,
  amount: money,
  /** Used within the current period. */
  used: money,
  updatedAt: isoDateTime,
  /** Bet limits change at most once per hour; null when a change is allowed now. */
  nextChangeAt: z.nullable(isoDateTime),
});
export type Limit = z.infer<typeof limit>;

export const responsibleGaming = z.object({
  limits: z.array(limit),
  sessionLimit: z.nullable(z.object({ minutes: z.number().check(z.int()), setAt: isoDateTime })),
  selfExclusion: z.nullable(z.object({ until: z.nullable(isoDateTime), permanent: z.boolean() })),
  frozenUntil: z.nullable(isoDateTime),
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

/** Bet limits can only be removed via support (LIMIT_REMOVAL_NOT_ALLOWED). */
export const removeLimit = {
  method: 'POST',
  path: '/api/user/limits/remove',
  body: z.object({ type: limitType, period: limitPeriod }),
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

/** `custom` needs `until`. The player stays signed in but may only withdraw. */
export const selfExclude = {
  method: 'POST',
  path: '/api/user/self-exclusion',
  body: z.object({ duration: selfExclusionDuration, until: z.optional(isoDateTime) }),
  response: ok(responsibleGaming),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/** Freezes the account for 1, 3, 7 or 10 days and ends every session (login answers ACCOUNT_FROZEN). */
export const freezeAccount = {
  method: 'POST',
  path: '/api/user/freeze',
  body: z.object({ days: z.union([z.literal(1), z.literal(3), z.literal(7), z.literal(10)]) }),
  response: ackResponse,
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;
