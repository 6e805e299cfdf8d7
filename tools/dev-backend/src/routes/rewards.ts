import type { FastifyInstance } from 'fastify';
import {
  CALENDAR_DAYS,
  PAGE_SIZE,
  activateBonus as activateBonusEndpoint,
  applyCoupon,
  cancelBonus,
  claimCashback,
  getAllBonus,
  getLoyaltyLevels,
  getCalendarAward,
  getCashback,
  getRakebackDays,
  getUserBonus,
  rakebackClaim,
  type Bonus,
} from '@casino/api-contract';
import { RAKEBACK_BONUS_ID } from '../data/catalog';
import { LOYALTY_LEVELS } from '../data/reference';
import { activateBonus, cancelUserBonus, cashbackState, ngrBetween, type BonusRow } from '../lib/bonus';
import { DAY_MS, isoDay, mondayOf } from '../lib/clock';
import type { Ctx, UserRow } from '../lib/context';
import { isFrozen, isSelfExcluded } from '../lib/context';
import { all, one } from '../lib/db';
import { ApiError, notFound, refused, route } from '../lib/http';
import { hash01, round2 } from '../lib/util';
import { USER_BONUS_SELECT, toUserBonus, type UserBonusRow } from '../lib/views';

/** The calendar: 28 days from the Monday of last week (so yesterday is always inside). */
export function calendarWindow(now: Date): string[] {
  const start = mondayOf(now).getTime() - 7 * DAY_MS;
  return Array.from({ length: CALENDAR_DAYS }, (_, i) => isoDay(new Date(start + i * DAY_MS)));
}

/** Creates missing rakeback rows for the window: depositors earn 1-20 per day, some days nothing. */
async function ensureRakebackDays(ctx: Ctx, user: UserRow) {
  const days = calendarWindow(ctx.clock.now());
  const rows = days.map((day) => {
    const r = hash01(`${user.id}:${day}`);
    const amount = user.deposit_count > 0 && r >= 0.2 ? round2(1 + r * 19) : 0;
    return { day, amount };
  });
  await ctx.db.query(
    `INSERT INTO rakeback_days (user_id, day, bonus_id, amount)
     SELECT $1, x.day::date, $2, x.amount FROM jsonb_to_recordset($3::jsonb) AS x(day text, amount float8)
     ON CONFLICT (user_id, day) DO NOTHING`,
    [user.id, RAKEBACK_BONUS_ID, JSON.stringify(rows)],
  );
  return days;
}

const forbiddenOtherUser = () => new ApiError(403, 'FORBIDDEN', 'You can only read your own rewards');

function toBonus(row: BonusRow, participants: number, userStatus: string | null): Bonus {
  const d = row.def;
  return {
    id: row.id,
    name: d.name,
    type: d.type,
    isDeposit: d.type === 'deposit',
    banner: {
      bannerTitle: d.bannerTitle,
      bannerDescription: d.bannerDescription,
      bannerType: d.type === 'freespins' ? 'freespins' : d.type === 'deposit' ? 'deposit' : 'no_deposit',
      imageUrl: `/api/core/casino/assets/bonuses/${row.id}.png`,
      buttonUrl: d.type === 'deposit' ? '/deposit' : '/casino/slots',
    },
    depositBonusPercent: d.depositBonusPercent,
    bonusAmount: d.bonusAmount,
    maxBonusThreshold: d.maxBonusThreshold,
    maxWinAmount: d.maxWinAmount,
    minBalance: d.minBalance,
    minDeposit: d.minDeposit,
    freeSpinsQuantity: d.freeSpinsQuantity,
    freeSpinGame: d.freeSpinGame,
    wageringMultiplier: d.wageringMultiplier,
    wageringType: d.wageringType,
    cashbackPercent: d.cashbackPercent,
    validFrom: d.validFrom,
    validTo: d.validTo,
    daysValid: d.daysValid,
    validOnDays: d.validOnDays,
    startTime: d.startTime,
    endTime: d.endTime,
    requiredDepositCount: d.requiredDepositCount,
    maxParticipants: d.maxParticipants,
    participants,
    currencyCode: 'EUR',
    userStatus: (userStatus as Bonus['userStatus']) ?? null,
  };
}

async function userBonusById(ctx: Ctx, id: number) {
  const row = await one<UserBonusRow>(ctx.db, `${USER_BONUS_SELECT} WHERE ub.id = $1`, [id]);
  if (!row) throw notFound(`User bonus ${id} not found`, 'BONUS_NOT_FOUND');
  return row;
}

export function registerRewardRoutes(app: FastifyInstance, ctx: Ctx): void {
  route(app, ctx, getRakebackDays, async ({ query, user }) => {
    if (query.user !== undefined && query.user !== user.id) throw forbiddenOtherUser();
    if (query.bonusId !== undefined && query.bonusId !== RAKEBACK_BONUS_ID)
      throw notFound(`No rakeback for bonus ${query.bonusId}`, 'BONUS_NOT_FOUND');
    const days = await ensureRakebackDays(ctx, user);
    const rows = await all<{ day: Date; bonus_id: number; amount: number; paid_at: Date | null }>(
      ctx.db,
      'SELECT day, bonus_id, amount, paid_at FROM rakeback_days WHERE user_id = $1 AND day >= $2::date AND day <= $3::date ORDER BY day',
      [user.id, days[0], days[days.length - 1]],
    );
    return {
      days: rows.map((r) => ({
        canClaimDate: isoDay(new Date(r.day)),
        bonusId: r.bonus_id,
        amount: round2(r.amount),
        paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
      })),
      currencyCode: user.currency_code,
    };
  });

  route(app, ctx, rakebackClaim, async ({ body, query, user }) => {
    const now = ctx.clock.now();
    if (isSelfExcluded(user, now)) throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
    if (isFrozen(user, now)) throw refused('ACCOUNT_FROZEN', 'The account is frozen: only withdrawals are open');
    // The contract lists no code of its own for this: an opted-out player has nothing to claim from the calendar.
    if (user.reward_calendar_opt_out) {
      throw refused('NOTHING_TO_CLAIM', 'You opted out of reward calendars: rakeback days cannot be claimed', {
        rewardCalendarOptOut: true,
      });
    }
    const bonusId = body.bonusId ?? query.bonusId;
    if (bonusId !== RAKEBACK_BONUS_ID) throw notFound(`No rakeback for bonus ${bonusId}`, 'BONUS_NOT_FOUND');
    const today = isoDay(now);
    const yesterday = isoDay(new Date(now.getTime() - DAY_MS));
    // The player's own date may run a day ahead or behind UTC.
    const customer = /^\d{4}-\d{2}-\d{2}/.exec(body.customerDate ?? query.customerDate ?? '')?.[0];
    const allowed = new Set([today, yesterday]);
    if (customer && Math.abs(new Date(customer).getTime() - new Date(today).getTime()) <= DAY_MS) {
      allowed.add(customer);
      allowed.add(isoDay(new Date(new Date(customer).getTime() - DAY_MS)));
    }
    if (!allowed.has(body.claimDate)) {
      throw refused('RAKEBACK_CLAIM_ERROR', 'Only today and yesterday can be claimed', {
        claimDate: body.claimDate,
        today,
      });
    }
    await ensureRakebackDays(ctx, user);
    const day = await one<{ amount: number; paid_at: Date | null }>(
      ctx.db,
      'SELECT amount, paid_at FROM rakeback_days WHERE user_id = $1 AND day = $2::date',
      [user.id, body.claimDate],
    );
    if (!day || day.amount <= 0) throw refused('NOTHING_TO_CLAIM', 'Nothing to claim for this day');
    if (day.paid_at)
      throw new ApiError(409, 'ALREADY_CLAIMED', 'This day was already claimed', {
        paidAt: new Date(day.paid_at).toISOString(),
      });
    const paid = await one<{ amount: number }>(
      ctx.db,
      'UPDATE rakeback_days SET paid_at = $3 WHERE user_id = $1 AND day = $2::date AND paid_at IS NULL RETURNING amount',
      [user.id, body.claimDate, now],
    );
    if (!paid) throw new ApiError(409, 'ALREADY_CLAIMED', 'This day was already claimed');
    await ctx.wallet.move(user.id, {
      cash: paid.amount,
      type: 'rakeback',
      description: `Rakeback ${body.claimDate}`,
      reason: 'rakeback',
    });
    return { amount: round2(paid.amount), bonusId: RAKEBACK_BONUS_ID };
  });

  route(app, ctx, getCalendarAward, async ({ query, user }) => {
    if (query.user !== undefined && query.user !== user.id) throw forbiddenOtherUser();
    // A player who opted out of the reward calendars earns no calendar award.
    if (user.reward_calendar_opt_out) return { userCalendarData: { ngr: 0, percent: 0, payout: 0 } };
    const now = ctx.clock.now();
    const ngr = await ngrBetween(ctx, user.id, new Date(now.getTime() - 7 * DAY_MS), now);
    const percent = 10;
    return { userCalendarData: { ngr, percent, payout: round2(Math.max(0, ngr) * (percent / 100)) } };
  });

  route(app, ctx, getCashback, async ({ user }) => cashbackState(ctx, user));

  route(app, ctx, claimCashback, async ({ user }) => {
    if (isSelfExcluded(user, ctx.clock.now()))
      throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
    if (isFrozen(user, ctx.clock.now()))
      throw refused('ACCOUNT_FROZEN', 'The account is frozen: only withdrawals are open');
    if (user.deposit_count === 0) throw refused('CASHBACK_NEED_DEPOSIT', 'Cashback needs a previous deposit');
    const state = await cashbackState(ctx, user);
    if (state.available <= 0) throw refused('NO_CASHBACK', 'No cashback available yet');
    await ctx.db.query('INSERT INTO cashback_claims (user_id, amount, created_at) VALUES ($1, $2, $3)', [
      user.id,
      state.available,
      ctx.clock.now(),
    ]);
    await ctx.wallet.move(user.id, {
      cash: state.available,
      type: 'cashback',
      description: 'Cashback',
      reason: 'cashback',
    });
    return { amount: state.available, currencyCode: user.currency_code };
  });

  route(app, ctx, getLoyaltyLevels, async () => ({ levels: LOYALTY_LEVELS }));

  route(app, ctx, getAllBonus, async ({ query, user }) => {
    const now = ctx.clock.now();
    const at = query.calendarDateTime ? new Date(query.calendarDateTime) : null;
    const rows = await all<BonusRow>(ctx.db, 'SELECT id, def FROM bonuses ORDER BY id');
    const stats = await all<{ bonus_id: number; n: number }>(
      ctx.db,
      'SELECT bonus_id, count(DISTINCT user_id)::int AS n FROM user_bonuses GROUP BY bonus_id',
    );
    const mine = user
      ? await all<{ bonus_id: number; status: string }>(
          ctx.db,
          'SELECT DISTINCT ON (bonus_id) bonus_id, status FROM user_bonuses WHERE user_id = $1 ORDER BY bonus_id, id DESC',
          [user.id],
        )
      : [];
    const list = rows.filter(({ def }) => {
      if (def.hiddenFromList || def.status !== 'active') return false;
      if (def.validTo && new Date(def.validTo) < now) return false;
      if (query.isDeposit !== undefined && (def.type === 'deposit') !== query.isDeposit) return false;
      if (query.type && def.type !== query.type) return false;
      if (query.dayOfWeek !== undefined && def.validOnDays.length && !def.validOnDays.includes(query.dayOfWeek))
        return false;
      if (at && !Number.isNaN(at.getTime())) {
        if (def.validFrom && new Date(def.validFrom) > at) return false;
        if (def.validTo && new Date(def.validTo) < at) return false;
      }
      return true;
    });
    const limit = Math.min(Math.max(query.limit ?? PAGE_SIZE, 1), 100);
    const page = Math.max(query.pageNo ?? 1, 1);
    return {
      bonus: {
        count: list.length,
        rows: list
          .slice((page - 1) * limit, page * limit)
          .map((b) =>
            toBonus(
              b,
              stats.find((s) => s.bonus_id === b.id)?.n ?? 0,
              mine.find((m) => m.bonus_id === b.id)?.status ?? null,
            ),
          ),
      },
    };
  });

  route(app, ctx, getUserBonus, async ({ query, user }) => {
    const limit = Math.min(Math.max(query.limit ?? PAGE_SIZE, 1), 100);
    const page = Math.max(query.pageNo ?? 1, 1);
    const where = query.status ? 'AND ub.status = $2' : '';
    const params: unknown[] = query.status ? [user.id, query.status] : [user.id];
    const rows = await all<UserBonusRow>(
      ctx.db,
      `${USER_BONUS_SELECT} WHERE ub.user_id = $1 ${where} ORDER BY ub.id DESC`,
      params,
    );
    return { count: rows.length, rows: rows.slice((page - 1) * limit, page * limit).map(toUserBonus) };
  });

  route(app, ctx, activateBonusEndpoint, async ({ body, user }) => {
    const id = await activateBonus(ctx, user, body.bonusId, { confirmCancelActive: body.confirmCancelActive });
    return { userBonus: toUserBonus(await userBonusById(ctx, id)) };
  });

  route(app, ctx, cancelBonus, async ({ body, user }) => {
    const ub = await userBonusById(ctx, body.userBonusId);
    if (ub.user_id !== user.id) throw notFound(`User bonus ${body.userBonusId} not found`, 'BONUS_NOT_FOUND');
    if (ub.status !== 'active' && ub.status !== 'claimed')
      throw refused('INVALID_STATE', `A ${ub.status} bonus cannot be cancelled`);
    await cancelUserBonus(ctx, ub, 'player');
    return { userBonus: toUserBonus(await userBonusById(ctx, ub.id)) };
  });

  route(app, ctx, applyCoupon, async ({ body, user }) => {
    const code = body.code.trim().toUpperCase();
    const coupon = await one<{ code: string; bonus_id: number }>(ctx.db, 'SELECT * FROM coupons WHERE code = $1', [
      code,
    ]);
    const now = ctx.clock.now();
    if (isSelfExcluded(user, now)) throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
    if (isFrozen(user, now)) throw refused('ACCOUNT_FROZEN', 'The account is frozen: only withdrawals are open');
    if (!coupon) throw notFound(`Coupon ${code} was not applied: unknown code`, 'COUPON_NOT_FOUND');
    const used = await one(ctx.db, 'SELECT 1 FROM coupon_redemptions WHERE user_id = $1 AND code = $2', [
      user.id,
      code,
    ]);
    if (used) throw new ApiError(409, 'COUPON_ALREADY_REDEEMED', `Coupon ${code} was already redeemed`);
    const id = await activateBonus(ctx, user, coupon.bonus_id, { viaCoupon: true });
    await ctx.db.query('INSERT INTO coupon_redemptions (user_id, code, created_at) VALUES ($1, $2, $3)', [
      user.id,
      code,
      ctx.clock.now(),
    ]);
    return { code, userBonus: toUserBonus(await userBonusById(ctx, id)) };
  });
}
