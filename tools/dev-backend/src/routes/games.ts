import type { FastifyInstance } from 'fastify';
import {
  BONUS_BUY_COST_MULTIPLIER,
  PAGE_SIZE,
  TOP_WINNERS_DAYS,
  WINNERS_DEFAULT_LIMIT,
  addFavorite,
  getFavorites,
  getGame,
  getGames,
  getJackpots,
  getLeaderboard,
  getPlayerStats,
  getProviders,
  getRecentGames,
  getGameRounds,
  GAME_PULSE_ROUNDS,
  getTournaments,
  getWinners,
  joinTournament,
  launchGame,
  playRound,
  removeFavorite,
  searchGames,
  type ErrorCode,
  type Game,
  type Tournament,
  type WinnerRow,
} from '@casino/api-contract';
import { BONUS_MAX_BET, JACKPOTS, WAGERING_CONTRIBUTIONS, type TournamentDef } from '../data/catalog';
import { brandSettings } from '../data/reference';
import { DAY_MS } from '../lib/clock';
import type { Ctx, UserRow } from '../lib/context';
import { isFrozen, isSelfExcluded } from '../lib/context';
import { all, one } from '../lib/db';
import { ApiError, notFound, refused, route } from '../lib/http';
import { applyDueLimits } from '../lib/limits';
import { hash01, newToken, round2 } from '../lib/util';
import { activeBonuses, reloadUser } from '../lib/views';
import { walletOf } from '../lib/wallet';
import { playerMarket, requireMandatoryLimits, usedFor } from './responsible';
import { brandOf } from './core';
import { DEV_GAME_PATH } from './dev-game';

interface GameRow {
  id: number;
  slug: string;
  name: string;
  provider: string;
  provider_name: string;
  category: string;
  rtp: number;
  min_bet: number;
  max_bet: number;
  max_multiplier: number;
  bonus_buy: boolean;
  bonus_compatible: boolean;
  demo_available: boolean;
  tags: string[];
  release_date: Date;
  popularity: number;
  restricted_countries: string[];
  is_favorite: boolean;
}

const GAME_SELECT = (userParam: string) => `SELECT g.*, p.name AS provider_name,
  ${userParam === 'NULL' ? 'false' : `EXISTS (SELECT 1 FROM favorites f WHERE f.game_id = g.id AND f.user_id = ${userParam})`} AS is_favorite
  FROM games g JOIN providers p ON p.slug = g.provider`;

const toGame = (g: GameRow): Game => ({
  id: g.id,
  slug: g.slug,
  name: g.name,
  provider: g.provider,
  providerName: g.provider_name,
  category: g.category,
  thumbnailUrl: `/api/core/casino/assets/games/${g.slug}.png`,
  rtp: g.rtp,
  minBet: g.min_bet,
  maxBet: g.max_bet,
  maxMultiplier: g.max_multiplier,
  bonusBuy: g.bonus_buy,
  bonusCompatible: g.bonus_compatible,
  demoAvailable: g.demo_available,
  tags: g.tags,
  releaseDate: new Date(g.release_date).toISOString().slice(0, 10),
  popularity: g.popularity,
  restrictedCountries: g.restricted_countries,
  isFavorite: g.is_favorite,
});

const SORTS: Record<string, string> = {
  popular: 'g.popularity DESC, g.id',
  releaseDate: 'g.release_date DESC, g.id',
  name: 'g.name ASC, g.id',
  rtp: 'g.rtp DESC, g.id',
  maxMultiplier: 'g.max_multiplier DESC, g.id',
  minBet: 'g.min_bet ASC, g.id',
  maxBet: 'g.max_bet DESC, g.id',
};

async function gameBySlug(ctx: Ctx, slug: string, userId: number | null): Promise<GameRow> {
  const g = await one<GameRow>(
    ctx.db,
    `${GAME_SELECT(userId ? '$2' : 'NULL')} WHERE g.slug = $1`,
    userId ? [slug, userId] : [slug],
  );
  if (!g) throw notFound(`Game ${slug} not found`, 'GAME_NOT_FOUND');
  return g;
}

interface TournamentRow {
  id: number;
  def: TournamentDef & { startsAt: string; endsAt: string };
}

function tournamentStatus(t: TournamentRow, now: number): Tournament['status'] {
  if (now < new Date(t.def.startsAt).getTime()) return 'upcoming';
  if (now >= new Date(t.def.endsAt).getTime()) return 'ended';
  return 'running';
}

async function toTournament(ctx: Ctx, t: TournamentRow, userId: number | null): Promise<Tournament> {
  const stats = await one<{ n: number; joined: boolean }>(
    ctx.db,
    'SELECT count(*)::int AS n, coalesce(bool_or(user_id = $2), false) AS joined FROM tournament_entries WHERE tournament_id = $1',
    [t.id, userId ?? 0],
  );
  return {
    id: t.id,
    slug: t.def.slug,
    name: t.def.name,
    type: t.def.type,
    status: tournamentStatus(t, ctx.clock.nowMs()),
    startsAt: t.def.startsAt,
    endsAt: t.def.endsAt,
    prizePool: round2(t.def.prizes.reduce((a, b) => a + b, 0)),
    prizes: t.def.prizes,
    currencyCode: 'EUR',
    rankingMetric: t.def.rankingMetric,
    participants: stats?.n ?? 0,
    joined: stats?.joined ?? false,
  };
}

async function tournamentById(ctx: Ctx, id: number): Promise<TournamentRow> {
  const t = await one<TournamentRow>(ctx.db, 'SELECT id, def FROM tournaments WHERE id = $1', [id]);
  if (!t) throw notFound(`Tournament ${id} not found`);
  return t;
}

const PERIOD_NAMES = ['daily', 'weekly', 'monthly'] as const;

async function checkLimits(ctx: Ctx, user: UserRow, bet: number) {
  // An increase whose delay has passed counts from now on.
  await applyDueLimits(ctx.db, user.id, ctx.clock.now());
  const rows = await all<{ type: string; period: number; amount: number }>(
    ctx.db,
    "SELECT type, period, amount FROM limits WHERE user_id = $1 AND type IN ('bet','loss')",
    [user.id],
  );
  for (const l of rows) {
    const name = PERIOD_NAMES[l.period] ?? 'daily';
    if (l.type === 'bet' && bet > l.amount) {
      throw refused('MAX_BET_LIMIT_REACHED', `The bet is above your ${name} bet limit`, {
        limit: l.amount,
        period: l.period,
      });
    }
    const used = await usedFor(ctx, user.id, l.type as 'bet' | 'loss', l.period);
    if (used + bet > l.amount) {
      const code = `${name}${l.type === 'bet' ? 'Bet' : 'Loss'}Limit` as ErrorCode;
      throw refused(code, `Your ${name} ${l.type} limit is reached`, { limit: l.amount, used, period: l.period });
    }
  }
}

/** Multiplier from a stable hash: 55% lose, then small, medium and rare big wins, capped by the game. */
function outcome(seed: string, maxMultiplier: number): number {
  const r = hash01(seed);
  const s = hash01(`${seed}:size`);
  let m = 0;
  if (r >= 0.55 && r < 0.8) m = 0.5 + s;
  else if (r >= 0.8 && r < 0.97) m = 1.5 + s * 3.5;
  else if (r >= 0.97) m = 5 + s * 45;
  return Math.min(round2(m), maxMultiplier);
}

/**
 * A bonus round bought for `BONUS_BUY_COST_MULTIPLIER` times the bet: the multiplier is of the price (about 0.96 back
 * on average: mostly a part of it, sometimes a few times it), capped by the game's max multiplier of the bet.
 */
function bonusBuyOutcome(seed: string, maxMultiplier: number): number {
  const r = hash01(seed);
  const s = hash01(`${seed}:size`);
  let m = 0.1 + s * 0.8;
  if (r >= 0.7 && r < 0.95) m = 1 + s * 1.5;
  else if (r >= 0.95) m = 3 + s * 5;
  return Math.min(round2(m), round2(maxMultiplier / BONUS_BUY_COST_MULTIPLIER));
}

const restrictedIn = (ctx: Ctx, g: GameRow, req: Parameters<Ctx['geoOf']>[0]) => {
  const { country } = ctx.geoOf(req);
  if (g.restricted_countries.includes(country))
    throw new ApiError(451, 'GAME_COUNTRY_RESTRICTED', `${g.name} is not available in ${country}`, { country });
};

/** The first tag of an Accept-Language header (`ar`, `pt-BR`), or null. */
function languageOf(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const first = header.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(first) ? first : null;
}

/** How the public feed names a player: "MaxP***", or an anonymous label in ghost mode. */
export const ANONYMOUS_WINNER = 'Anonymous';
export function feedName(u: { id: number; nickname: string | null; ghost_mode: boolean }): string {
  if (u.ghost_mode) return ANONYMOUS_WINNER;
  const name = u.nickname?.trim() || `Player${u.id}`;
  return `${[...name].slice(0, Math.min(4, Math.ceil([...name].length / 2))).join('')}***`;
}

/** How leaderboards and public statistics name a player: the nickname, or the winners feed's anonymous label in ghost mode. */
export function publicName(u: { id: number; nickname: string | null; ghost_mode: boolean }): string {
  if (u.ghost_mode) return ANONYMOUS_WINNER;
  return u.nickname?.trim() || `Player${u.id}`;
}

/** The socket's `leaderboard` event to every socket; a broken event is logged, never the call that moved the board. */
function announceLeaderboard(ctx: Ctx, tournamentId: number, log: { error: (error: unknown) => void }): void {
  try {
    ctx.hub.emitToAll('leaderboard', { tournamentId });
  } catch (error) {
    log.error(error);
  }
}

interface WinnerQueryRow {
  id: number;
  user_id: number;
  nickname: string | null;
  ghost_mode: boolean;
  currency_code: string;
  slug: string;
  name: string;
  bet: number;
  win: number;
  multiplier: number;
  created_at: Date;
}

const toWinner = (r: WinnerQueryRow): WinnerRow => ({
  id: r.id,
  gameSlug: r.slug,
  gameName: r.name,
  user: feedName({ id: r.user_id, nickname: r.nickname, ghost_mode: r.ghost_mode }),
  time: new Date(r.created_at).toISOString(),
  bet: round2(r.bet),
  multiplier: round2(r.multiplier),
  payout: round2(r.win),
  currencyCode: r.currency_code,
});

export function registerGameRoutes(app: FastifyInstance, ctx: Ctx): void {
  route(app, ctx, getGames, async ({ query, user }) => {
    const params: unknown[] = [];
    const conds: string[] = [];
    const add = (value: unknown, sql: (p: string) => string) => {
      params.push(value);
      conds.push(sql(`$${params.length}`));
    };
    if (query.category) add(query.category, (p) => `g.category = ${p}`);
    if (query.provider) add(query.provider, (p) => `g.provider = ${p}`);
    if (query.tag) add(query.tag, (p) => `g.tags ? ${p}`);
    if (query.search) add(`%${query.search}%`, (p) => `g.name ILIKE ${p}`);
    if (query.unplayed && user)
      add(user.id, (p) => `NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.game_id = g.id AND r.user_id = ${p})`);
    let userParam = 'NULL';
    if (user) {
      params.push(user.id);
      userParam = `$${params.length}`;
    }
    const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    const limit = Math.min(Math.max(query.limit ?? PAGE_SIZE, 1), 200);
    const page = Math.max(query.pageNo ?? 1, 1);
    const count = await one<{ n: number }>(
      ctx.db,
      `SELECT count(*)::int AS n FROM games g ${where}`,
      user ? params.slice(0, -1) : params,
    );
    const rows = await all<GameRow>(
      ctx.db,
      `${GAME_SELECT(userParam)} ${where} ORDER BY ${SORTS[query.sort ?? 'popular']} LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      params,
    );
    return { count: count?.n ?? 0, rows: rows.map(toGame) };
  });

  route(app, ctx, getProviders, async () => {
    const rows = await all<{ id: number; slug: string; name: string; n: number }>(
      ctx.db,
      'SELECT p.id, p.slug, p.name, count(g.id)::int AS n FROM providers p LEFT JOIN games g ON g.provider = p.slug GROUP BY p.id ORDER BY p.name',
    );
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      gameCount: r.n,
      logoUrl: `/api/core/casino/assets/providers/${r.slug}.png`,
    }));
  });

  route(app, ctx, searchGames, async ({ query, user }) => {
    const limit = Math.min(Math.max(query.limit ?? PAGE_SIZE, 1), 100);
    const params: unknown[] = [`%${query.q}%`];
    if (user) params.push(user.id);
    const games = await all<GameRow>(
      ctx.db,
      `${GAME_SELECT(user ? '$2' : 'NULL')} WHERE g.name ILIKE $1 ORDER BY g.popularity DESC LIMIT ${limit}`,
      params,
    );
    const providers = await all<{ id: number; slug: string; name: string; n: number }>(
      ctx.db,
      'SELECT p.id, p.slug, p.name, count(g.id)::int AS n FROM providers p LEFT JOIN games g ON g.provider = p.slug WHERE p.name ILIKE $1 GROUP BY p.id ORDER BY p.name',
      [`%${query.q}%`],
    );
    return {
      games: games.map(toGame),
      providers: providers.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        gameCount: r.n,
        logoUrl: `/api/core/casino/assets/providers/${r.slug}.png`,
      })),
    };
  });

  route(app, ctx, getWinners, async ({ query }) => {
    const limit = query.limit ?? WINNERS_DEFAULT_LIMIT;
    const now = ctx.clock.now();
    // Stored rounds are real-money rounds (demo rounds are never stored).
    const base = `SELECT r.id, r.user_id, u.nickname, u.ghost_mode, u.currency_code, g.slug, g.name, r.bet, r.win, r.multiplier, r.created_at
      FROM game_rounds r JOIN games g ON g.id = r.game_id JOIN users u ON u.id = r.user_id WHERE r.win > 0 AND r.created_at <= $1`;
    const rows =
      query.type === 'latest'
        ? await all<WinnerQueryRow>(ctx.db, `${base} ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`, [now])
        : await all<WinnerQueryRow>(
            ctx.db,
            `${base} AND r.created_at >= $2 ORDER BY r.win DESC, r.created_at DESC, r.id DESC LIMIT ${limit}`,
            [now, new Date(now.getTime() - TOP_WINNERS_DAYS * DAY_MS)],
          );
    return rows.map(toWinner);
  });

  route(app, ctx, getJackpots, async () => {
    // Each grows minute by minute of the dev clock from its last hit (hits every cycleDays from a fixed epoch,
    // staggered by a few hours) and by its share of the real-money bets since then.
    const now = ctx.clock.nowMs();
    const epoch = Date.UTC(2024, 0, 1);
    const cycles = JACKPOTS.map((j) => {
      const cycle = j.cycleDays * DAY_MS;
      const origin = epoch + j.id * 5 * 3_600_000;
      return { j, since: origin + Math.floor((now - origin) / cycle) * cycle };
    });
    const bets = await all<{ id: number; staked: number | null }>(
      ctx.db,
      `SELECT c.id, (SELECT sum(r.bet) FROM game_rounds r WHERE NOT r.bonus_money AND r.created_at >= c.since AND r.created_at <= $2) AS staked
       FROM jsonb_to_recordset($1::jsonb) AS c(id int, since timestamptz)`,
      [JSON.stringify(cycles.map((c) => ({ id: c.j.id, since: new Date(c.since).toISOString() }))), new Date(now)],
    );
    return cycles.map(({ j, since }) => {
      const staked = bets.find((b) => b.id === j.id)?.staked ?? 0;
      const minutes = Math.floor((now - since) / 60_000);
      return {
        id: j.id,
        name: j.name,
        amount: round2(j.seed + (j.perDay * minutes) / 1440 + j.contribution * staked),
        currencyCode: 'EUR',
      };
    });
  });

  route(app, ctx, getGameRounds, async ({ query, user }) => {
    const rows = await all<{
      id: number;
      game_id: number;
      bet: number;
      win: number;
      multiplier: number;
      bonus_money: boolean;
      created_at: Date;
      name: string;
    }>(
      ctx.db,
      `SELECT r.id, r.game_id, r.bet, r.win, r.multiplier, r.bonus_money, r.created_at, g.name
       FROM game_rounds r JOIN games g ON g.id = r.game_id WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
      [user.id, query.limit ?? GAME_PULSE_ROUNDS],
    );
    return rows.map((r) => ({
      id: r.id,
      gameId: r.game_id,
      gameName: r.name,
      bet: Number(r.bet),
      win: Number(r.win),
      multiplier: Number(r.multiplier),
      bonusMoney: r.bonus_money,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  });

  route(app, ctx, launchGame, async ({ params, body, user, token, req }) => {
    const g = await gameBySlug(ctx, params.slug, null);
    restrictedIn(ctx, g, req);
    const now = ctx.clock.now();
    // 401, not 403: a guest has no session to end, and a 403 would make the front end end one.
    if (body.demo) {
      if (!g.demo_available) throw refused('DEMO_NOT_AVAILABLE', `${g.name} has no demo mode`);
      if (!user && !brandSettings(brandOf(req.headers['x-casino-brand'])).allowGuestDemoPlay)
        throw new ApiError(401, 'LOGIN_REQUIRED', 'Sign in to play demo games');
    } else {
      if (!user) throw new ApiError(401, 'LOGIN_REQUIRED', 'Sign in to play for real money');
      if (isSelfExcluded(user, now)) throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
      if (isFrozen(user, now)) throw refused('ACCOUNT_FROZEN', 'The account is frozen');
      await requireMandatoryLimits(ctx, user.id, playerMarket(user, req));
    }
    // The game's own session: the player's (valid for this game's rounds only), or an anonymous one for a guest's demo.
    const session = user && token ? await ctx.auth.createGameSession(token, g.slug) : newToken();
    const search = new URLSearchParams({ game: g.slug, demo: body.demo ? '1' : '0', session });
    const lng = languageOf(req.headers['accept-language']);
    if (lng) search.set('lng', lng);
    return { url: `${DEV_GAME_PATH}?${search.toString()}`, demo: body.demo };
  });

  route(app, ctx, getGame, async ({ params, user, req }) => {
    const g = await gameBySlug(ctx, params.slug, user?.id ?? null);
    restrictedIn(ctx, g, req);
    return { game: toGame(g) };
  });

  route(app, ctx, getFavorites, async ({ user }) => {
    const rows = await all<GameRow>(
      ctx.db,
      `${GAME_SELECT('$1')} JOIN favorites fav ON fav.game_id = g.id AND fav.user_id = $1 ORDER BY fav.created_at DESC`,
      [user.id],
    );
    return rows.map(toGame);
  });

  route(app, ctx, addFavorite, async ({ body, user }) => {
    const g = await one(ctx.db, 'SELECT id FROM games WHERE id = $1', [body.gameId]);
    if (!g) throw notFound(`Game ${body.gameId} not found`, 'GAME_NOT_FOUND');
    await ctx.db.query(
      'INSERT INTO favorites (user_id, game_id, created_at) VALUES ($1,$2,$3) ON CONFLICT DO NOTHING',
      [user.id, body.gameId, ctx.clock.now()],
    );
    return null;
  });

  route(app, ctx, removeFavorite, async ({ params, user }) => {
    const res = await ctx.db.query('DELETE FROM favorites WHERE user_id = $1 AND game_id = $2', [
      user.id,
      params.gameId,
    ]);
    if (!res.affectedRows) throw notFound(`Game ${params.gameId} is not a favourite`);
    return null;
  });

  route(app, ctx, getRecentGames, async ({ user }) => {
    const rows = await all<GameRow>(
      ctx.db,
      `${GAME_SELECT('$1')} JOIN (SELECT game_id, max(created_at) AS last FROM game_rounds WHERE user_id = $1 GROUP BY game_id) r ON r.game_id = g.id
       ORDER BY r.last DESC LIMIT ${PAGE_SIZE}`,
      [user.id],
    );
    return rows.map(toGame);
  });

  route(
    app,
    ctx,
    playRound,
    async ({ params, body, user, req }) => {
      const g = await gameBySlug(ctx, params.slug, null);
      restrictedIn(ctx, g, req);
      const now = ctx.clock.now();
      if (body.bet < g.min_bet) throw refused('BET_BELOW_MIN', `Minimum bet is ${g.min_bet}`, { minBet: g.min_bet });
      if (body.bet > g.max_bet) throw refused('BET_ABOVE_MAX', `Maximum bet is ${g.max_bet}`, { maxBet: g.max_bet });
      const bonusBuy = body.bonusBuy === true;
      if (bonusBuy && !g.bonus_buy) throw refused('BONUS_BUY_NOT_AVAILABLE', `${g.name} has no bonus buy`);
      // What the round costs: the bet, or the bonus round's price.
      const cost = bonusBuy ? round2(body.bet * BONUS_BUY_COST_MULTIPLIER) : body.bet;
      if (body.demo) {
        if (!g.demo_available) throw refused('DEMO_NOT_AVAILABLE', `${g.name} has no demo mode`);
        if (!user && !brandSettings(brandOf(req.headers['x-casino-brand'])).allowGuestDemoPlay)
          throw new ApiError(403, 'UNAUTHORIZED', 'Sign in to play demo games');
        const seed = `demo:${g.id}:${now.getTime()}`;
        const m = bonusBuy ? bonusBuyOutcome(seed, g.max_multiplier) : outcome(seed, g.max_multiplier);
        return {
          round: {
            id: 1,
            gameId: g.id,
            bet: cost,
            win: round2(cost * m),
            multiplier: m,
            bonusMoney: false,
            createdAt: now.toISOString(),
          },
          wallet: user ? walletOf(user) : { amount: 0, nonCashAmount: 0, totalAmount: 0 },
        };
      }
      if (!user) throw new ApiError(403, 'UNAUTHORIZED', 'Sign in to play for real money');
      if (isSelfExcluded(user, now)) throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
      if (isFrozen(user, now)) throw refused('ACCOUNT_FROZEN', 'The account is frozen');
      await requireMandatoryLimits(ctx, user.id, playerMarket(user, req));

      const bonuses = await activeBonuses(ctx.db, user.id);
      // A bought bonus round is paid for, never a free spin.
      const spins = bonusBuy
        ? undefined
        : bonuses.find(
            (b) => b.def.type === 'freespins' && (b.free_spins_left ?? 0) > 0 && b.def.freeSpinGame === g.slug,
          );
      const played = await one<{ n: number }>(ctx.db, 'SELECT count(*)::int AS n FROM game_rounds WHERE user_id = $1', [
        user.id,
      ]);
      const seed = `${user.id}:${g.id}:${played?.n ?? 0}`;
      const m = bonusBuy ? bonusBuyOutcome(`${seed}:bonus`, g.max_multiplier) : outcome(seed, g.max_multiplier);
      let bonusMoney = false;
      let stake = cost;
      const win = round2(cost * m);
      if (spins) {
        // A free spin: no stake, the win becomes bonus money.
        stake = 0;
        bonusMoney = true;
        await ctx.db.query(
          'UPDATE user_bonuses SET free_spins_left = free_spins_left - 1, free_spins_win = free_spins_win + $2, updated_at = $3 WHERE id = $1',
          [spins.id, win, now],
        );
        if (win > 0)
          await ctx.wallet.move(user.id, {
            bonus: win,
            type: 'win',
            description: `${g.name} free spin win`,
            reason: 'freespin_win',
          });
      } else {
        // The confirmed bonus buy is the one transaction the bet and loss limits let through; the next round is checked.
        if (!bonusBuy) await checkLimits(ctx, user, cost);
        const active = bonuses.find((b) => b.def.type !== 'freespins');
        if (user.cash < cost) {
          if (!active || user.non_cash < cost)
            throw refused('INSUFFICIENT_FUNDS', 'Insufficient funds', {
              cash: round2(user.cash),
              bonus: round2(user.non_cash),
            });
          if (!g.bonus_compatible)
            throw refused('BONUS_NOT_ELIGIBLE_FOR_GAME', `${g.name} cannot be played with bonus money`);
          if (cost > BONUS_MAX_BET)
            throw refused('BONUS_BET_LIMIT', `Bets with bonus money are limited to ${BONUS_MAX_BET}`, {
              maxBonusBet: BONUS_MAX_BET,
            });
          bonusMoney = true;
        }
        const wallet = bonusMoney ? 'bonus' : 'cash';
        const what = bonusBuy ? `${g.name} bonus buy` : `${g.name} bet`;
        await ctx.wallet.move(user.id, { [wallet]: -cost, type: 'bet', description: what, reason: 'bet' });
        if (win > 0)
          await ctx.wallet.move(user.id, { [wallet]: win, type: 'win', description: `${g.name} win`, reason: 'win' });
        await ctx.db.query(
          `UPDATE users SET total_spend = total_spend + $2, xp = xp + $2, loyalty_points = loyalty_points + $2 / 10,
             deposit_wager_left = CASE WHEN $3 THEN deposit_wager_left ELSE greatest(0, deposit_wager_left - $2) END WHERE id = $1`,
          [user.id, cost, bonusMoney],
        );
        if (active) {
          // A bet counts towards wagering by its game's category (slots in full, live casino a tenth, ...).
          const wagered = round2(active.wagered + (cost * (WAGERING_CONTRIBUTIONS[g.category] ?? 0)) / 100);
          const done = wagered >= active.wager_required;
          await ctx.db.query(
            'UPDATE user_bonuses SET wagered = $2, winning_amount = winning_amount + $3, status = $4, updated_at = $5 WHERE id = $1',
            [active.id, wagered, bonusMoney ? win : 0, done ? 'availed' : 'active', now],
          );
          if (done) {
            // Wagering complete: bonus money becomes cash (capped by the max win).
            const fresh = await reloadUser(ctx.db, user.id);
            const convert = round2(Math.min(fresh.non_cash, active.def.maxWinAmount ?? Number.POSITIVE_INFINITY));
            const burn = round2(fresh.non_cash - convert);
            await ctx.wallet.move(user.id, {
              bonus: -fresh.non_cash,
              cash: convert,
              type: 'bonus',
              description: `${active.def.name} wagering complete${burn > 0 ? ` (${burn} above max win removed)` : ''}`,
              reason: 'bonus_release',
            });
          }
        }
      }
      const round = await one<{ id: number }>(
        ctx.db,
        'INSERT INTO game_rounds (user_id, game_id, bet, win, bonus_money, created_at, multiplier, bonus_buy) VALUES ($1,$2,$3,$4,$5,$6,$7,$8) RETURNING id',
        [user.id, g.id, stake, win, bonusMoney, now, m, bonusBuy],
      );
      // Running tournaments the player joined count the round.
      const running = await all<TournamentRow>(
        ctx.db,
        'SELECT t.id, t.def FROM tournaments t JOIN tournament_entries e ON e.tournament_id = t.id AND e.user_id = $1',
        [user.id],
      );
      const counted = running.filter((t) => tournamentStatus(t, now.getTime()) === 'running');
      for (const t of counted) {
        const score =
          t.def.rankingMetric === 'multiplier'
            ? `greatest(score, ${m})`
            : t.def.rankingMetric === 'points'
              ? `score + ${round2(stake * (1 + m))}`
              : `score + ${stake}`;
        await ctx.db.query(
          `UPDATE tournament_entries SET score = ${score}, wagered = wagered + $3, games_played = games_played + 1 WHERE tournament_id = $1 AND user_id = $2`,
          [t.id, user.id, stake],
        );
      }
      // Those leaderboards moved: every socket (guests too) hears which, and pages showing one read it again.
      for (const t of counted) announceLeaderboard(ctx, t.id, req.log);
      const roundId = round?.id ?? 0;
      // The winners feed, live: every socket (guests too) hears of a winning real-money round.
      if (win > 0 && roundId > 0) {
        const winner = toWinner({
          id: roundId,
          user_id: user.id,
          nickname: user.nickname,
          ghost_mode: user.ghost_mode,
          currency_code: user.currency_code,
          slug: g.slug,
          name: g.name,
          bet: stake,
          win,
          multiplier: m,
          created_at: now,
        });
        try {
          ctx.hub.emitToAll('winner', winner);
        } catch (error) {
          // The money has moved: a feed event that breaks its contract is logged (and fails the socket tests), not the round.
          req.log.error(error);
        }
      }
      const fresh = await reloadUser(ctx.db, user.id);
      return {
        round: { id: roundId, gameId: g.id, bet: stake, win, multiplier: m, bonusMoney, createdAt: now.toISOString() },
        wallet: walletOf(fresh),
      };
    },
    // The game page plays with the game session its launch issued.
    { gameOf: (params) => params.slug },
  );

  route(app, ctx, getTournaments, async ({ query, user }) => {
    const rows = await all<TournamentRow>(ctx.db, 'SELECT id, def FROM tournaments ORDER BY id');
    const list = await Promise.all(rows.map((t) => toTournament(ctx, t, user?.id ?? null)));
    return list.filter((t) => !query.status || t.status === query.status);
  });

  route(app, ctx, getLeaderboard, async ({ params, query, user }) => {
    const t = await tournamentById(ctx, params.id);
    const limit = Math.min(Math.max(query.limit ?? 50, 1), 200);
    const rows = await all<{
      user_id: number;
      nickname: string | null;
      ghost_mode: boolean;
      score: number;
      wagered: number;
      games_played: number;
    }>(
      ctx.db,
      'SELECT e.user_id, u.nickname, u.ghost_mode, e.score, e.wagered, e.games_played FROM tournament_entries e JOIN users u ON u.id = e.user_id WHERE e.tournament_id = $1 ORDER BY e.score DESC, e.joined_at',
      [t.id],
    );
    const ranked = rows.map((r, i) => ({
      position: i + 1,
      // The user id stays (the player's own `me` row is found by it); the name is hidden in ghost mode.
      userId: r.user_id,
      nickname: publicName({ id: r.user_id, nickname: r.nickname, ghost_mode: r.ghost_mode }),
      score: round2(r.score),
      wagered: round2(r.wagered),
      gamesPlayed: r.games_played,
      prize: t.def.prizes[i] ?? 0,
    }));
    return {
      tournament: await toTournament(ctx, t, user?.id ?? null),
      rows: ranked.slice(0, limit),
      me: user ? (ranked.find((r) => r.userId === user.id) ?? null) : null,
    };
  });

  route(app, ctx, joinTournament, async ({ params, user, req }) => {
    const t = await tournamentById(ctx, params.id);
    if (isSelfExcluded(user, ctx.clock.now()))
      throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
    if (isFrozen(user, ctx.clock.now()))
      throw refused('ACCOUNT_FROZEN', 'The account is frozen: only withdrawals are open');
    if (tournamentStatus(t, ctx.clock.nowMs()) === 'ended')
      throw refused('TOURNAMENT_ENDED', `${t.def.name} has ended`);
    const res = await ctx.db.query(
      'INSERT INTO tournament_entries (tournament_id, user_id, joined_at) VALUES ($1,$2,$3) ON CONFLICT DO NOTHING',
      [t.id, user.id, ctx.clock.now()],
    );
    if (!res.affectedRows) throw new ApiError(409, 'ALREADY_JOINED', `You already joined ${t.def.name}`);
    announceLeaderboard(ctx, t.id, req.log);
    return { tournament: await toTournament(ctx, t, user.id) };
  });

  route(app, ctx, getPlayerStats, async ({ params }) => {
    const u = await one<UserRow>(ctx.db, 'SELECT * FROM users WHERE id = $1', [params.id]);
    if (!u) throw notFound(`Player ${params.id} not found`);
    const entries = await all<{
      tournament_id: number;
      wagered: number;
      games_played: number;
      def: TournamentRow['def'];
      position: number;
    }>(
      ctx.db,
      `SELECT e.tournament_id, e.wagered, e.games_played, t.def,
         (SELECT count(*) + 1 FROM tournament_entries o WHERE o.tournament_id = e.tournament_id AND o.score > e.score)::int AS position
       FROM tournament_entries e JOIN tournaments t ON t.id = e.tournament_id WHERE e.user_id = $1`,
      [u.id],
    );
    const now = ctx.clock.nowMs();
    const ended = entries.filter((e) => new Date(e.def.endsAt).getTime() <= now);
    return {
      userId: u.id,
      // Public statistics of a ghost-mode player answer the anonymous label too.
      nickname: publicName(u),
      joinedAt: new Date(u.created_at).toISOString(),
      races: entries.length,
      totalWagered: round2(entries.reduce((a, e) => a + e.wagered, 0)),
      gamesPlayed: entries.reduce((a, e) => a + e.games_played, 0),
      totalPrizes: round2(ended.reduce((a, e) => a + (e.def.prizes[e.position - 1] ?? 0), 0)),
      bestPosition: entries.length ? Math.min(...entries.map((e) => e.position)) : null,
    };
  });
}
