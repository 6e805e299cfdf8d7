import type { FastifyInstance } from 'fastify';
import {
  AWAY_AFTER_MS,
  AWAY_REMOVAL_MS,
  CHAT_NAME_COLORS,
  CHAT_RATE_LIMIT,
  claimReferral,
  getChatMessages,
  getChatPresence,
  getChatRooms,
  getChatSettings,
  getReferral,
  sendChatMessage,
  setChatPresence,
  trackReferralVisit,
  updateChatSettings,
  type ChatCard,
  type ChatMessage,
  type ChatNameColor,
  type ChatPresence,
  type PresenceStatus,
} from '@casino/api-contract';
import type { Ctx, UserRow } from '../lib/context';
import { isFrozen, isSelfExcluded } from '../lib/context';
import { all, one } from '../lib/db';
import { ApiError, notFound, refused, route } from '../lib/http';
import { hash01, round2 } from '../lib/util';

/** A player who never picked a colour gets one of the palette's keys, stable per player. */
const defaultNameColor = (userId: number): ChatNameColor =>
  CHAT_NAME_COLORS[Math.floor(hash01(`color:${userId}`) * CHAT_NAME_COLORS.length)] ?? 'primary';
const nicknameOf = (userId: number, nickname: string | null) => nickname ?? `Player${userId}`;

/** Referred players' revenue is 5% of what they staked; the referrer earns 10% of it. */
async function referralState(ctx: Ctx, user: UserRow) {
  const visits = await one<{ visits: number }>(ctx.db, 'SELECT visits FROM referral_visits WHERE code = $1', [
    user.referral_code ?? '',
  ]);
  const refs = await one<{ n: number; spend: number | null }>(
    ctx.db,
    'SELECT count(*)::int AS n, sum(total_spend) AS spend FROM users WHERE referred_by = $1',
    [user.id],
  );
  const claimed = await one<{ s: number | null }>(
    ctx.db,
    'SELECT sum(amount) AS s FROM referral_claims WHERE user_id = $1',
    [user.id],
  );
  const revenue = round2((refs?.spend ?? 0) * 0.05);
  const reward = round2(revenue * 0.1);
  return {
    referralCode: user.referral_code ?? '',
    referralLink: `/?ref=${user.referral_code ?? ''}`,
    visits: visits?.visits ?? 0,
    registrations: refs?.n ?? 0,
    revenue,
    claimable: round2(Math.max(0, reward - (claimed?.s ?? 0))),
    claimed: round2(claimed?.s ?? 0),
    currencyCode: user.currency_code,
  };
}

interface MessageRow {
  id: number;
  room_id: number;
  user_id: number;
  nickname: string | null;
  name_color: string | null;
  text: string;
  card: ChatCard | null;
  created_at: Date;
}
const toMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  roomId: m.room_id,
  userId: m.user_id,
  nickname: nicknameOf(m.user_id, m.nickname),
  nameColor: m.name_color ?? defaultNameColor(m.user_id),
  text: m.text,
  createdAt: new Date(m.created_at).toISOString(),
  ...(m.card ? { card: m.card } : {}),
});

async function nameColorOf(ctx: Ctx, userId: number): Promise<ChatNameColor> {
  const row = await one<{ name_color: ChatNameColor }>(
    ctx.db,
    'SELECT name_color FROM chat_profiles WHERE user_id = $1',
    [userId],
  );
  return row?.name_color ?? defaultNameColor(userId);
}

/** Sliding window per player on the server's clock: 5 messages in 10 seconds (CHAT_RATE_LIMIT). */
class SendRateLimit {
  private readonly sent = new Map<number, number[]>();
  constructor(private readonly ctx: Ctx) {}

  /** Counts a send, or throws 429 RATE_LIMITED with the seconds to wait. */
  take(userId: number): void {
    const now = this.ctx.clock.nowMs();
    const windowMs = CHAT_RATE_LIMIT.windowSeconds * 1000;
    const recent = (this.sent.get(userId) ?? []).filter((t) => t > now - windowMs && t <= now);
    if (recent.length >= CHAT_RATE_LIMIT.messages) {
      const retryAfterSeconds = Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000));
      throw new ApiError(429, 'RATE_LIMITED', `Too many messages: wait ${retryAfterSeconds} s`, { retryAfterSeconds });
    }
    this.sent.set(userId, [...recent, now]);
  }
}

interface PresenceState {
  lastActivityMs: number;
  /** Set away by the player (until they set online again). */
  manualAwaySinceMs: number | null;
  /** What every socket was last told. */
  reported: PresenceStatus | null;
  /** Taken off multiplayer tables during this absence, not told yet. */
  removalPending: boolean;
  removedThisAbsence: boolean;
}

/**
 * Chat presence on the server's clock (designed here, spec sections 4 and 9). A connected player is away after 5 minutes
 * without activity (connecting, an `activity` ping, a message) or when they say so; after 30 minutes away they are taken
 * off multiplayer tables (this casino has none: the removal is recorded and the player is told once, on their return).
 * The dev clock jumps rather than ticks, so away-ness is worked out whenever asked, on every activity, and by a sweep.
 */
class PresenceTracker {
  private readonly states = new Map<number, PresenceState>();
  private readonly nicknames = new Map<number, string>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly ctx: Ctx) {}

  /** Runs one change at a time, so two evaluations never report the same transition twice. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private state(userId: number): PresenceState {
    let s = this.states.get(userId);
    if (!s) {
      s = {
        lastActivityMs: this.ctx.clock.nowMs(),
        manualAwaySinceMs: null,
        reported: null,
        removalPending: false,
        removedThisAbsence: false,
      };
      this.states.set(userId, s);
    }
    return s;
  }

  private awaySince(s: PresenceState, now: number): number | null {
    if (s.manualAwaySinceMs !== null) return s.manualAwaySinceMs;
    return now - s.lastActivityMs >= AWAY_AFTER_MS ? s.lastActivityMs + AWAY_AFTER_MS : null;
  }

  private async nickname(userId: number): Promise<string> {
    const known = this.nicknames.get(userId);
    if (known) return known;
    const row = await one<{ nickname: string | null }>(this.ctx.db, 'SELECT nickname FROM users WHERE id = $1', [
      userId,
    ]);
    const name = nicknameOf(userId, row?.nickname ?? null);
    this.nicknames.set(userId, name);
    return name;
  }

  renamed(userId: number, nickname: string): void {
    this.nicknames.set(userId, nickname);
  }

  /** Records removals due, then tells every socket about each connected player whose status changed. */
  private async evaluateNow(): Promise<void> {
    const now = this.ctx.clock.nowMs();
    const connected = new Set(this.ctx.hub.connectedUserIds());
    for (const [userId, s] of this.states) {
      const since = this.awaySince(s, now);
      if (since !== null && !s.removedThisAbsence && now - since >= AWAY_REMOVAL_MS) {
        s.removedThisAbsence = true;
        s.removalPending = true;
        await this.ctx.db.query('INSERT INTO chat_table_removals (user_id, away_since, removed_at) VALUES ($1,$2,$3)', [
          userId,
          new Date(since),
          new Date(since + AWAY_REMOVAL_MS),
        ]);
      }
      if (!connected.has(userId)) {
        s.reported = null;
        continue;
      }
      const status: PresenceStatus = since === null ? 'online' : 'away';
      if (status === s.reported) continue;
      s.reported = status;
      this.ctx.hub.emitToAll('presence', await this.entry(userId, s, status, true));
    }
  }

  private async entry(
    userId: number,
    s: PresenceState,
    status: PresenceStatus,
    deliverNotice: boolean,
  ): Promise<ChatPresence> {
    const presence: ChatPresence = { userId, nickname: await this.nickname(userId), status };
    if (status === 'online' && s.removalPending && deliverNotice) {
      s.removalPending = false;
      presence.removedFromTables = true;
      await this.ctx.db.query(
        'UPDATE chat_table_removals SET notified_at = $2 WHERE user_id = $1 AND notified_at IS NULL',
        [userId, new Date(this.ctx.clock.nowMs())],
      );
    }
    return presence;
  }

  evaluate(): Promise<void> {
    return this.serial(() => this.evaluateNow());
  }

  /** Activity of a signed-in player: removals of the absence it ends are recorded first, then they are online again. */
  activity(userId: number, kind: 'connect' | 'activity' | 'disconnect'): Promise<void> {
    return this.serial(async () => {
      this.state(userId);
      await this.evaluateNow();
      const s = this.state(userId);
      if (kind !== 'disconnect') {
        s.lastActivityMs = this.ctx.clock.nowMs();
        if (this.awaySince(s, s.lastActivityMs) === null) s.removedThisAbsence = false;
      }
      await this.evaluateNow();
    });
  }

  set(userId: number, status: PresenceStatus): Promise<ChatPresence> {
    return this.serial(async () => {
      const s = this.state(userId);
      await this.evaluateNow();
      const now = this.ctx.clock.nowMs();
      if (status === 'away') s.manualAwaySinceMs ??= now;
      else {
        s.manualAwaySinceMs = null;
        s.lastActivityMs = now;
        s.removedThisAbsence = false;
      }
      await this.evaluateNow();
      const current: PresenceStatus = this.awaySince(s, now) === null ? 'online' : 'away';
      return this.entry(userId, s, current, true);
    });
  }

  /** Every connected player, each online or away now; the caller's own entry carries a notice not yet delivered. */
  list(callerId: number | null): Promise<ChatPresence[]> {
    return this.serial(async () => {
      await this.evaluateNow();
      const now = this.ctx.clock.nowMs();
      const out: ChatPresence[] = [];
      for (const userId of this.ctx.hub.connectedUserIds().sort((a, b) => a - b)) {
        const s = this.state(userId);
        const status: PresenceStatus = this.awaySince(s, now) === null ? 'online' : 'away';
        out.push(await this.entry(userId, s, status, userId === callerId));
      }
      return out;
    });
  }
}

async function room(ctx: Ctx, id: number) {
  const r = await one<{ id: number }>(ctx.db, 'SELECT id FROM chat_rooms WHERE id = $1', [id]);
  if (!r) throw notFound(`Chat room ${id} not found`);
  return r;
}

export function registerSocialRoutes(app: FastifyInstance, ctx: Ctx): void {
  route(app, ctx, getReferral, async ({ user }) => referralState(ctx, user));

  route(app, ctx, claimReferral, async ({ user }) => {
    if (isSelfExcluded(user, ctx.clock.now()))
      throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
    if (isFrozen(user, ctx.clock.now()))
      throw refused('ACCOUNT_FROZEN', 'The account is frozen: only withdrawals are open');
    const state = await referralState(ctx, user);
    if (state.claimable <= 0) throw refused('NOTHING_TO_CLAIM', 'No referral reward to claim');
    await ctx.db.query('INSERT INTO referral_claims (user_id, amount, created_at) VALUES ($1,$2,$3)', [
      user.id,
      state.claimable,
      ctx.clock.now(),
    ]);
    await ctx.wallet.move(user.id, {
      cash: state.claimable,
      type: 'referral',
      description: 'Referral reward',
      reason: 'referral',
    });
    return { amount: state.claimable, currencyCode: user.currency_code };
  });

  route(app, ctx, trackReferralVisit, async ({ body }) => {
    const code = body.code.toUpperCase();
    const owner = await one(ctx.db, 'SELECT id FROM users WHERE referral_code = $1', [code]);
    if (!owner) throw notFound(`Referral code ${code} not found`);
    await ctx.db.query(
      'INSERT INTO referral_visits (code, visits) VALUES ($1, 1) ON CONFLICT (code) DO UPDATE SET visits = referral_visits.visits + 1',
      [code],
    );
    return null;
  });

  route(app, ctx, getChatRooms, async () => all(ctx.db, 'SELECT id, slug, name, language FROM chat_rooms ORDER BY id'));

  route(app, ctx, getChatMessages, async ({ params, query }) => {
    await room(ctx, params.roomId);
    const limit = Math.min(Math.max(query.limit ?? 50, 1), 200);
    const select = `SELECT m.*, u.nickname, p.name_color FROM chat_messages m JOIN users u ON u.id = m.user_id
       LEFT JOIN chat_profiles p ON p.user_id = m.user_id WHERE m.room_id = $1`;
    // `after` (a reconnect's catch-up): the oldest messages after that id, so a long gap is caught up page by page.
    if (query.after !== undefined) {
      const rows = await all<MessageRow>(ctx.db, `${select} AND m.id > $2 ORDER BY m.id ASC LIMIT ${limit}`, [
        params.roomId,
        query.after,
      ]);
      return rows.map(toMessage);
    }
    const rows = await all<MessageRow>(
      ctx.db,
      `${select} AND ($2::int IS NULL OR m.id < $2) ORDER BY m.id DESC LIMIT ${limit}`,
      [params.roomId, query.before ?? null],
    );
    return rows.reverse().map(toMessage);
  });

  const rateLimit = new SendRateLimit(ctx);
  const presence = new PresenceTracker(ctx);
  const stopListening = ctx.hub.onActivity(
    (userId, kind) => void presence.activity(userId, kind).catch((err: unknown) => app.log.error(err)),
  );
  // The dev clock jumps: a sweep notices who became away without anyone asking.
  const sweep = setInterval(() => void presence.evaluate().catch((err: unknown) => app.log.error(err)), 2_000);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopListening();
  });

  route(app, ctx, sendChatMessage, async ({ params, body, user }) => {
    await room(ctx, params.roomId);
    if (isSelfExcluded(user, ctx.clock.now()))
      throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
    rateLimit.take(user.id);
    const row = await one<MessageRow>(
      ctx.db,
      'INSERT INTO chat_messages (room_id, user_id, text, created_at, card) VALUES ($1,$2,$3,$4,$5) RETURNING *',
      [params.roomId, user.id, body.text, ctx.clock.now(), body.card ? JSON.stringify(body.card) : null],
    );
    if (!row) throw new Error('chat insert returned nothing');
    const message = toMessage({ ...row, nickname: user.nickname, name_color: await nameColorOf(ctx, user.id) });
    ctx.hub.emitToAll('chatMessage', message);
    await presence.activity(user.id, 'activity');
    return message;
  });

  route(app, ctx, getChatSettings, async ({ user }) => ({
    nameColor: await nameColorOf(ctx, user.id),
    nickname: user.nickname,
  }));

  route(app, ctx, updateChatSettings, async ({ body, user }) => {
    if (body.nickname !== undefined && body.nickname !== user.nickname) {
      const taken = await one(ctx.db, 'SELECT id FROM users WHERE lower(nickname) = lower($1) AND id <> $2', [
        body.nickname,
        user.id,
      ]);
      if (taken) throw new ApiError(409, 'NICKNAME_TAKEN', `The nickname ${body.nickname} is taken`);
      await ctx.db.query('UPDATE users SET nickname = $2 WHERE id = $1', [user.id, body.nickname]);
      presence.renamed(user.id, body.nickname);
    }
    if (body.nameColor !== undefined) {
      await ctx.db.query(
        'INSERT INTO chat_profiles (user_id, name_color) VALUES ($1,$2) ON CONFLICT (user_id) DO UPDATE SET name_color = $2',
        [user.id, body.nameColor],
      );
    }
    return { nameColor: await nameColorOf(ctx, user.id), nickname: body.nickname ?? user.nickname };
  });

  route(app, ctx, getChatPresence, async ({ user }) => presence.list(user?.id ?? null));

  route(app, ctx, setChatPresence, async ({ body, user }) => presence.set(user.id, body.status));
}
