import * as z from 'zod/mini';
import { currencyCode, idSchema, isoDateTime, money, ok, type Endpoint } from './common';
import { BANK_CODE_LENGTH, REQUEST_STATUSES } from './constants';

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

export const withdrawalRequest = z.union([
  z.object({ method: z.literal('bank'), amount: z.number(), details: bankDetails }),
  z.object({ method: z.literal('upi'), amount: z.number(), details: upiDetails }),
  z.object({ method: z.literal('crypto'), amount: z.number(), details: cryptoDetails }),
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

/** Unlocks the funds, no fees. */
export const cancelWithdrawal = {
  method: 'POST',
  path: '/api/user/withdrawal/cancel',
  body: z.object({ withdrawalId: idSchema }),
  response: ok(z.object({ withdrawal })),
  auth: 'required',
  designedHere: true,
  errors: ['NOT_FOUND', 'INVALID_STATE'],
} as const satisfies Endpoint;
