import * as z from 'zod/mini';
import { idSchema, isoDate, isoDateTime, money, ok, queryInt, type Endpoint } from './common';

/** Rakeback calendar, calendar award and cashback. Cashback calls are designed here. */

/** Amounts may arrive as numeric strings; clients coerce them (an invalid value becomes 0). */
export const amountLike = z.union([z.number(), z.string()]);

export const rakebackDay = z.object({
  /** The calendar day, YYYY-MM-DD (UTC). */
  canClaimDate: isoDate,
  bonusId: idSchema,
  amount: amountLike,
  paidAt: z.nullable(isoDateTime),
});
export type RakebackDay = z.infer<typeof rakebackDay>;

/** Coerces a rakeback amount to a number; invalid values become 0. */
export const toAmount = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

export const getRakebackDays = {
  method: 'GET',
  path: '/api/admin/get-rakeback-days',
  query: z.object({ user: z.optional(queryInt), bonusId: z.optional(queryInt) }),
  /** 28 days (4 weeks, Monday first), oldest first. */
  response: ok(z.object({ days: z.array(rakebackDay), currencyCode: z.optional(z.string()) })),
  auth: 'required',
} as const satisfies Endpoint;
export type GetRakebackDaysResponse = z.infer<typeof getRakebackDays.response>;

export const rakebackClaim = {
  method: 'PUT',
  path: '/api/user/rakeback-claim',
  query: z.object({
    timeZone: z.optional(z.string()),
    customerDate: z.optional(z.string()),
    bonusId: z.optional(queryInt),
  }),
  body: z.object({
    bonusId: idSchema,
    /** The day claimed, YYYY-MM-DD. */
    claimDate: isoDate,
    /** The player's local date and time. */
    customerDate: z.optional(z.string()),
  }),
  response: ok(z.object({ amount: money, bonusId: idSchema })),
  auth: 'required',
  errors: ['RAKEBACK_CLAIM_ERROR', 'ALREADY_CLAIMED', 'NOTHING_TO_CLAIM', 'SELF_EXCLUDED', 'ACCOUNT_FROZEN'],
} as const satisfies Endpoint;

export const userCalendarData = z.object({
  /** Net gaming revenue of the period (bets - wins). */
  ngr: z.number(),
  payout: money,
  percent: z.number(),
});
export type UserCalendarData = z.infer<typeof userCalendarData>;

export const getCalendarAward = {
  method: 'GET',
  path: '/api/user/calendar-award',
  query: z.object({ user: z.optional(queryInt) }),
  response: ok(z.object({ userCalendarData })),
  auth: 'required',
} as const satisfies Endpoint;

/** Designed here: the cashback accumulator (ngr since the last claim, recalculated every half hour). */
export const cashbackStatus = z.object({
  ngr: z.number(),
  percent: z.number(),
  available: money,
  currencyCode: z.string(),
  periodStart: isoDateTime,
  nextCalculationAt: isoDateTime,
  lastClaimedAt: z.nullable(isoDateTime),
});
export type CashbackStatus = z.infer<typeof cashbackStatus>;

export const getCashback = {
  method: 'GET',
  path: '/api/user/cashback',
  response: ok(cashbackStatus),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

export const claimCashback = {
  method: 'POST',
  path: '/api/user/cashback/claim',
  body: z.object({}),
  response: ok(z.object({ amount: money, currencyCode: z.string() })),
  auth: 'required',
  designedHere: true,
  errors: ['NO_CASHBACK', 'CASHBACK_NEED_DEPOSIT', 'CASHBACK_CLAIM_ERROR', 'SELF_EXCLUDED', 'ACCOUNT_FROZEN'],
} as const satisfies Endpoint;
