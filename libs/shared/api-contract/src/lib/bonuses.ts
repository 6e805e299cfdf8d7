import * as z from 'zod/mini';
import {
  currencyCode,
  idSchema,
  isoDateTime,
  money,
  ok,
  pageQuery,
  paged,
  queryBool,
  queryInt,
  type Endpoint,
} from './common';
import { bonusActivationErrorCode } from './errors';

/**
 * Bonuses and promotions. `get-all-bonus` is the spec's (section 7, answer `data.bonus{count, rows}`, rows
 * carry `banner.bannerTitle`); the other fields follow the catalogue's labels. get-user-bonus is named by the
 * spec without a shape; it, activate, cancel and coupon apply are designed here.
 */

export const bonusType = z.enum(['deposit', 'no_deposit', 'freespins', 'instant_cashback']);
export type BonusType = z.infer<typeof bonusType>;
export const userBonusStatus = z.enum(['active', 'availed', 'claimed', 'cancelled']);
export type UserBonusStatus = z.infer<typeof userBonusStatus>;
export const wageringType = z.enum(['REAL_TO_FUN', 'REAL_MONEY_ONLY']);

export const bonusBanner = z.object({
  bannerTitle: z.string(),
  bannerDescription: z.string(),
  /** freespins, deposit or no_deposit for deposit-related banners. */
  bannerType: z.string(),
  imageUrl: z.string(),
  buttonUrl: z.string(),
});

export const bonus = z.object({
  id: idSchema,
  name: z.string(),
  type: bonusType,
  isDeposit: z.boolean(),
  banner: bonusBanner,
  depositBonusPercent: z.nullable(z.number()),
  bonusAmount: z.nullable(money),
  maxBonusThreshold: z.nullable(money),
  maxWinAmount: z.nullable(money),
  minBalance: z.nullable(money),
  minDeposit: z.nullable(money),
  freeSpinsQuantity: z.nullable(z.number().check(z.int())),
  freeSpinGame: z.nullable(z.string()),
  wageringMultiplier: z.number(),
  wageringType,
  /** Cashback percent for instant_cashback bonuses. */
  cashbackPercent: z.nullable(z.number()),
  validFrom: z.nullable(isoDateTime),
  validTo: z.nullable(isoDateTime),
  /** Days the bonus is valid after activation. */
  daysValid: z.nullable(z.number().check(z.int())),
  /** 0 = Sunday ... 6 = Saturday; empty = every day. */
  validOnDays: z.array(z.number().check(z.int())),
  /** Daily window "HH:mm"-"HH:mm" (UTC) or null. */
  startTime: z.nullable(z.string()),
  endTime: z.nullable(z.string()),
  requiredDepositCount: z.nullable(z.number().check(z.int())),
  maxParticipants: z.nullable(z.number().check(z.int())),
  participants: z.number().check(z.int()),
  currencyCode,
  /** Designed here: the signed-in player's latest status for this bonus, null for guests or never used. */
  userStatus: z.nullable(userBonusStatus),
});
export type Bonus = z.infer<typeof bonus>;

export const getAllBonus = {
  method: 'GET',
  path: '/api/admin/get-all-bonus',
  query: z.extend(pageQuery, {
    isDeposit: z.optional(queryBool),
    language: z.optional(z.string()),
    cpnc: z.optional(z.string()),
    dayOfWeek: z.optional(queryInt),
    timeZone: z.optional(z.string()),
    type: z.optional(bonusType),
    calendarDateTime: z.optional(z.string()),
    // optional country-check values
    country: z.optional(z.string()),
    currency: z.optional(z.string()),
    subdivision: z.optional(z.string()),
  }),
  response: ok(z.object({ bonus: paged(bonus) })),
  auth: 'optional',
} as const satisfies Endpoint;
export type GetAllBonusResponse = z.infer<typeof getAllBonus.response>;

/** Designed here: the share (0 to 100) of a bet in a game category that counts towards wagering. */
export const wageringContribution = z.object({ category: z.string(), percent: z.number().check(z.gte(0), z.lte(100)) });
export type WageringContribution = z.infer<typeof wageringContribution>;

export const userBonus = z.object({
  id: idSchema,
  bonusId: idSchema,
  name: z.string(),
  type: bonusType,
  status: userBonusStatus,
  depositAmount: z.nullable(money),
  bonusAmount: money,
  freeSpinsQuantity: z.nullable(z.number().check(z.int())),
  freeSpinsLeft: z.nullable(z.number().check(z.int())),
  freeSpinGame: z.nullable(z.string()),
  freeSpinsWin: money,
  multiplier: z.number(),
  wagerRequired: money,
  wageredAmount: money,
  wagerLeft: money,
  winningAmount: money,
  wageringType,
  /** Designed here: the largest bet bonus money may place while wagering (null: no cap). */
  maxBet: z.nullable(money),
  /** Designed here: what wagering can turn into cash at most (null: no cap). */
  maxWinAmount: z.nullable(money),
  /** Designed here: how much of a bet counts towards wagering, by game category slug; a category not listed counts 0. */
  wageringContributions: z.array(wageringContribution),
  start: isoDateTime,
  expiration: z.nullable(isoDateTime),
  lastUpdate: isoDateTime,
});
export type UserBonus = z.infer<typeof userBonus>;

/** Designed here. */
export const getUserBonus = {
  method: 'GET',
  path: '/api/user/get-user-bonus',
  query: z.extend(pageQuery, { status: z.optional(userBonusStatus) }),
  response: ok(paged(userBonus)),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/**
 * Designed here. Activating a deposit bonus while one is active needs `confirmCancelActive: true`. Refusals carry
 * `error.details`: ACTIVE_BONUS `{ activeUserBonusId, canReplace }`, ACTIVE_FREE_SPINS `{ activeUserBonusId }`,
 * RETRY_PERIOD `{ retryAt? }`, START_TIME_ERROR `{ startTime? | validFrom? }`, END_TIME_ERROR `{ endTime }`,
 * VALID_ON_DAYS `{ validOnDays }`, DAYS_VALID `{ validTo }`, DEPOSITS_NUMBER(2) `{ depositCount }`, UNIFIED_ERROR
 * `{ promotionId, userId, userBonusId }` (the catalogue's references).
 */
export const activateBonus = {
  method: 'POST',
  path: '/api/user/bonus/activate',
  body: z.object({ bonusId: idSchema, confirmCancelActive: z.optional(z.boolean()) }),
  response: ok(z.object({ userBonus })),
  auth: 'required',
  designedHere: true,
  // The catalogue's activation codes, plus the ones this contract adds for this call.
  errors: [...bonusActivationErrorCode.options, 'SELF_EXCLUDED', 'ACCOUNT_FROZEN', 'BONUS_NOT_FOUND'],
} as const satisfies Endpoint;

/** Designed here. Cancelling burns the remaining bonus money. */
export const cancelBonus = {
  method: 'POST',
  path: '/api/user/bonus/cancel',
  body: z.object({ userBonusId: idSchema }),
  response: ok(z.object({ userBonus })),
  auth: 'required',
  designedHere: true,
  errors: ['BONUS_NOT_FOUND', 'INVALID_STATE'],
} as const satisfies Endpoint;

/** Designed here. */
export const applyCoupon = {
  method: 'POST',
  path: '/api/user/coupon/apply',
  body: z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: ok(z.object({ code: z.string(), userBonus })),
  auth: 'required',
  designedHere: true,
  errors: [
    'COUPON_NOT_FOUND',
    'COUPON_ALREADY_REDEEMED',
    'ACTIVE_BONUS',
    'REQUIRED_EMAIL_VERIFICATION',
    'SELF_EXCLUDED',
    'ACCOUNT_FROZEN',
  ],
} as const satisfies Endpoint;

/** Designed here: one loyalty level and what it gives. */
export const loyaltyLevel = z.object({
  level: z.number().check(z.int(), z.positive()),
  name: z.string(),
  /** xp needed to reach the level. */
  xp: z.number().check(z.gte(0)),
  /** Rakeback share of net losses, percent. */
  rakebackPercent: z.number(),
  /** Cashback share of net losses, percent. */
  cashbackPercent: z.number(),
  /** Points earned per 10 staked (EUR or the player's currency). */
  pointsPerTen: z.number(),
  /** Weekly no-deposit gift in EUR, null for none. */
  weeklyGift: z.nullable(money),
  /** A personal account manager. */
  personalManager: z.boolean(),
  /** Bet limits can be removed through support (catalogue: only high loyalty levels). */
  betLimitRemovalViaSupport: z.boolean(),
});
export type LoyaltyLevel = z.infer<typeof loyaltyLevel>;

/** Designed here: the loyalty ladder, lowest level first (public: the VIP club page shows it to guests). */
export const getLoyaltyLevels = {
  method: 'GET',
  path: '/api/core/loyalty-levels',
  response: ok(z.object({ levels: z.array(loyaltyLevel) })),
  auth: 'none',
  designedHere: true,
} as const satisfies Endpoint;
