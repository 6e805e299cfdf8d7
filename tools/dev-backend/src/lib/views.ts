import type { GetUser, UserBonus, UserDetails } from '@casino/api-contract';
import { LOYALTY_LEVELS, currencyByCode } from '../data/reference';
import { BONUS_MAX_BET, WAGERING_CONTRIBUTIONS, type BonusDef } from '../data/catalog';
import type { Ctx, UserRow } from './context';
import { all, one, type Queryable } from './db';
import { applyDueLimits } from './limits';
import { walletOf } from './wallet';
import { iso, round2 } from './util';

export const toGetUser = (u: UserRow): GetUser => ({
  userId: u.id,
  email: u.email,
  currencyCode: u.currency_code,
  dateOfBirth: u.date_of_birth,
  tags: u.tags,
  countryCode: u.country_code,
  userLimit: {
    isSelfExclusionPermanent: u.self_exclusion_permanent,
    selfExclusion: iso(u.self_exclusion_until),
    frozenUntil: iso(u.frozen_until),
  },
  userWallet: walletOf(u),
  firstName: u.first_name,
  lastName: u.last_name,
  nickname: u.nickname,
  phoneCode: u.phone_code,
  phone: u.phone,
  gender: (u.gender as GetUser['gender']) ?? null,
  city: u.city,
  zipCode: u.zip_code,
  address: u.address,
  locale: u.locale,
  isEmailVerified: u.is_email_verified,
  kycStatus: u.kyc_status as GetUser['kycStatus'],
  createdAt: new Date(u.created_at).toISOString(),
  ghostMode: u.ghost_mode,
  rewardCalendarOptOut: u.reward_calendar_opt_out,
});

export interface UserBonusRow {
  id: number;
  user_id: number;
  bonus_id: number;
  status: string;
  deposit_amount: number | null;
  bonus_amount: number;
  free_spins_quantity: number | null;
  free_spins_left: number | null;
  free_spins_win: number;
  multiplier: number;
  wager_required: number;
  wagered: number;
  winning_amount: number;
  created_at: Date;
  expires_at: Date | null;
  updated_at: Date;
  def: BonusDef;
}

export const USER_BONUS_SELECT = 'SELECT ub.*, b.def FROM user_bonuses ub JOIN bonuses b ON b.id = ub.bonus_id';

export const toUserBonus = (r: UserBonusRow): UserBonus => ({
  id: r.id,
  bonusId: r.bonus_id,
  name: r.def.name,
  type: r.def.type,
  status: r.status as UserBonus['status'],
  depositAmount: r.deposit_amount,
  bonusAmount: round2(r.bonus_amount),
  freeSpinsQuantity: r.free_spins_quantity,
  freeSpinsLeft: r.free_spins_left,
  freeSpinGame: r.def.freeSpinGame,
  freeSpinsWin: round2(r.free_spins_win),
  multiplier: r.multiplier,
  wagerRequired: round2(r.wager_required),
  wageredAmount: round2(r.wagered),
  wagerLeft: round2(Math.max(0, r.wager_required - r.wagered)),
  winningAmount: round2(r.winning_amount),
  wageringType: r.def.wageringType,
  // Free spins are played at the game's stake, not with bonus money: no bet cap applies to them.
  maxBet: r.def.type === 'freespins' ? null : BONUS_MAX_BET,
  maxWinAmount: r.def.maxWinAmount,
  wageringContributions: Object.entries(WAGERING_CONTRIBUTIONS).map(([category, percent]) => ({ category, percent })),
  start: new Date(r.created_at).toISOString(),
  expiration: iso(r.expires_at),
  lastUpdate: new Date(r.updated_at).toISOString(),
});

export async function activeBonuses(q: Queryable, userId: number): Promise<UserBonusRow[]> {
  return all<UserBonusRow>(q, `${USER_BONUS_SELECT} WHERE ub.user_id = $1 AND ub.status = 'active' ORDER BY ub.id`, [
    userId,
  ]);
}

export function loyaltyOf(xp: number) {
  let current = LOYALTY_LEVELS[0] ?? { level: 1, name: 'Bronze', xp: 0 };
  let next = LOYALTY_LEVELS[1] ?? current;
  for (const [i, level] of LOYALTY_LEVELS.entries()) {
    if (xp >= level.xp) {
      current = level;
      next = LOYALTY_LEVELS[i + 1] ?? level;
    }
  }
  return { level: current.level, name: current.name, xp, nextLevelXp: next.xp };
}

/** Start of the current limit period (0 day, 1 week from Monday, 2 month), UTC. */
export function periodStart(period: number, now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 0) return day;
  if (period === 1) return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function userDetails(ctx: Ctx, u: UserRow): Promise<UserDetails> {
  const active = (await activeBonuses(ctx.db, u.id)).find((b) => b.def.type !== 'freespins') ?? null;
  await applyDueLimits(ctx.db, u.id, ctx.clock.now());
  const winnings = await one<{ amount: number }>(
    ctx.db,
    "SELECT amount FROM limits WHERE user_id = $1 AND type = 'winnings' AND period = 2",
    [u.id],
  );
  let userMonthlyLimit: UserDetails['userMonthlyLimit'] = null;
  if (winnings) {
    const net = await one<{ net: number | null }>(
      ctx.db,
      'SELECT sum(win - bet) AS net FROM game_rounds WHERE user_id = $1 AND created_at >= $2',
      [u.id, periodStart(2, ctx.clock.now())],
    );
    userMonthlyLimit = { limit: winnings.amount, used: round2(Math.max(0, net?.net ?? 0)) };
  }
  const lvl = loyaltyOf(u.xp);
  return {
    getUser: toGetUser(u),
    depositCount: u.deposit_count,
    totalDeposit: round2(u.total_deposit),
    totalSpend: round2(u.total_spend),
    isCrypto: currencyByCode(u.currency_code)?.isCrypto ?? false,
    userLoyaltyLevel: {
      level: lvl.level,
      name: lvl.name,
      points: round2(u.loyalty_points),
      xp: round2(u.xp),
      nextLevelXp: lvl.nextLevelXp,
    },
    referralData: { referralCode: u.referral_code ?? '', referralLink: `/?ref=${u.referral_code ?? ''}` },
    activeBonus: active
      ? {
          userBonusId: active.id,
          bonusId: active.bonus_id,
          name: active.def.name,
          type: active.def.type,
          amount: round2(active.bonus_amount),
          wagerLeft: round2(Math.max(0, active.wager_required - active.wagered)),
        }
      : null,
    currencySymbol: currencyByCode(u.currency_code)?.symbol ?? u.currency_code,
    userMonthlyLimit,
  };
}

export async function reloadUser(q: Queryable, id: number): Promise<UserRow> {
  const u = await one<UserRow>(q, 'SELECT * FROM users WHERE id = $1', [id]);
  if (!u) throw new Error(`user ${id} vanished`);
  return u;
}
