import * as z from 'zod/mini';

/**
 * Error codes. The deposit, bonus-activation and bet-limit lists are the feature catalogue's (section 8).
 * The generic and "other" lists are designed here: the spec says server codes are not shown.
 */

/** Generic codes, any call may answer with these. Designed here. */
export const genericErrorCode = z.enum([
  'UNAUTHORIZED',
  'FORBIDDEN',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'RATE_LIMITED',
]);

/** Deposit codes of the catalogue. */
export const depositErrorCode = z.enum([
  'GLOBAL_ERROR',
  'DEPOSIT_COUNTRY_BLOCK',
  'REQUIRED_EMAIL_VERIFICATION',
  'PAYMENT_LIMIT_THRESHOLD',
  'TRANSACTION_FAILED',
  'AMOUNT_BELOW_ZERO',
  'UNIFIED_ERROR',
  'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
  'PROVIDER_ERROR',
  'PHONE_ERROR',
  'PAYMENT_SERVICE_ERROR',
]);

/** Bonus activation codes of the catalogue. */
export const bonusActivationErrorCode = z.enum([
  'REGISTRATION_BONUS',
  'MAXIMUM_PARTICIPANTS',
  'RETRY_PERIOD',
  'DAYS_VALID',
  'UNIFIED_ERROR',
  'DEPOSITS_NUMBER',
  'DEPOSITS_NUMBER2',
  'ACTIVE_FREE_SPINS',
  'ACTIVE_BONUS',
  'CANCELLED',
  'NO_CASHBACK',
  'ADD_TO_CALENDAR',
  'REQUIRED_EMAIL_VERIFICATION',
  'VALID_ON_DAYS',
  'START_TIME_ERROR',
  'END_TIME_ERROR',
  'BONUS_FRAUD',
  'CASHBACK_NEED_DEPOSIT',
]);

/**
 * Bet and loss limit codes of the catalogue (their exact spelling, camelCase ones included), plus the
 * min/max, bonus-bet and once-per-hour cases it names without a code (designed here).
 */
export const betLimitErrorCode = z.enum([
  'MAX_BET_LIMIT_REACHED',
  'maxBetLimit',
  'dailyBetLimit',
  'weeklyBetLimit',
  'monthlyBetLimit',
  'dailyLossLimit',
  'weeklyLossLimit',
  'monthlyLossLimit',
  // designed here
  'BET_BELOW_MIN',
  'BET_ABOVE_MAX',
  'BONUS_BET_LIMIT',
  'LIMIT_CHANGE_COOLDOWN',
]);

/** The catalogue's "Other" errors and the account rules, given codes here. Designed here. */
export const otherErrorCode = z.enum([
  // accounts
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'INVALID_PASSWORD',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'VERIFICATION_EXPIRED',
  'ALREADY_VERIFIED',
  'REGISTRATION_UNAVAILABLE',
  'LOGIN_DISABLED',
  'COUNTRY_RESTRICTED',
  'SELF_EXCLUDED',
  'ACCOUNT_FROZEN',
  'SESSION_TIMEOUT',
  /** A guest asked for what needs a player (401: unlike a 403 it ends no session). */
  'LOGIN_REQUIRED',
  // games
  'GAME_NOT_FOUND',
  'GAME_COUNTRY_RESTRICTED',
  'DEMO_NOT_AVAILABLE',
  'BONUS_BUY_NOT_AVAILABLE',
  'BONUS_NOT_ELIGIBLE_FOR_GAME',
  'INSUFFICIENT_FUNDS',
  // rewards
  'COUPON_NOT_FOUND',
  'COUPON_ALREADY_REDEEMED',
  'CASHBACK_CLAIM_ERROR',
  'RAKEBACK_CLAIM_ERROR',
  'ALREADY_CLAIMED',
  'NOTHING_TO_CLAIM',
  'BONUS_NOT_FOUND',
  // cashier
  'WITHDRAWAL_ERROR',
  'WITHDRAWAL_NOT_ALLOWED',
  'DEPOSIT_REQUIRED',
  'WAGER_NOT_FINISHED',
  'CALCULATION_ERROR',
  'INVALID_STATE',
  /** The back office wants a KYC document before this withdrawal (designed here). */
  'KYC_REQUIRED',
  // kyc
  'UPLOAD_FAILED',
  'UPLOAD_INVALID_TYPE',
  'UPLOAD_TOO_LARGE',
  // limits
  'LIMIT_REMOVAL_NOT_ALLOWED',
  /** The market (SE, FR) needs these limits before deposits and real play; details `{ missing: MandatoryLimit[] }`. */
  'RG_LIMITS_REQUIRED',
  /** The market (UK, FR) does not let a player reverse a requested withdrawal. */
  'WITHDRAWAL_REVERSAL_NOT_ALLOWED',
  // tournaments, chat
  'TOURNAMENT_ENDED',
  'ALREADY_JOINED',
  'CHAT_DISABLED',
  /** Another player has this chat nickname (designed here). */
  'NICKNAME_TAKEN',
]);

const unique = <T extends string>(values: readonly T[]): [T, ...T[]] => [...new Set(values)] as [T, ...T[]];

/** Every code an error answer may carry. */
export const errorCode = z.enum(
  unique([
    ...genericErrorCode.options,
    ...depositErrorCode.options,
    ...bonusActivationErrorCode.options,
    ...betLimitErrorCode.options,
    ...otherErrorCode.options,
  ]),
);

export type GenericErrorCode = z.infer<typeof genericErrorCode>;
export type DepositErrorCode = z.infer<typeof depositErrorCode>;
export type BonusActivationErrorCode = z.infer<typeof bonusActivationErrorCode>;
export type BetLimitErrorCode = z.infer<typeof betLimitErrorCode>;
export type OtherErrorCode = z.infer<typeof otherErrorCode>;
export type ErrorCode =
  GenericErrorCode | DepositErrorCode | BonusActivationErrorCode | BetLimitErrorCode | OtherErrorCode;

/** `{ success: false, error: { code, message, details? } }` */
export const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({
    code: errorCode,
    message: z.string(),
    details: z.optional(z.unknown()),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** HTTP status the dev backend uses for each family of codes (documented, not enforced on clients). */
export const errorStatus: Partial<Record<ErrorCode, number>> = {
  UNAUTHORIZED: 403,
  FORBIDDEN: 403,
  TOKEN_INVALID: 403,
  TOKEN_EXPIRED: 403,
  LOGIN_REQUIRED: 401,
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  BONUS_NOT_FOUND: 404,
  COUPON_NOT_FOUND: 404,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  RATE_LIMITED: 429,
};
