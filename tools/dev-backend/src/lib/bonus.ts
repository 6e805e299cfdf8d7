import type { BonusDef } from '../data/catalog';
import { DAY_MS } from './clock';
import type { Ctx, UserRow } from './context';
import { isFrozen, isSelfExcluded } from './context';
import { all, one } from './db';
import { ApiError, notFound, refused } from './http';
import { round2 } from './util';
import { USER_BONUS_SELECT, type UserBonusRow } from './views';

export interface BonusRow {
  id: number;
  def: BonusDef & { validFrom: string | null; validTo: string | null };
}

export async function getBonus(ctx: Ctx, id: number): Promise<BonusRow | null> {
  return one<BonusRow>(ctx.db, 'SELECT id, def FROM bonuses WHERE id = $1', [id]);
}

const hhmm = (d: Date) => `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;

/** Net gaming revenue (bets - wins) of a user's real-money rounds in [from, to). */
export async function ngrBetween(ctx: Ctx, userId: number, from: Date, to: Date): Promise<number> {
  const row = await one<{ ngr: number | null }>(
    ctx.db,
    'SELECT sum(bet - win) AS ngr FROM game_rounds WHERE user_id = $1 AND bonus_money = false AND created_at >= $2 AND created_at < $3',
    [userId, from, to],
  );
  return round2(row?.ngr ?? 0);
}

export const CASHBACK_PERCENT = 10;

/** Cashback accumulates since the last claim (at most 7 days back), recalculated each half hour. */
export async function cashbackState(ctx: Ctx, user: UserRow) {
  const now = ctx.clock.now();
  const halfHour = 30 * 60_000;
  const calculatedAt = new Date(Math.floor(now.getTime() / halfHour) * halfHour);
  const last = await one<{ created_at: Date }>(
    ctx.db,
    'SELECT created_at FROM cashback_claims WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [user.id],
  );
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const periodStart = last && new Date(last.created_at) > weekAgo ? new Date(last.created_at) : weekAgo;
  const ngr = await ngrBetween(ctx, user.id, periodStart, calculatedAt);
  return {
    ngr,
    percent: CASHBACK_PERCENT,
    available: round2(Math.max(0, ngr) * (CASHBACK_PERCENT / 100)),
    currencyCode: user.currency_code,
    periodStart: periodStart.toISOString(),
    nextCalculationAt: new Date(calculatedAt.getTime() + halfHour).toISOString(),
    lastClaimedAt: last ? new Date(last.created_at).toISOString() : null,
  };
}

/** Active or waiting (claimed deposit bonus) user bonuses. */
async function blockingBonuses(ctx: Ctx, userId: number) {
  return all<UserBonusRow>(
    ctx.db,
    `${USER_BONUS_SELECT} WHERE ub.user_id = $1 AND ub.status IN ('active', 'claimed') ORDER BY ub.id`,
    [userId],
  );
}

/** Ends a user bonus as cancelled and burns its bonus money. */
export async function cancelUserBonus(ctx: Ctx, ub: UserBonusRow, reason: string): Promise<void> {
  const user = await one<UserRow>(ctx.db, 'SELECT * FROM users WHERE id = $1', [ub.user_id]);
  await ctx.db.query(
    "UPDATE user_bonuses SET status = 'cancelled', free_spins_left = CASE WHEN free_spins_left IS NULL THEN NULL ELSE 0 END, updated_at = $2 WHERE id = $1",
    [ub.id, ctx.clock.now()],
  );
  if (!user || ub.status !== 'active') return;
  const burn = round2(
    Math.min(user.non_cash, ub.def.type === 'freespins' ? ub.free_spins_win : Math.max(user.non_cash, 0)),
  );
  if (burn > 0)
    await ctx.wallet.move(ub.user_id, {
      bonus: -burn,
      type: 'bonus_cancel',
      description: `${ub.def.name} cancelled (${reason})`,
      reason: 'bonus_cancel',
    });
}

export interface ActivateOptions {
  confirmCancelActive?: boolean;
  /** Coupons may activate bonuses hidden from the list. */
  viaCoupon?: boolean;
}

/** Runs the catalogue's activation rules, then grants the bonus. Returns the new user bonus id. */
export async function activateBonus(
  ctx: Ctx,
  user: UserRow,
  bonusId: number,
  options: ActivateOptions = {},
): Promise<number> {
  const row = await getBonus(ctx, bonusId);
  if (!row || (row.def.hiddenFromList && !options.viaCoupon) || row.id === 100)
    throw notFound(`Bonus ${bonusId} not found`, 'BONUS_NOT_FOUND');
  const def = row.def;
  const now = ctx.clock.now();
  if (def.status === 'cancelled') throw refused('CANCELLED', 'This promotion was cancelled');
  if (isSelfExcluded(user, now)) throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
  if (isFrozen(user, now)) throw refused('ACCOUNT_FROZEN', 'The account is frozen');
  if (!user.is_email_verified) throw refused('REQUIRED_EMAIL_VERIFICATION', 'Verify your email to activate bonuses');
  if (user.tags.includes('duplicate') && (def.type === 'no_deposit' || def.type === 'freespins')) {
    throw refused('BONUS_FRAUD', 'Duplicate account detected: only deposit bonuses are available');
  }
  const validFrom = def.validFrom ? new Date(def.validFrom) : null;
  const validTo = def.validTo ? new Date(def.validTo) : null;
  if (def.calendarOnly && ((validFrom && now < validFrom) || (validTo && now > validTo))) {
    throw refused('ADD_TO_CALENDAR', 'Available from the promotions calendar on its day only', {
      validFrom: def.validFrom,
    });
  }
  if (validTo && now > validTo) throw refused('DAYS_VALID', 'This promotion has expired', { validTo: def.validTo });
  if (validFrom && now < validFrom)
    throw refused('START_TIME_ERROR', 'This promotion has not started yet', { validFrom: def.validFrom });
  if (def.validOnDays.length && !def.validOnDays.includes(now.getUTCDay())) {
    throw refused('VALID_ON_DAYS', 'Not available today', { validOnDays: def.validOnDays });
  }
  if (def.startTime && hhmm(now) < def.startTime)
    throw refused('START_TIME_ERROR', `Available from ${def.startTime} UTC`, { startTime: def.startTime });
  if (def.endTime && hhmm(now) >= def.endTime)
    throw refused('END_TIME_ERROR', `Available until ${def.endTime} UTC`, { endTime: def.endTime });
  if (
    def.registrationWindowDays !== null &&
    now.getTime() > new Date(user.created_at).getTime() + def.registrationWindowDays * DAY_MS
  ) {
    throw refused('REGISTRATION_BONUS', `Only within ${def.registrationWindowDays} days after registration`);
  }
  if (def.requiredDepositCount !== null) {
    const needed = def.requiredDepositCount - 1;
    if (user.deposit_count < needed)
      throw refused('DEPOSITS_NUMBER', `Needs ${needed} previous deposit(s)`, { depositCount: user.deposit_count });
    if (user.deposit_count > needed)
      throw refused('DEPOSITS_NUMBER2', `Only for deposit number ${def.requiredDepositCount}`, {
        depositCount: user.deposit_count,
      });
  }
  if (def.maxParticipants !== null) {
    const p = await one<{ n: number; mine: number }>(
      ctx.db,
      'SELECT count(DISTINCT user_id)::int AS n, count(*) FILTER (WHERE user_id = $2)::int AS mine FROM user_bonuses WHERE bonus_id = $1',
      [bonusId, user.id],
    );
    if ((p?.n ?? 0) >= def.maxParticipants && (p?.mine ?? 0) === 0)
      throw refused('MAXIMUM_PARTICIPANTS', 'The participant limit was reached');
  }
  const last = await one<{ created_at: Date }>(
    ctx.db,
    'SELECT created_at FROM user_bonuses WHERE user_id = $1 AND bonus_id = $2 ORDER BY created_at DESC LIMIT 1',
    [user.id, bonusId],
  );
  if (last && !options.viaCoupon) {
    if (def.retryPeriodHours === null) throw refused('RETRY_PERIOD', 'This bonus can be used once');
    const retryAt = new Date(last.created_at).getTime() + def.retryPeriodHours * 3_600_000;
    if (now.getTime() < retryAt)
      throw refused('RETRY_PERIOD', 'Try again later', { retryAt: new Date(retryAt).toISOString() });
  }
  let cashback = 0;
  if (def.type === 'instant_cashback') {
    if (user.deposit_count === 0) throw refused('CASHBACK_NEED_DEPOSIT', 'Cashback needs a previous deposit');
    const ngr = await ngrBetween(ctx, user.id, new Date(now.getTime() - 7 * DAY_MS), now);
    cashback = round2(Math.max(0, ngr) * ((def.cashbackPercent ?? 0) / 100));
    if (cashback <= 0) throw refused('NO_CASHBACK', 'No cashback available');
  }
  const blocking = await blockingBonuses(ctx, user.id);
  if (def.type === 'freespins') {
    const spins = blocking.find((b) => b.def.type === 'freespins');
    if (spins)
      throw refused('ACTIVE_FREE_SPINS', 'A free spins bonus is already active', { activeUserBonusId: spins.id });
  } else if (def.type !== 'instant_cashback') {
    const active = blocking.find((b) => b.def.type !== 'freespins');
    if (active) {
      if (def.type === 'deposit' && options.confirmCancelActive) await cancelUserBonus(ctx, active, 'replaced');
      else {
        throw refused('ACTIVE_BONUS', 'Another bonus is active: activating this one cancels it and its progress', {
          activeUserBonusId: active.id,
          canReplace: def.type === 'deposit',
        });
      }
    }
  }

  let userBonusId = 0;
  try {
    const expires = def.daysValid ? new Date(now.getTime() + def.daysValid * DAY_MS) : null;
    const insert = async (status: string, amount: number, spins: number | null) => {
      const r = await one<{ id: number }>(
        ctx.db,
        `INSERT INTO user_bonuses (user_id, bonus_id, status, bonus_amount, free_spins_quantity, free_spins_left, multiplier, wager_required, created_at, expires_at, updated_at)
         VALUES ($1,$2,$3,$4,$5,$5,$6,$7,$8,$9,$8) RETURNING id`,
        [
          user.id,
          bonusId,
          status,
          amount,
          spins,
          def.wageringMultiplier,
          round2(amount * def.wageringMultiplier),
          now,
          expires,
        ],
      );
      if (!r) throw new Error('user bonus insert returned nothing');
      return r.id;
    };
    if (def.type === 'no_deposit') {
      userBonusId = await insert('active', def.bonusAmount ?? 0, null);
      await ctx.wallet.move(user.id, {
        bonus: def.bonusAmount ?? 0,
        type: 'bonus',
        description: def.name,
        reason: 'bonus',
      });
    } else if (def.type === 'freespins') {
      userBonusId = await insert('active', 0, def.freeSpinsQuantity ?? 0);
    } else if (def.type === 'instant_cashback') {
      userBonusId = await insert('availed', cashback, null);
      await ctx.wallet.move(user.id, { cash: cashback, type: 'cashback', description: def.name, reason: 'cashback' });
    } else {
      // deposit bonus: waits for the qualifying deposit
      userBonusId = await insert('claimed', 0, null);
    }
    return userBonusId;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw refused(
      'UNIFIED_ERROR',
      `Activation failed (promotion ${bonusId}, user ${user.id}, user bonus ${userBonusId || 'none'})`,
      {
        promotionId: bonusId,
        userId: user.id,
        userBonusId: userBonusId || null,
      },
    );
  }
}

/**
 * A successful deposit turns the waiting deposit bonus (or the one picked in the cashier) into bonus money.
 * Returns the activated user bonus id, if any.
 */
export async function applyDepositBonus(ctx: Ctx, userId: number, depositAmount: number): Promise<number | null> {
  const waiting = await one<UserBonusRow>(
    ctx.db,
    `${USER_BONUS_SELECT} WHERE ub.user_id = $1 AND ub.status = 'claimed' ORDER BY ub.id DESC LIMIT 1`,
    [userId],
  );
  if (!waiting) return null;
  const def = waiting.def;
  if (def.minDeposit !== null && depositAmount < def.minDeposit) return null;
  const amount = round2(
    Math.min(depositAmount * ((def.depositBonusPercent ?? 0) / 100), def.maxBonusThreshold ?? Number.POSITIVE_INFINITY),
  );
  const now = ctx.clock.now();
  await ctx.db.query(
    `UPDATE user_bonuses SET status = 'active', deposit_amount = $2, bonus_amount = $3, wager_required = $4, free_spins_quantity = $5,
       free_spins_left = $5, updated_at = $6 WHERE id = $1`,
    [waiting.id, depositAmount, amount, round2(amount * def.wageringMultiplier), def.freeSpinsQuantity, now],
  );
  if (amount > 0)
    await ctx.wallet.move(userId, {
      bonus: amount,
      type: 'bonus',
      description: `${def.name} on deposit`,
      reason: 'bonus',
    });
  return waiting.id;
}
