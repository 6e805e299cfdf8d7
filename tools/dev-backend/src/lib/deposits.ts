import type { Deposit, DepositStatus } from '@casino/api-contract';
import { applyDepositBonus } from './bonus';
import type { Ctx } from './context';
import { one } from './db';
import { notFound } from './http';
import { round2 } from './util';

/** Deposits: the row, its answer shape, the provider outcomes and settlement (shared by the API and the dev pages). */

export interface DepositRow {
  id: number;
  user_id: number;
  payment_method_id: number;
  amount: number;
  currency_code: string;
  status: string;
  bonus_id: number | null;
  error_code: string | null;
  three_ds: { PaReq: string } | null;
  crypto: { network: string; address: string; qrData: string } | null;
  /** Redirect methods: authorises the provider page (`?t=`). */
  pay_token: string | null;
  /** Redirect methods: the same-origin path the provider page sends the player back to. */
  return_url: string | null;
  idempotency_key: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The dev provider's payment page of a redirect method (not a contract call). */
export const DEV_PAY_PATH = '/api/core/cashier/dev-pay';
/** The dev card issuer's 3-D Secure challenge page, shown in a frame of the deposit page (not a contract call). */
export const DEV_3DS_PATH = '/api/core/cashier/dev-3ds';

export const payPageUrl = (depositId: number, token: string): string =>
  `${DEV_PAY_PATH}/${depositId}?t=${encodeURIComponent(token)}`;
export const threeDsUrl = (depositId: number, paReq: string): string =>
  `${DEV_3DS_PATH}?MD=${depositId}&PaReq=${encodeURIComponent(paReq)}`;

export const toDeposit = (d: DepositRow): Deposit => ({
  id: d.id,
  paymentMethodId: d.payment_method_id,
  amount: round2(d.amount),
  currencyCode: d.currency_code,
  status: d.status as DepositStatus,
  bonusId: d.bonus_id,
  errorCode: d.error_code,
  createdAt: new Date(d.created_at).toISOString(),
  updatedAt: new Date(d.updated_at).toISOString(),
});

export const MODAL: Record<DepositStatus, string> = {
  success: 'deposit-success',
  failed: 'deposit-failed',
  declined: 'deposit-decline',
  cancelled: 'deposit-cancel',
  return: 'deposit-return',
  pending: 'deposit-pending',
};

/** Non-card, non-crypto methods: the amount's cents pick the provider's answer (see README). */
const CENT_OUTCOMES: Record<number, DepositStatus> = {
  1: 'failed',
  2: 'declined',
  3: 'cancelled',
  4: 'return',
  5: 'pending',
};

export function centOutcome(amount: number): { status: DepositStatus; errorCode: string | null } {
  const cents = Math.round((amount * 100) % 100);
  const status = CENT_OUTCOMES[cents] ?? 'success';
  const errorCode = status === 'failed' ? 'TRANSACTION_FAILED' : status === 'declined' ? 'PROVIDER_ERROR' : null;
  return { status, errorCode };
}

/**
 * A same-origin path: one leading `/` (not `//` or `/\`, which browsers read as another host), no backslash, no
 * whitespace or control characters (so nothing can split a header), and no `//` before the query.
 */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.length > 2000) return false;
  if (/[\\\s]/.test(value)) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  const pathPart = value.split(/[?#]/, 1)[0] ?? '';
  if (pathPart.includes('//')) return false;
  try {
    const base = 'http://same-origin.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** The return path with `depositId=<id>` added to its query (kept relative: the browser stays on its origin). */
export function returnTo(returnUrl: string | null, depositId: number): string {
  const base = 'http://same-origin.invalid';
  const url = new URL(returnUrl && isSameOriginPath(returnUrl) ? returnUrl : '/', base);
  url.searchParams.set('depositId', String(depositId));
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function depositRow(ctx: Ctx, id: number, userId?: number): Promise<DepositRow> {
  const row = await one<DepositRow>(ctx.db, 'SELECT * FROM deposits WHERE id = $1', [id]);
  if (!row || (userId !== undefined && row.user_id !== userId)) throw notFound(`Deposit ${id} not found`);
  return row;
}

/**
 * Moves a pending deposit to its final status: credits the wallet and pushes deposit/credit/balance, or
 * failedDeposit. Only a deposit still pending moves (two settlements at once: the second changes nothing and
 * answers the deposit as the first left it).
 */
export async function settleDeposit(
  ctx: Ctx,
  d: DepositRow,
  status: DepositStatus,
  errorCode: string | null = null,
): Promise<DepositRow> {
  const now = ctx.clock.now();
  const updated = await one<DepositRow>(
    ctx.db,
    "UPDATE deposits SET status = $2, error_code = $3, updated_at = $4 WHERE id = $1 AND status = 'pending' RETURNING *",
    [d.id, status, errorCode, now],
  );
  if (!updated) return (await one<DepositRow>(ctx.db, 'SELECT * FROM deposits WHERE id = $1', [d.id])) ?? d;
  if (status === 'success') {
    const u = await one<{ deposit_count: number }>(
      ctx.db,
      'UPDATE users SET deposit_count = deposit_count + 1, total_deposit = total_deposit + $2, deposit_wager_left = deposit_wager_left + $2 WHERE id = $1 RETURNING deposit_count',
      [d.user_id, d.amount],
    );
    await ctx.wallet.move(d.user_id, {
      cash: d.amount,
      type: 'deposit',
      description: `Deposit #${d.id}`,
      reason: 'deposit',
    });
    ctx.hub.emitToUser(d.user_id, 'deposit', {
      count: u?.deposit_count ?? 0,
      amount: round2(d.amount),
      currencyCode: d.currency_code,
    });
    await applyDepositBonus(ctx, d.user_id, d.amount);
  } else if (status !== 'pending') {
    await ctx.wallet.record(d.user_id, {
      type: 'deposit',
      amount: d.amount,
      wallet: 'cash',
      status: status === 'cancelled' ? 'cancelled' : 'failed',
      description: `Deposit #${d.id} ${status}`,
    });
    ctx.hub.emitToUser(d.user_id, 'failedDeposit', {
      amount: round2(d.amount),
      currencyCode: d.currency_code,
      status,
      errorCode,
    });
  }
  return updated;
}
