import * as z from 'zod/mini';
import { currencyCode, idSchema, isoDateTime, money, ok, pageQuery, paged, type Endpoint } from './common';
import { BANK_CODE_LENGTH, REQUEST_STATUSES } from './constants';
import { idempotencyKeySchema } from './common';

/** Withdrawals: calculate, confirm, pending list, cancel. All designed here (catalogue section 7 names them). */

export const withdrawalMethod = z.enum(['bank', 'upi', 'crypto']);
/** The request statuses of the spec, plus `cancelled` (by the player; designed here). */
export const withdrawalStatus = z.enum([...REQUEST_STATUSES, 'cancelled']);

export const bankDetails = z.object({
  beneficiaryName: z.string().check(z.minLength(1), z.maxLength(255)),
  accountNumber: z.string().check(z.minLength(1), z.maxLength(64)),
  /** IFSC, 8 to 15 characters. */
  bankCode: z.string().check(z.minLength(BANK_CODE_LENGTH.min), z.maxLength(BANK_CODE_LENGTH.max)),
  bankName: z.optional(z.string()),
  branch: z.optional(z.string()),
  address: z.optional(z.string()),
  email: z.email(),
});
export const upiDetails = z.object({
  upiId: z.string().check(z.regex(/^[\w.-]{2,}@[a-zA-Z]{2,}$/, 'UPI ID like name@bank')),
  beneficiaryName: z.optional(z.string()),
  email: z.optional(z.email()),
});
export const cryptoDetails = z.object({
  network: z.string().check(z.minLength(1)),
  walletAddress: z.string().check(z.minLength(10), z.maxLength(128)),
});

/**
 * Designed here: one key per confirmed quote, made by the client before the first send. A repeat with a key the player
 * already used answers the withdrawal the first created, as it stands now: a retry after a timeout locks no more cash.
 */
const idempotencyKey = z.optional(idempotencyKeySchema);

export const withdrawalRequest = z.union([
  z.object({ method: z.literal('bank'), amount: z.number(), details: bankDetails, idempotencyKey }),
  z.object({ method: z.literal('upi'), amount: z.number(), details: upiDetails, idempotencyKey }),
  z.object({ method: z.literal('crypto'), amount: z.number(), details: cryptoDetails, idempotencyKey }),
]);

export const withdrawalQuote = z.object({
  /** What leaves the balance. */
  creditAmount: money,
  /** What the player receives. */
  receiveAmount: money,
  networkFee: money,
  fee: money,
  currencyCode,
});
export type WithdrawalQuote = z.infer<typeof withdrawalQuote>;

/** Designed here: why a withdrawal waits, and so the one action that moves it on. */
export const withdrawalWaitReason = z.enum(['review', 'document', 'wagering']);
export type WithdrawalWaitReason = z.infer<typeof withdrawalWaitReason>;

export const withdrawal = z.object({
  id: idSchema,
  method: withdrawalMethod,
  amount: money,
  fee: money,
  networkFee: money,
  receiveAmount: money,
  currencyCode,
  status: withdrawalStatus,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Designed here: every status the request has had, oldest first (starts with `requested`). */
  timeline: z.optional(z.array(z.object({ status: withdrawalStatus, at: isoDateTime }))),
  /** When it is expected to be paid out (null once final). */
  expectedBy: z.optional(z.nullable(isoDateTime)),
  /** Why it waits (null once final): review (up to 24 h), document (a KYC document is missing), wagering. */
  waitingFor: z.optional(z.nullable(withdrawalWaitReason)),
  /** Paid out within the instant-withdrawal allowance. */
  instant: z.optional(z.boolean()),
  /** Rejected requests: why, in the back office's words. */
  rejectReason: z.optional(z.nullable(z.string())),
});
export type Withdrawal = z.infer<typeof withdrawal>;

const withdrawalErrors = [
  'WITHDRAWAL_ERROR',
  'WITHDRAWAL_NOT_ALLOWED',
  'DEPOSIT_REQUIRED',
  'REQUIRED_EMAIL_VERIFICATION',
  'ACTIVE_BONUS',
  'WAGER_NOT_FINISHED',
  'INSUFFICIENT_FUNDS',
  'CALCULATION_ERROR',
  'ACCOUNT_FROZEN',
  'KYC_REQUIRED',
] as const;

export const calculateWithdrawal = {
  method: 'POST',
  path: '/api/user/withdrawal/calculate',
  body: z.object({ method: withdrawalMethod, amount: z.number(), network: z.optional(z.string()) }),
  response: ok(withdrawalQuote),
  auth: 'required',
  designedHere: true,
  errors: ['CALCULATION_ERROR', 'INSUFFICIENT_FUNDS'],
} as const satisfies Endpoint;

/** Locks the amount (cash leaves the wallet) and creates a pending request. */
export const confirmWithdrawal = {
  method: 'POST',
  path: '/api/user/withdrawal/confirm',
  body: withdrawalRequest,
  response: ok(z.object({ withdrawal })),
  auth: 'required',
  designedHere: true,
  errors: withdrawalErrors,
} as const satisfies Endpoint;

export const getPendingWithdrawals = {
  method: 'GET',
  path: '/api/user/withdrawal/pending',
  response: ok(z.array(withdrawal)),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/** Designed here: the player's withdrawals of every status, newest first (the history with its timelines). */
export const getWithdrawals = {
  method: 'GET',
  path: '/api/user/withdrawals',
  query: pageQuery,
  response: ok(paged(withdrawal)),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/** Designed here: the conditions a withdrawal needs, checked before the form (catalogue section 5). */
export const withdrawalBlock = z.object({
  code: z.enum([
    'DEPOSIT_REQUIRED',
    'REQUIRED_EMAIL_VERIFICATION',
    'WAGER_NOT_FINISHED',
    'ACTIVE_BONUS',
    'KYC_REQUIRED',
  ]),
  /** WAGER_NOT_FINISHED: wagerLeft; ACTIVE_BONUS: activeUserBonusId and name; KYC_REQUIRED: documents (labels). */
  details: z.optional(z.record(z.string(), z.unknown())),
});
export type WithdrawalBlock = z.infer<typeof withdrawalBlock>;

export const withdrawalEligibility = z.object({
  eligible: z.boolean(),
  /** Every unmet condition, in the order a player would fix them. */
  blocks: z.array(withdrawalBlock),
  /** Cash that can be withdrawn now. */
  withdrawable: money,
  currencyCode,
  /** The instant-withdrawal allowance of the period: shown as used of limit (catalogue section 9). */
  instant: z.object({ used: money, limit: money, period: z.enum(['daily', 'weekly', 'monthly']) }),
  /** The withdrawal methods open to the player, with the crypto networks. */
  methods: z.array(withdrawalMethod),
  networks: z.array(z.string()),
  /** Designed here: whether the player may cancel a requested withdrawal (not in UK and FR; see `markets.ts`). */
  reversible: z.optional(z.boolean()),
});
export type WithdrawalEligibility = z.infer<typeof withdrawalEligibility>;

export const getWithdrawalEligibility = {
  method: 'GET',
  path: '/api/user/withdrawal/eligibility',
  response: ok(withdrawalEligibility),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/** Unlocks the funds, no fees. */
export const cancelWithdrawal = {
  method: 'POST',
  path: '/api/user/withdrawal/cancel',
  body: z.object({ withdrawalId: idSchema }),
  response: ok(z.object({ withdrawal })),
  auth: 'required',
  designedHere: true,
  errors: ['NOT_FOUND', 'INVALID_STATE', 'WITHDRAWAL_REVERSAL_NOT_ALLOWED'],
} as const satisfies Endpoint;
