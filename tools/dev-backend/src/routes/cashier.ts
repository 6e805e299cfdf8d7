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
  getWithdrawalEligibility,
  getWithdrawals,
  marketRules,
  splitCommaList,
  threeDsWebhook,
  type DepositStatus,
  type PaymentMethod,
  type Withdrawal,
  type WithdrawalBlock,
  type WithdrawalQuote,
} from '@casino/api-contract';
import { INSTANT_WITHDRAWAL_LIMIT, KYC_REQUIRED_TAG, WITHDRAWAL_REJECT_REASON } from '../data/catalog';
import { brandSettings } from '../data/reference';
import { activateBonus } from '../lib/bonus';
import type { Ctx, UserRow } from '../lib/context';
import { DAY_MS } from '../lib/clock';
import { isFrozen, isSelfExcluded } from '../lib/context';
import { all, one } from '../lib/db';
import {
  MODAL,
  centOutcome,
  depositRow,
  isSameOriginPath,
  payPageUrl,
  settleDeposit,
  threeDsUrl,
  toDeposit,
  type DepositRow,
} from '../lib/deposits';
import { ApiError, badRequest, notFound, refused, route, type RouteInput } from '../lib/http';
import { applyDueLimits } from '../lib/limits';
import { KeyedQueue, newToken, round2 } from '../lib/util';
import { activeBonuses, periodStart, reloadUser } from '../lib/views';
import { playerMarket, requireMandatoryLimits, reviewDocuments } from './responsible';

/** How many times a deposit is wagered before it can be withdrawn (the deposit's amount joins deposit_wager_left). */
const DEPOSIT_ROLLOVER = 1;

type CreateDepositInput = RouteInput<typeof createDeposit>;

/** The deposit answer, from the deposit as it stands: the first answer and every repeat of its idempotency key. */
async function depositAnswer(ctx: Ctx, d: DepositRow) {
  const fresh = await reloadUser(ctx.db, d.user_id);
  return {
    deposit: toDeposit(d),
    threeDs: d.three_ds
      ? { acsUrl: threeDsUrl(d.id, d.three_ds.PaReq), PaReq: d.three_ds.PaReq, MD: String(d.id) }
      : null,
    crypto: d.crypto,
    redirect: d.pay_token ? { url: payPageUrl(d.id, d.pay_token) } : null,
    modal: MODAL[d.status as DepositStatus],
    depositCount: fresh.deposit_count,
  };
}

const depositByKey = (ctx: Ctx, userId: number, key: string) =>
  one<DepositRow>(ctx.db, 'SELECT * FROM deposits WHERE user_id = $1 AND idempotency_key = $2', [userId, key]);

/** Creates a deposit and answers it (the idempotency key, if any, is stored with it). */
async function createDepositNow(ctx: Ctx, { body, user, req }: CreateDepositInput) {
  const now = ctx.clock.now();
  if (isSelfExcluded(user, now)) throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
  if (isFrozen(user, now)) throw refused('ACCOUNT_FROZEN', 'The account is frozen');
  if (!user.is_email_verified) throw refused('REQUIRED_EMAIL_VERIFICATION', 'Verify your email before depositing');
  await requireMandatoryLimits(ctx, user.id, playerMarket(user, req));
  const m = (
    await one<{ def: PaymentMethod }>(ctx.db, 'SELECT def FROM payment_methods WHERE id = $1', [body.paymentMethodId])
  )?.def;
  if (!m) throw notFound(`Payment method ${body.paymentMethodId} not found`);
  if (!m.isActive) throw refused('PROVIDER_ERROR', `${m.title} is not available right now`);
  if (!(body.amount > 0)) throw refused('AMOUNT_BELOW_ZERO', 'The amount must be above zero');
  const currency = body.currencyCode ?? user.currency_code;
  const geo = ctx.geoOf(req);
  const country = user.country_code ?? geo.country;
  const settings = brandSettings(user.brand ?? 'curacao');
  if (splitCommaList(settings.excludedCountryCodeList).includes(geo.country)) {
    throw refused('DEPOSIT_COUNTRY_BLOCK', `Deposits are not available from ${geo.country}; check your VPN`, {
      country: geo.country,
    });
  }
  const blocked = methodAllows(m, user, country, currency);
  if (blocked === 'currency') throw refused('PAYMENT_SERVICE_ERROR', `${m.title} does not support ${currency}`);
  if (blocked)
    throw refused('DEPOSIT_COUNTRY_BLOCK', `${m.title} is not available for this account (${blocked})`, {
      reason: blocked,
    });
  if (body.amount < m.minAmount || body.amount > m.maxAmount) {
    throw refused('PAYMENT_PROVIDER_LIMIT_THRESHOLD', `Keep the amount between ${m.minAmount} and ${m.maxAmount}`, {
      min: m.minAmount,
      max: m.maxAmount,
    });
  }
  if (m.paymentMethod === 'ewallet' && m.allowedCountries.includes('TR') && !user.phone) {
    throw refused('PHONE_ERROR', `${m.title} needs a phone number in your profile`);
  }
  // An increase whose delay has passed counts from now on.
  await applyDueLimits(ctx.db, user.id, now);
  for (const period of [0, 1, 2] as const) {
    const limit = await one<{ amount: number }>(
      ctx.db,
      "SELECT amount FROM limits WHERE user_id = $1 AND type = 'deposit' AND period = $2",
      [user.id, period],
    );
    if (!limit) continue;
    const used = await one<{ s: number | null }>(
      ctx.db,
      "SELECT sum(amount) AS s FROM deposits WHERE user_id = $1 AND status = 'success' AND created_at >= $2",
      [user.id, periodStart(period, now)],
    );
    if ((used?.s ?? 0) + body.amount > limit.amount) {
      throw refused(
        'PAYMENT_LIMIT_THRESHOLD',
        `Deposit limit reached (${limit.amount} ${['daily', 'weekly', 'monthly'][period]})`,
        {
          period,
          limit: limit.amount,
          used: round2(used?.s ?? 0),
        },
      );
    }
  }
  if (m.isCardForm && !body.card)
    throw badRequest('Card details are required for this method', [{ path: 'body.card', message: 'Required' }]);
  if (body.card) {
    const [mm, yy] = body.card.expiry.split('/').map(Number);
    const expiryEnd = Date.UTC(2000 + (yy ?? 0), mm ?? 0, 1);
    if (expiryEnd <= now.getTime())
      throw badRequest('The card has expired', [{ path: 'body.card.expiry', message: 'In the past' }]);
  }
  if (body.bonusId) {
    const waiting = await one(
      ctx.db,
      "SELECT 1 FROM user_bonuses WHERE user_id = $1 AND bonus_id = $2 AND status = 'claimed'",
      [user.id, body.bonusId],
    );
    if (!waiting) await activateBonus(ctx, user, body.bonusId, { confirmCancelActive: true });
  }

  let status: DepositStatus = 'success';
  let errorCode: string | null = null;
  let crypto: DepositRow['crypto'] = null;
  let payToken: string | null = null;
  if (body.card) {
    const last4 = body.card.number.slice(-4);
    if (last4 === '0002') [status, errorCode] = ['declined', 'TRANSACTION_FAILED'];
    else if (last4 === '0069') [status, errorCode] = ['failed', 'PROVIDER_ERROR'];
    else if (last4 === '3220') status = 'pending';
  } else if (m.paymentMethod === 'crypto') {
    const network = body.network ?? m.networks[0] ?? 'BTC';
    if (!m.networks.includes(network))
      throw badRequest(`Unknown network ${network}`, [
        { path: 'body.network', message: `one of ${m.networks.join(', ')}` },
      ]);
    status = 'pending';
    const address = `dev${network.toLowerCase()}${newToken(18).replace(/[^a-zA-Z0-9]/g, '')}`;
    crypto = { network, address, qrData: `${network.toLowerCase()}:${address}?amount=${body.amount}` };
  } else if (body.returnUrl) {
    // Paid at the provider's site (the dev pay page), which sends the player back to returnUrl.
    status = 'pending';
    payToken = newToken(24);
  } else {
    ({ status, errorCode } = centOutcome(body.amount));
  }
  const key = body.idempotencyKey ?? null;
  const created = await one<DepositRow>(
    ctx.db,
    `INSERT INTO deposits (user_id, payment_method_id, amount, currency_code, status, bonus_id, crypto, pay_token, return_url, idempotency_key, created_at, updated_at)
     VALUES ($1,$2,$3,$4,'pending',$5,$6,$7,$8,$9,$10,$10)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING *`,
    [
      user.id,
      m.id,
      round2(body.amount),
      currency,
      body.bonusId ?? null,
      crypto ? JSON.stringify(crypto) : null,
      payToken,
      payToken ? body.returnUrl : null,
      key,
      now,
    ],
  );
  if (!created) {
    // The key was taken meanwhile (another process on the same database): answer that deposit.
    const first = key ? await depositByKey(ctx, user.id, key) : null;
    if (!first) throw new Error('deposit insert failed');
    return depositAnswer(ctx, first);
  }
  let final = created;
  if (body.card && status === 'pending') {
    final =
      (await one<DepositRow>(ctx.db, 'UPDATE deposits SET three_ds = $2 WHERE id = $1 RETURNING *', [
        created.id,
        JSON.stringify({ PaReq: `pareq-${newToken(9)}` }),
      ])) ?? created;
  }
  if (status !== 'pending') final = await settleDeposit(ctx, created, status, errorCode);
  return depositAnswer(ctx, final);
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

type WithdrawalStatus = Withdrawal['status'];
interface TimelineEntry {
  status: WithdrawalStatus;
  at: string;
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
  instant: boolean;
  timeline: TimelineEntry[];
  reject_reason: string | null;
  created_at: Date;
  updated_at: Date;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** When a request turns pending and when it is paid, after its creation (dev clock). */
const WITHDRAWAL_STEPS = {
  instant: { pendingMs: MINUTE_MS, confirmMs: 10 * MINUTE_MS },
  standard: { pendingMs: HOUR_MS, confirmMs: 24 * HOUR_MS },
} as const;
const FINAL_WITHDRAWAL_STATUSES: readonly string[] = ['confirmed', 'rejected', 'cancelled'];
const stepsOf = (w: Pick<WithdrawalRow, 'instant'>) =>
  w.instant ? WITHDRAWAL_STEPS.instant : WITHDRAWAL_STEPS.standard;
/** Amounts ending in .66 are rejected by the back office where they would be confirmed. */
const rejectedByBackOffice = (amount: number) => Math.round(amount * 100) % 100 === 66;

/** `kycApproved`: a request that is not final waits for `review`, else for a KYC `document`. */
const toWithdrawal = (w: WithdrawalRow, kycApproved: boolean): Withdrawal => {
  const final = FINAL_WITHDRAWAL_STATUSES.includes(w.status);
  return {
    id: w.id,
    method: w.method,
    amount: round2(w.amount),
    fee: round2(w.fee),
    networkFee: round2(w.network_fee),
    receiveAmount: round2(w.receive_amount),
    currencyCode: w.currency_code,
    status: w.status as WithdrawalStatus,
    createdAt: new Date(w.created_at).toISOString(),
    updatedAt: new Date(w.updated_at).toISOString(),
    timeline: w.timeline.map((t) => ({ status: t.status, at: new Date(t.at).toISOString() })),
    expectedBy: final ? null : new Date(new Date(w.created_at).getTime() + stepsOf(w).confirmMs).toISOString(),
    waitingFor: final ? null : kycApproved ? 'review' : 'document',
    instant: w.instant,
    rejectReason: w.reject_reason,
  };
};

/** The player's KYC status, with uploads due for review reviewed first (as the documents page would). */
async function kycApproved(ctx: Ctx, user: UserRow): Promise<boolean> {
  return user.kyc_status === 'APPROVED' || (await reviewDocuments(ctx, user)) === 'APPROVED';
}

/**
 * Requests move on with time (dev clock): requested -> pending after 1 h -> confirmed after 24 h; instant ones after
 * 1 min and 10 min. A player whose KYC is not approved waits at pending (for a document) until it is. Amounts ending
 * in .66 are rejected instead of confirmed, and the money goes back to cash. Each step is added to the timeline at
 * the time it would have happened (the due time, or the KYC approval if that came later), not the time it is seen.
 * Answers whether the player's KYC is approved.
 */
async function progressWithdrawals(ctx: Ctx, user: UserRow): Promise<boolean> {
  const rows = await all<WithdrawalRow>(
    ctx.db,
    "SELECT * FROM withdrawals WHERE user_id = $1 AND status IN ('requested','pending') ORDER BY id",
    [user.id],
  );
  if (rows.length === 0) return user.kyc_status === 'APPROVED';
  const approved = await kycApproved(ctx, user);
  const nowMs = ctx.clock.nowMs();
  let approvedAtMs = 0;
  if (approved) {
    const last = await one<{ at: Date | null }>(
      ctx.db,
      "SELECT max(reviewed_at) AS at FROM documents WHERE user_id = $1 AND status = 'confirmed'",
      [user.id],
    );
    approvedAtMs = last?.at ? new Date(last.at).getTime() : 0;
  }
  for (const w of rows) {
    const createdMs = new Date(w.created_at).getTime();
    const { pendingMs, confirmMs } = stepsOf(w);
    const timeline = [...w.timeline];
    let status = w.status as WithdrawalStatus;
    let atMs = new Date(w.updated_at).getTime();
    let rejectReason: string | null = null;
    if (status === 'requested' && nowMs >= createdMs + pendingMs) {
      status = 'pending';
      atMs = createdMs + pendingMs;
      timeline.push({ status, at: new Date(atMs).toISOString() });
    }
    if (status === 'pending' && approved && nowMs >= createdMs + confirmMs) {
      status = rejectedByBackOffice(w.amount) ? 'rejected' : 'confirmed';
      atMs = Math.min(nowMs, Math.max(createdMs + confirmMs, approvedAtMs));
      if (status === 'rejected') rejectReason = WITHDRAWAL_REJECT_REASON;
      timeline.push({ status, at: new Date(atMs).toISOString() });
    }
    if (status === w.status) continue;
    // Only from the status read above: a concurrent call that moved it first wins, and the refund happens once.
    const moved = await one<{ id: number }>(
      ctx.db,
      'UPDATE withdrawals SET status = $2, timeline = $3, reject_reason = $4, updated_at = $5 WHERE id = $1 AND status = $6 RETURNING id',
      [w.id, status, JSON.stringify(timeline), rejectReason, new Date(atMs), w.status],
    );
    if (moved && status === 'rejected') {
      await ctx.wallet.move(user.id, {
        cash: w.amount,
        type: 'withdrawal',
        description: `Withdrawal #${w.id} rejected: refund`,
        reason: 'withdrawal_rejected',
      });
    }
  }
  return approved;
}

/** Today's instant withdrawals (UTC day on the dev clock, as the daily limits count) that were not cancelled. */
async function instantUsed(ctx: Ctx, userId: number): Promise<number> {
  const row = await one<{ s: number | null }>(
    ctx.db,
    "SELECT sum(amount) AS s FROM withdrawals WHERE user_id = $1 AND instant AND status <> 'cancelled' AND created_at >= $2",
    [userId, periodStart(0, ctx.clock.now())],
  );
  return round2(row?.s ?? 0);
}

/** The documents a KYC_REQUIRED block asks for. */
const KYC_DOCUMENTS = ['identity', 'address'];

/**
 * Every unmet condition of a withdrawal, in the order a player would fix them. Self-exclusion and a freeze do not
 * block: a self-excluded or frozen player stays signed in and may only withdraw (calculate, confirm, cancel).
 */
async function withdrawalBlocks(ctx: Ctx, user: UserRow): Promise<WithdrawalBlock[]> {
  const blocks: WithdrawalBlock[] = [];
  if (user.deposit_count === 0) blocks.push({ code: 'DEPOSIT_REQUIRED' });
  if (!user.is_email_verified) blocks.push({ code: 'REQUIRED_EMAIL_VERIFICATION' });
  // Free spins are played at the game's stake: they keep no bonus money back.
  const active = (await activeBonuses(ctx.db, user.id)).find((b) => b.def.type !== 'freespins');
  if (active) blocks.push({ code: 'ACTIVE_BONUS', details: { activeUserBonusId: active.id, name: active.def.name } });
  if (user.deposit_wager_left > 0)
    blocks.push({ code: 'WAGER_NOT_FINISHED', details: { wagerLeft: round2(user.deposit_wager_left) } });
  if (user.tags.includes(KYC_REQUIRED_TAG) && !(await kycApproved(ctx, user)))
    blocks.push({ code: 'KYC_REQUIRED', details: { documents: KYC_DOCUMENTS } });
  return blocks;
}

const BLOCK_MESSAGES: Record<WithdrawalBlock['code'], string> = {
  DEPOSIT_REQUIRED: 'Cashing out needs at least one successful deposit',
  REQUIRED_EMAIL_VERIFICATION: 'Verify your email before cashing out',
  ACTIVE_BONUS: 'No withdrawal while a bonus is active',
  WAGER_NOT_FINISHED: 'Wager your deposit before cashing out',
  KYC_REQUIRED: 'Upload your identity and address documents before cashing out',
};

/** The crypto networks of the payment methods that pay out, in the catalogue's order. */
async function withdrawalNetworks(ctx: Ctx): Promise<string[]> {
  const rows = await all<{ def: PaymentMethod }>(ctx.db, 'SELECT def FROM payment_methods ORDER BY id');
  const networks = rows
    .map((r) => r.def)
    .filter((m) => m.paymentMethod === 'crypto' && m.withdrawalExist && m.isActive)
    .flatMap((m) => m.networks);
  return [...new Set(networks)];
}

export function registerCashierRoutes(app: FastifyInstance, ctx: Ctx): void {
  route(app, ctx, getPayments, async () => {
    const rows = await all<{ def: PaymentMethod }>(ctx.db, 'SELECT def FROM payment_methods ORDER BY id');
    return rows.map((r) => r.def);
  });

  // One deposit per idempotency key and player: sends with the same key wait for each other (in this process), and
  // every one after the first answers the deposit the first created, as it stands now.
  const depositKeys = new KeyedQueue();
  route(app, ctx, createDeposit, async (input) => {
    const { body, user } = input;
    if (body.returnUrl !== undefined && !isSameOriginPath(body.returnUrl)) {
      throw badRequest('returnUrl must be a path on this site', [
        { path: 'body.returnUrl', message: 'A same-origin path: one leading /, no //, no backslash' },
      ]);
    }
    const key = body.idempotencyKey;
    if (!key) return createDepositNow(ctx, input);
    return depositKeys.run(`${user.id}:${key}`, async () => {
      const first = await depositByKey(ctx, user.id, key);
      return first ? depositAnswer(ctx, first) : createDepositNow(ctx, input);
    });
  });

  route(app, ctx, getDeposit, async ({ params, user }) => ({
    deposit: toDeposit(await depositRow(ctx, params.id, user.id)),
  }));

  route(app, ctx, cancelDeposit, async ({ body, user }) => {
    const d = await depositRow(ctx, body.depositId, user.id);
    if (d.status !== 'pending') throw refused('INVALID_STATE', `A ${d.status} deposit cannot be cancelled`);
    return { deposit: toDeposit(await settleDeposit(ctx, d, 'cancelled')) };
  });

  route(app, ctx, threeDsWebhook, async ({ body }) => {
    if (!/^\d+$/.test(body.MD))
      throw badRequest('MD must be a deposit id', [{ path: 'body.MD', message: 'Expected digits' }]);
    const d = await depositRow(ctx, Number(body.MD));
    if (d.status !== 'pending' || !d.three_ds)
      throw refused('INVALID_STATE', `Deposit ${d.id} is not waiting for 3-D Secure`);
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
      activeBonus: active
        ? { userBonusId: active.id, name: active.def.name, wagerRequired: round2(active.wager_required) }
        : null,
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
    // Calendar days in UTC, both included: from the start of `from` to the end of `to`.
    if (query.from) {
      params.push(new Date(`${query.from}T00:00:00.000Z`));
      conds.push(`created_at >= $${params.length}`);
    }
    if (query.to) {
      params.push(new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS));
      conds.push(`created_at < $${params.length}`);
    }
    const where = conds.join(' AND ');
    const count = await one<{ n: number }>(
      ctx.db,
      `SELECT count(*)::int AS n FROM transactions WHERE ${where}`,
      params,
    );
    const rows = await all<{
      id: number;
      type: string;
      amount: number;
      wallet: string;
      currency_code: string;
      status: string;
      description: string;
      created_at: Date;
    }>(
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
    if (body.amount > user.cash)
      throw refused('INSUFFICIENT_FUNDS', 'The amount is above your cash balance', { cash: round2(user.cash) });
    return q;
  });

  // One withdrawal of a player at a time: the instant allowance is read and used in one go.
  const withdrawalsOf = new KeyedQueue();
  route(app, ctx, confirmWithdrawal, async ({ body, user }) =>
    withdrawalsOf.run(String(user.id), async () => {
      // A repeat of a confirmed quote (same key) answers the withdrawal it made, as it stands now: no more cash locked.
      const key = body.idempotencyKey ?? null;
      const first = key
        ? await one<WithdrawalRow>(ctx.db, 'SELECT * FROM withdrawals WHERE user_id = $1 AND idempotency_key = $2', [
            user.id,
            key,
          ])
        : null;
      if (first) return { withdrawal: toWithdrawal(first, await kycApproved(ctx, user)) };
      const block = (await withdrawalBlocks(ctx, user))[0];
      if (block) throw refused(block.code, BLOCK_MESSAGES[block.code], block.details);
      const network = body.method === 'crypto' ? body.details.network : undefined;
      const q = quote(body.method, body.amount, user.currency_code, network);
      const fresh = await reloadUser(ctx.db, user.id);
      if (body.amount > fresh.cash)
        throw refused('INSUFFICIENT_FUNDS', 'The amount is above your cash balance', { cash: round2(fresh.cash) });
      const now = ctx.clock.now();
      const instant = (await instantUsed(ctx, user.id)) + q.creditAmount <= INSTANT_WITHDRAWAL_LIMIT + 0.001;
      await ctx.wallet.move(user.id, {
        cash: -body.amount,
        type: 'withdrawal',
        description: `Withdrawal (${body.method})`,
        reason: 'withdrawal',
        status: 'pending',
      });
      const timeline: TimelineEntry[] = [{ status: 'requested', at: now.toISOString() }];
      const w = await one<WithdrawalRow>(
        ctx.db,
        `INSERT INTO withdrawals (user_id, method, amount, fee, network_fee, receive_amount, currency_code, details, status, instant, timeline, created_at, updated_at, idempotency_key)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,'requested',$9,$10,$11,$11,$12) RETURNING *`,
        [
          user.id,
          body.method,
          q.creditAmount,
          q.fee,
          q.networkFee,
          q.receiveAmount,
          q.currencyCode,
          JSON.stringify(body.details),
          instant,
          JSON.stringify(timeline),
          now,
          key,
        ],
      );
      if (!w) throw new ApiError(500, 'WITHDRAWAL_ERROR', 'Withdrawal could not be created');
      return { withdrawal: toWithdrawal(w, await kycApproved(ctx, fresh)) };
    }),
  );

  route(app, ctx, getPendingWithdrawals, async ({ user }) => {
    const approved = await progressWithdrawals(ctx, user);
    const rows = await all<WithdrawalRow>(
      ctx.db,
      "SELECT * FROM withdrawals WHERE user_id = $1 AND status IN ('requested','pending') ORDER BY id DESC",
      [user.id],
    );
    return rows.map((w) => toWithdrawal(w, approved));
  });

  route(app, ctx, getWithdrawals, async ({ query, user }) => {
    const approved = await progressWithdrawals(ctx, user);
    const limit = Math.min(Math.max(query.limit ?? PAGE_SIZE, 1), 100);
    const page = Math.max(query.pageNo ?? 1, 1);
    const count = await one<{ n: number }>(ctx.db, 'SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1', [
      user.id,
    ]);
    const rows = await all<WithdrawalRow>(
      ctx.db,
      `SELECT * FROM withdrawals WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      [user.id],
    );
    return { count: count?.n ?? 0, rows: rows.map((w) => toWithdrawal(w, approved)) };
  });

  route(app, ctx, getWithdrawalEligibility, async ({ user, req }) => {
    await progressWithdrawals(ctx, user);
    const fresh = await reloadUser(ctx.db, user.id);
    const blocks = await withdrawalBlocks(ctx, fresh);
    const networks = await withdrawalNetworks(ctx);
    return {
      eligible: blocks.length === 0,
      blocks,
      withdrawable: round2(Math.max(0, fresh.cash)),
      currencyCode: fresh.currency_code,
      instant: { used: await instantUsed(ctx, user.id), limit: INSTANT_WITHDRAWAL_LIMIT, period: 'daily' as const },
      // What confirm takes from everyone: the payment methods do not map cleanly onto bank/UPI/crypto (see README).
      methods:
        networks.length > 0 ? ['bank' as const, 'upi' as const, 'crypto' as const] : ['bank' as const, 'upi' as const],
      networks,
      // UK and FR: a requested withdrawal is final (cancel answers WITHDRAWAL_REVERSAL_NOT_ALLOWED).
      reversible: marketRules(playerMarket(fresh, req)).withdrawalReversal,
    };
  });

  route(app, ctx, cancelWithdrawal, async ({ body, user, req }) => {
    const approved = await progressWithdrawals(ctx, user);
    const w = await one<WithdrawalRow>(ctx.db, 'SELECT * FROM withdrawals WHERE id = $1 AND user_id = $2', [
      body.withdrawalId,
      user.id,
    ]);
    if (!w) throw notFound(`Withdrawal ${body.withdrawalId} not found`);
    const market = playerMarket(user, req);
    if (!marketRules(market).withdrawalReversal) {
      throw refused(
        'WITHDRAWAL_REVERSAL_NOT_ALLOWED',
        `A requested withdrawal cannot be reversed in the ${market} market`,
        { market },
      );
    }
    if (w.status !== 'requested' && w.status !== 'pending')
      throw refused('INVALID_STATE', `A ${w.status} withdrawal cannot be cancelled`);
    const now = ctx.clock.now();
    const timeline: TimelineEntry[] = [...w.timeline, { status: 'cancelled', at: now.toISOString() }];
    const updated = await one<WithdrawalRow>(
      ctx.db,
      "UPDATE withdrawals SET status = 'cancelled', timeline = $2, updated_at = $3 WHERE id = $1 AND status IN ('requested','pending') RETURNING *",
      [w.id, JSON.stringify(timeline), now],
    );
    if (!updated) throw refused('INVALID_STATE', `Withdrawal ${w.id} has just moved on`);
    // Unlocks the funds without fees.
    await ctx.wallet.move(user.id, {
      cash: w.amount,
      type: 'withdrawal',
      description: `Withdrawal #${w.id} cancelled`,
      reason: 'withdrawal_cancel',
    });
    return { withdrawal: toWithdrawal(updated, approved) };
  });
}
