import * as z from 'zod/mini';
import {
  currencyCode,
  idempotencyKeySchema,
  idSchema,
  isoDateTime,
  money,
  ok,
  pageQuery,
  paged,
  type Endpoint,
} from './common';
import { CVC_LENGTH } from './constants';

/**
 * Deposits, the 3DS webhook and the transaction history. 3ds-webhook's body is the spec's (PaReq, MD);
 * everything else is designed here.
 */

export const depositStatus = z.enum(['pending', 'success', 'failed', 'declined', 'cancelled', 'return']);
export type DepositStatus = z.infer<typeof depositStatus>;

export const cardDetails = z.object({
  number: z.string().check(z.regex(/^\d{12,19}$/, 'Card number: 12 to 19 digits')),
  /** MM/YY */
  expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Expiry: MM/YY')),
  cvc: z.string().check(z.regex(new RegExp(`^\\d{${CVC_LENGTH}}$`), `CVC: exactly ${CVC_LENGTH} digits`)),
  holderName: z.string().check(z.minLength(1), z.maxLength(255)),
});

export const deposit = z.object({
  id: idSchema,
  paymentMethodId: idSchema,
  amount: money,
  currencyCode,
  status: depositStatus,
  bonusId: z.nullable(idSchema),
  /** Error code when failed or declined. */
  errorCode: z.nullable(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Deposit = z.infer<typeof deposit>;

export const createDepositData = z.object({
  deposit,
  /** Set when the card needs 3-D Secure: post PaReq and MD to the 3ds-webhook after the challenge. */
  threeDs: z.nullable(z.object({ acsUrl: z.string(), PaReq: z.string(), MD: z.string() })),
  /** Crypto deposits: the address to pay to. */
  crypto: z.nullable(z.object({ network: z.string(), address: z.string(), qrData: z.string() })),
  /**
   * Methods paid at the provider's site (not card, not crypto) when the body named a `returnUrl`: the deposit stays
   * pending and the browser goes to `url`; the provider sends it back to `returnUrl` with `depositId=<id>` added.
   */
  redirect: z.optional(z.nullable(z.object({ url: z.string() }))),
  /** The deposit result modal to open (modal query value), e.g. deposit-success. */
  modal: z.string(),
  depositCount: z.number().check(z.int()),
});
export type CreateDepositData = z.infer<typeof createDepositData>;

export const createDeposit = {
  method: 'POST',
  path: '/api/user/deposit',
  body: z.object({
    paymentMethodId: idSchema,
    amount: z.number(),
    currencyCode: z.optional(currencyCode),
    bonusId: z.optional(z.nullable(idSchema)),
    card: z.optional(cardDetails),
    network: z.optional(z.string()),
    /**
     * Designed here: one key per deposit attempt, made by the client before the first send. A repeat with a key the
     * player already used answers the first deposit as it stands now (no second deposit), however often it is sent.
     */
    idempotencyKey: z.optional(idempotencyKeySchema),
    /** Same-origin path (starts with one `/`) the provider's site sends the player back to (redirect methods). */
    returnUrl: z.optional(z.string().check(z.regex(/^\/(?![/\\])[^\s]*$/, 'returnUrl: a path on this site'))),
  }),
  response: ok(createDepositData),
  auth: 'required',
  designedHere: true,
  errors: [
    'GLOBAL_ERROR',
    'DEPOSIT_COUNTRY_BLOCK',
    'REQUIRED_EMAIL_VERIFICATION',
    'PAYMENT_LIMIT_THRESHOLD',
    'TRANSACTION_FAILED',
    'AMOUNT_BELOW_ZERO',
    'PAYMENT_PROVIDER_LIMIT_THRESHOLD',
    'PROVIDER_ERROR',
    'PHONE_ERROR',
    'PAYMENT_SERVICE_ERROR',
    'SELF_EXCLUDED',
    'ACCOUNT_FROZEN',
    'RG_LIMITS_REQUIRED',
  ],
} as const satisfies Endpoint;

export const getDeposit = {
  method: 'GET',
  path: '/api/user/deposit/:id',
  params: z.object({ id: z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number)) }),
  response: ok(z.object({ deposit })),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/** Designed here: the player abandons a pending deposit at the provider. */
export const cancelDeposit = {
  method: 'POST',
  path: '/api/user/deposit/cancel',
  body: z.object({ depositId: idSchema }),
  response: ok(z.object({ deposit })),
  auth: 'required',
  designedHere: true,
  errors: ['INVALID_STATE'],
} as const satisfies Endpoint;

export const threeDsWebhook = {
  method: 'POST',
  path: '/api/user/3ds-webhook',
  /** MD is the merchant data: the deposit id as a string. */
  body: z.object({ PaReq: z.string(), MD: z.string() }),
  /** Answer not shown in the spec: designed here. */
  response: ok(z.object({ deposit, modal: z.string() })),
  auth: 'optional',
  errors: ['TRANSACTION_FAILED', 'INVALID_STATE'],
} as const satisfies Endpoint;

const calendarDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A day as YYYY-MM-DD'));

export const transactionType = z.enum([
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'bonus',
  'bonus_cancel',
  'rakeback',
  'cashback',
  'referral',
  'adjustment',
]);
export const transactionStatus = z.enum(['cancelled', 'completed', 'failed', 'pending', 'processing']);

export const transaction = z.object({
  id: idSchema,
  type: transactionType,
  /** Signed: credits positive, debits negative. */
  amount: z.number(),
  /** cash or bonus money. */
  wallet: z.enum(['cash', 'bonus']),
  currencyCode,
  status: transactionStatus,
  description: z.string(),
  createdAt: isoDateTime,
});
export type Transaction = z.infer<typeof transaction>;

export const getTransactions = {
  method: 'GET',
  path: '/api/user/transactions',
  /** Designed here: `from` and `to` are calendar days (YYYY-MM-DD, UTC), both included. */
  query: z.extend(pageQuery, {
    type: z.optional(transactionType),
    status: z.optional(transactionStatus),
    from: z.optional(calendarDay),
    to: z.optional(calendarDay),
  }),
  response: ok(paged(transaction)),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;

/**
 * Designed here: where a player's money is (catalogue "Wallet": balance, real money, bonus balance, wager, deposit
 * wager, rollover). The socket's balance events move the amounts; the wagering figures are read again after them.
 */
export const wallet = z.object({
  currencyCode,
  /** Real money plus bonus money. */
  balance: money,
  realMoney: money,
  bonusBalance: money,
  /** Left to wager on the active bonus before its money becomes real (0 without one). */
  wager: money,
  /** Left to wager of deposits before a withdrawal (each deposit is played through `rollover` times). */
  depositWager: money,
  /** How many times a deposit is wagered before it can be withdrawn. */
  rollover: z.number().check(z.gte(0)),
  /** The bonus whose wagering `wager` counts, by name and id (details: get-user-bonus). */
  activeBonus: z.nullable(z.object({ userBonusId: idSchema, name: z.string(), wagerRequired: money })),
});
export type Wallet = z.infer<typeof wallet>;

/** Designed here. */
export const getWallet = {
  method: 'GET',
  path: '/api/user/wallet',
  response: ok(wallet),
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;
