import type { FastifyInstance } from 'fastify';
import {
  PAGE_SIZE,
  calculateWithdrawal,
  cancelDeposit,
  cancelWithdrawal,
  confirmWithdrawal,
  createDeposit,
  getDeposit,
  getPayments,
  getPendingWithdrawals,
  getTransactions,
  getWallet,
  splitCommaList,
  threeDsWebhook,
  type Deposit,
  type DepositStatus,
  type PaymentMethod,
  type Withdrawal,
  type WithdrawalQuote,
} from '@casino/api-contract';
import { brandSettings } from '../data/reference';
import { activateBonus, applyDepositBonus } from '../lib/bonus';
import type { Ctx, UserRow } from '../lib/context';
import { isFrozen, isSelfExcluded } from '../lib/context';
import { all, one } from '../lib/db';
import { ApiError, badRequest, notFound, refused, route } from '../lib/http';
import { newToken, round2 } from '../lib/util';
import { activeBonuses, periodStart, reloadUser } from '../lib/views';

/** How many times a deposit is wagered before it can be withdrawn (the deposit's amount joins deposit_wager_left). */
const DEPOSIT_ROLLOVER = 1;

interface DepositRow {
  id: number;
  user_id: number;
  payment_method_id: number;
  amount: number;
  currency_code: string;
  status: string;
  bonus_id: number | null;
  error_code: string | null;
  three_ds: { PaReq: string } | null;
  created_at: Date;
  updated_at: Date;
}

const toDeposit = (d: DepositRow): Deposit => ({
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

const MODAL: Record<DepositStatus, string> = {
  success: 'deposit-success',
  failed: 'deposit-failed',
  declined: 'deposit-decline',
  cancelled: 'deposit-cancel',
  return: 'deposit-return',
  pending: 'deposit-pending',
};

/** Non-card, non-crypto methods: the amount's cents pick the provider's answer (see README). */
const CENT_OUTCOMES: Record<number, DepositStatus> = { 1: 'failed', 2: 'declined', 3: 'cancelled', 4: 'return', 5: 'pending' };

async function depositRow(ctx: Ctx, id: number, userId?: number): Promise<DepositRow> {
  const row = await one<DepositRow>(ctx.db, 'SELECT * FROM deposits WHERE id = $1', [id]);
  if (!row || (userId !== undefined && row.user_id !== userId)) throw notFound(`Deposit ${id} not found`);
  return row;
}

/** Moves a deposit to its final status: credits the wallet and pushes deposit/credit/balance, or failedDeposit. */
async function settleDeposit(ctx: Ctx, d: DepositRow, status: DepositStatus, errorCode: string | null = null): Promise<DepositRow> {
  const now = ctx.clock.now();
  const updated = await one<DepositRow>(ctx.db, 'UPDATE deposits SET status = $2, error_code = $3, updated_at = $4 WHERE id = $1 RETURNING *', [d.id, status, errorCode, now]);
  if (status === 'success') {
    const u = await one<{ deposit_count: number }>(
      ctx.db,
      'UPDATE users SET deposit_count = deposit_count + 1, total_deposit = total_deposit + $2, deposit_wager_left = deposit_wager_left + $2 WHERE id = $1 RETURNING deposit_count',
      [d.user_id, d.amount],
    );
    await ctx.wallet.move(d.user_id, { cash: d.amount, type: 'deposit', description: `Deposit #${d.id}`, reason: 'deposit' });
    ctx.hub.emitToUser(d.user_id, 'deposit', { count: u?.deposit_count ?? 0, amount: round2(d.amount), currencyCode: d.currency_code });
    await applyDepositBonus(ctx, d.user_id, d.amount);
  } else if (status !== 'pending') {
    await ctx.wallet.record(d.user_id, { type: 'deposit', amount: d.amount, wallet: 'cash', status: status === 'cancelled' ? 'cancelled' : 'failed', description: `Deposit #${d.id} ${status}` });
    ctx.hub.emitToUser(d.user_id, 'failedDeposit', { amount: round2(d.amount), currencyCode: d.currency_code, status, errorCode });
  }
  return updated ?? d;
}

function methodAllows(m: PaymentMethod, user: UserRow, country: string, currency: string): string | null {
  if (m.allowedCurrencies.length && !m.allowedCurrencies.includes(currency)) return 'currency';
  if (m.restrictedCurrencies.includes(currency)) return 'currency';
  if (m.allowedCountries.length && !m.allowedCountries.includes(country)) return 'country';
  if (m.restrictedCountries.includes(country)) return 'country';
  const tags = m.allowTags ?? m.allowedTags ?? [];
  if (tags.length && !tags.some((t) => user.tags.includes(t))) return 'tag';
  if (m.allowEmails.length && !m.allowEmails.includes(user.email)) return 'email';
  return null;
}

const NETWORK_FEES: Record<string, number> = { BTC: 2.5, ERC20: 5, TRC20: 1, BEP20: 0.5 };

function quote(method: 'bank' | 'upi' | 'crypto', amount: number, currency: string, network?: string): WithdrawalQuote {
  if (!(amount > 0)) throw refused('CALCULATION_ERROR', 'The amount must be above zero');
  const fee = method === 'bank' ? 1.5 : method === 'crypto' ? round2(amount * 0.01) : 0;
  const networkFee = method === 'crypto' ? (NETWORK_FEES[network ?? 'TRC20'] ?? 1) : 0;
  const receive = round2(amount - fee - networkFee);
  if (receive <= 0) throw refused('CALCULATION_ERROR', 'The amount does not cover the fees', { fee, networkFee });
  return { creditAmount: round2(amount), receiveAmount: receive, fee, networkFee, currencyCode: currency };
}

interface WithdrawalRow {
  id: number;
  user_id: number;
  method: 'bank' | 'upi' | 'crypto';
  amount: number;
  fee: number;
  network_fee: number;
  receive_amount: number;
  currency_code: string;
  status: string;
  created_at: Date;
  updated_at: Date;
}
const toWithdrawal = (w: WithdrawalRow): Withdrawal => ({
  id: w.id,
  method: w.method,
  amount: round2(w.amount),
  fee: round2(w.fee),
  networkFee: round2(w.network_fee),
  receiveAmount: round2(w.receive_amount),
  currencyCode: w.currency_code,
  status: w.status as Withdrawal['status'],
  createdAt: new Date(w.created_at).toISOString(),
  updatedAt: new Date(w.updated_at).toISOString(),
});

/** Requests move on with time: requested -> pending after 1 h -> confirmed after 24 h (dev clock). */
async function progressWithdrawals(ctx: Ctx, userId: number) {
  const now = ctx.clock.now();
  await ctx.db.query("UPDATE withdrawals SET status = 'confirmed', updated_at = $2 WHERE user_id = $1 AND status IN ('requested','pending') AND created_at <= $3", [
    userId,
    now,
    new Date(now.getTime() - 24 * 3_600_000),
  ]);
  await ctx.db.query("UPDATE withdrawals SET status = 'pending', updated_at = $2 WHERE user_id = $1 AND status = 'requested' AND created_at <= $3", [
    userId,
    now,
    new Date(now.getTime() - 3_600_000),
  ]);
}

export function registerCashierRoutes(app: FastifyInstance, ctx: Ctx): void {
  route(app, ctx, getPayments, async () => {
    const rows = await all<{ def: PaymentMethod }>(ctx.db, 'SELECT def FROM payment_methods ORDER BY id');
    return rows.map((r) => r.def);
  });

  route(app, ctx, createDeposit, async ({ body, user, req }) => {
    const now = ctx.clock.now();
    if (isSelfExcluded(user, now)) throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
    if (isFrozen(user, now)) throw refused('ACCOUNT_FROZEN', 'The account is frozen');
    const m = (await one<{ def: PaymentMethod }>(ctx.db, 'SELECT def FROM payment_methods WHERE id = $1', [body.paymentMethodId]))?.def;
    if (!m) throw notFound(`Payment method ${body.paymentMethodId} not found`);
    if (!m.isActive) throw refused('PROVIDER_ERROR', `${m.title} is not available right now`);
    if (!(body.amount > 0)) throw refused('AMOUNT_BELOW_ZERO', 'The amount must be above zero');
    const currency = body.currencyCode ?? user.currency_code;
    const geo = ctx.geoOf(req);
    const country = user.country_code ?? geo.country;
    const settings = brandSettings(user.brand ?? 'curacao');
    if (splitCommaList(settings.excludedCountryCodeList).includes(geo.country)) {
      throw refused('DEPOSIT_COUNTRY_BLOCK', `Deposits are not available from ${geo.country}; check your VPN`, { country: geo.country });
    }
    const blocked = methodAllows(m, user, country, currency);
    if (blocked === 'currency') throw refused('PAYMENT_SERVICE_ERROR', `${m.title} does not support ${currency}`);
    if (blocked) throw refused('DEPOSIT_COUNTRY_BLOCK', `${m.title} is not available for this account (${blocked})`, { reason: blocked });
    if (body.amount < m.minAmount || body.amount > m.maxAmount) {
      throw refused('PAYMENT_PROVIDER_LIMIT_THRESHOLD', `Keep the amount between ${m.minAmount} and ${m.maxAmount}`, { min: m.minAmount, max: m.maxAmount });
    }
    if (m.paymentMethod === 'ewallet' && m.allowedCountries.includes('TR') && !user.phone) {
      throw refused('PHONE_ERROR', `${m.title} needs a phone number in your profile`);
    }
    for (const period of [0, 1, 2] as const) {
      const limit = await one<{ amount: number }>(ctx.db, "SELECT amount FROM limits WHERE user_id = $1 AND type = 'deposit' AND period = $2", [user.id, period]);
      if (!limit) continue;
      const used = await one<{ s: number | null }>(ctx.db, "SELECT sum(amount) AS s FROM deposits WHERE user_id = $1 AND status = 'success' AND created_at >= $2", [
        user.id,
        periodStart(period, now),
      ]);
      if ((used?.s ?? 0) + body.amount > limit.amount) {
        throw refused('PAYMENT_LIMIT_THRESHOLD', `Deposit limit reached (${limit.amount} ${['daily', 'weekly', 'monthly'][period]})`, {
          period,
          limit: limit.amount,
          used: round2(used?.s ?? 0),
        });
      }
    }
    if (m.isCardForm && !body.card) throw badRequest('Card details are required for this method', [{ path: 'body.card', message: 'Required' }]);
    if (body.card) {
      const [mm, yy] = body.card.expiry.split('/').map(Number);
      const expiryEnd = Date.UTC(2000 + (yy ?? 0), mm ?? 0, 1);
      if (expiryEnd <= now.getTime()) throw badRequest('The card has expired', [{ path: 'body.card.expiry', message: 'In the past' }]);
    }
    if (body.bonusId) {
      const waiting = await one(ctx.db, "SELECT 1 FROM user_bonuses WHERE user_id = $1 AND bonus_id = $2 AND status = 'claimed'", [user.id, body.bonusId]);
      if (!waiting) await activateBonus(ctx, user, body.bonusId, { confirmCancelActive: true });
    }

    let status: DepositStatus = 'success';
    let errorCode: string | null = null;
    let threeDs: { acsUrl: string; PaReq: string; MD: string } | null = null;
    let crypto: { network: string; address: string; qrData: string } | null = null;
    if (body.card) {
      const last4 = body.card.number.slice(-4);
      if (last4 === '0002') [status, errorCode] = ['declined', 'TRANSACTION_FAILED'];
      else if (last4 === '0069') [status, errorCode] = ['failed', 'PROVIDER_ERROR'];
      else if (last4 === '3220') status = 'pending';
    } else if (m.paymentMethod === 'crypto') {
      const network = body.network ?? m.networks[0] ?? 'BTC';
      if (!m.networks.includes(network)) throw badRequest(`Unknown network ${network}`, [{ path: 'body.network', message: `one of ${m.networks.join(', ')}` }]);
      status = 'pending';
      const address = `dev${network.toLowerCase()}${newToken(18).replace(/[^a-zA-Z0-9]/g, '')}`;
      crypto = { network, address, qrData: `${network.toLowerCase()}:${address}?amount=${body.amount}` };
    } else {
      const cents = Math.round((body.amount * 100) % 100);
      status = CENT_OUTCOMES[cents] ?? 'success';
      if (status === 'failed') errorCode = 'TRANSACTION_FAILED';
      if (status === 'declined') errorCode = 'PROVIDER_ERROR';
    }
    const created = await one<DepositRow>(
      ctx.db,
      `INSERT INTO deposits (user_id, payment_method_id, amount, currency_code, status, bonus_id, created_at, updated_at)
       VALUES ($1,$2,$3,$4,'pending',$5,$6,$6) RETURNING *`,
      [user.id, m.id, round2(body.amount), currency, body.bonusId ?? null, now],
    );
    if (!created) throw new Error('deposit insert failed');
    if (body.card && status === 'pending') {
      threeDs = { acsUrl: '/__dev/3ds', PaReq: `pareq-${newToken(9)}`, MD: String(created.id) };
      await ctx.db.query('UPDATE deposits SET three_ds = $2 WHERE id = $1', [created.id, JSON.stringify({ PaReq: threeDs.PaReq })]);
    }
    const final = status === 'pending' ? created : await settleDeposit(ctx, created, status, errorCode);
    const fresh = await reloadUser(ctx.db, user.id);
    return { deposit: toDeposit(final), threeDs, crypto, modal: MODAL[status], depositCount: fresh.deposit_count };
  });

  route(app, ctx, getDeposit, async ({ params, user }) => ({ deposit: toDeposit(await depositRow(ctx, params.id, user.id)) }));

  route(app, ctx, cancelDeposit, async ({ body, user }) => {
    const d = await depositRow(ctx, body.depositId, user.id);
    if (d.status !== 'pending') throw refused('INVALID_STATE', `A ${d.status} deposit cannot be cancelled`);
    return { deposit: toDeposit(await settleDeposit(ctx, d, 'cancelled')) };
  });

  route(app, ctx, threeDsWebhook, async ({ body }) => {
    if (!/^\d+$/.test(body.MD)) throw badRequest('MD must be a deposit id', [{ path: 'body.MD', message: 'Expected digits' }]);
    const d = await depositRow(ctx, Number(body.MD));
    if (d.status !== 'pending' || !d.three_ds) throw refused('INVALID_STATE', `Deposit ${d.id} is not waiting for 3-D Secure`);
    if (body.PaReq !== d.three_ds.PaReq) {
      const failed = await settleDeposit(ctx, d, 'failed', 'TRANSACTION_FAILED');
      return { deposit: toDeposit(failed), modal: MODAL.failed };
    }
    const done = await settleDeposit(ctx, d, 'success');
    return { deposit: toDeposit(done), modal: 'deposit-3ds-success' };
  });

  route(app, ctx, getWallet, async ({ user }) => {
    const fresh = await reloadUser(ctx.db, user.id);
    const active = (await activeBonuses(ctx.db, user.id)).find((b) => b.def.type !== 'freespins') ?? null;
    return {
      currencyCode: fresh.currency_code,
      balance: round2(fresh.cash + fresh.non_cash),
      realMoney: round2(fresh.cash),
      bonusBalance: round2(fresh.non_cash),
      wager: active ? round2(Math.max(0, active.wager_required - active.wagered)) : 0,
      depositWager: round2(Math.max(0, fresh.deposit_wager_left)),
      // Each deposit is played through once before it can be withdrawn (deposit_wager_left grows by the deposit).
      rollover: DEPOSIT_ROLLOVER,
      activeBonus: active ? { userBonusId: active.id, name: active.def.name, wagerRequired: round2(active.wager_required) } : null,
    };
  });

  route(app, ctx, getTransactions, async ({ query, user }) => {
    const limit = Math.min(Math.max(query.limit ?? PAGE_SIZE, 1), 100);
    const page = Math.max(query.pageNo ?? 1, 1);
    const conds = ['user_id = $1'];
    const params: unknown[] = [user.id];
    if (query.type) {
      params.push(query.type);
      conds.push(`type = $${params.length}`);
    }
    if (query.status) {
      params.push(query.status);
      conds.push(`status = $${params.length}`);
    }
    const where = conds.join(' AND ');
    const count = await one<{ n: number }>(ctx.db, `SELECT count(*)::int AS n FROM transactions WHERE ${where}`, params);
    const rows = await all<{ id: number; type: string; amount: number; wallet: string; currency_code: string; status: string; description: string; created_at: Date }>(
      ctx.db,
      `SELECT * FROM transactions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    );
    return {
      count: count?.n ?? 0,
      rows: rows.map((r) => ({
        id: r.id,
        type: r.type as never,
        amount: round2(r.amount),
        wallet: r.wallet as 'cash' | 'bonus',
        currencyCode: r.currency_code,
        status: r.status as never,
        description: r.description,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  });

  route(app, ctx, calculateWithdrawal, async ({ body, user }) => {
    const q = quote(body.method, body.amount, user.currency_code, body.network);
    if (body.amount > user.cash) throw refused('INSUFFICIENT_FUNDS', 'The amount is above your cash balance', { cash: round2(user.cash) });
    return q;
  });

  route(app, ctx, confirmWithdrawal, async ({ body, user }) => {
    if (user.deposit_count === 0) throw refused('DEPOSIT_REQUIRED', 'Cashing out needs at least one successful deposit');
    if (!user.is_email_verified) throw refused('REQUIRED_EMAIL_VERIFICATION', 'Verify your email before cashing out');
    const active = (await activeBonuses(ctx.db, user.id)).filter((b) => b.def.type !== 'freespins');
    if (active[0]) throw refused('ACTIVE_BONUS', 'No withdrawal while a bonus is active', { activeUserBonusId: active[0].id });
    if (user.deposit_wager_left > 0) throw refused('WAGER_NOT_FINISHED', 'Wager your deposit before cashing out', { wagerLeft: round2(user.deposit_wager_left) });
    const network = body.method === 'crypto' ? body.details.network : undefined;
    const q = quote(body.method, body.amount, user.currency_code, network);
    if (body.amount > user.cash) throw refused('INSUFFICIENT_FUNDS', 'The amount is above your cash balance', { cash: round2(user.cash) });
    const now = ctx.clock.now();
    await ctx.wallet.move(user.id, { cash: -body.amount, type: 'withdrawal', description: `Withdrawal (${body.method})`, reason: 'withdrawal', status: 'pending' });
    const w = await one<WithdrawalRow>(
      ctx.db,
      `INSERT INTO withdrawals (user_id, method, amount, fee, network_fee, receive_amount, currency_code, details, status, created_at, updated_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,'requested',$9,$9) RETURNING *`,
      [user.id, body.method, q.creditAmount, q.fee, q.networkFee, q.receiveAmount, q.currencyCode, JSON.stringify(body.details), now],
    );
    if (!w) throw new ApiError(500, 'WITHDRAWAL_ERROR', 'Withdrawal could not be created');
    return { withdrawal: toWithdrawal(w) };
  });

  route(app, ctx, getPendingWithdrawals, async ({ user }) => {
    await progressWithdrawals(ctx, user.id);
    const rows = await all<WithdrawalRow>(ctx.db, "SELECT * FROM withdrawals WHERE user_id = $1 AND status IN ('requested','pending') ORDER BY id DESC", [user.id]);
    return rows.map(toWithdrawal);
  });

  route(app, ctx, cancelWithdrawal, async ({ body, user }) => {
    await progressWithdrawals(ctx, user.id);
    const w = await one<WithdrawalRow>(ctx.db, 'SELECT * FROM withdrawals WHERE id = $1 AND user_id = $2', [body.withdrawalId, user.id]);
    if (!w) throw notFound(`Withdrawal ${body.withdrawalId} not found`);
    if (w.status !== 'requested' && w.status !== 'pending') throw refused('INVALID_STATE', `A ${w.status} withdrawal cannot be cancelled`);
    const updated = await one<WithdrawalRow>(ctx.db, "UPDATE withdrawals SET status = 'cancelled', updated_at = $2 WHERE id = $1 RETURNING *", [w.id, ctx.clock.now()]);
    // Unlocks the funds without fees.
    await ctx.wallet.move(user.id, { cash: w.amount, type: 'withdrawal', description: `Withdrawal #${w.id} cancelled`, reason: 'withdrawal_cancel' });
    return { withdrawal: toWithdrawal(updated ?? w) };
  });
}
