import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BET_LIMIT_CHANGE_COOLDOWN_MS,
  DOCUMENT_REVIEW_MS,
  RG_MARKETS,
  SELF_EXCLUSION_DURATION_MS,
  UPLOAD_MAX_BYTES,
  cancelPendingLimit,
  confirmPendingLimit,
  freezeAccount,
  getDocumentLabel,
  getDocuments,
  getLimits,
  getSessionSummary,
  limitChangeTiming,
  marketRules,
  missingMandatoryLimits,
  removeLimit,
  removeSessionLimit,
  selfExclude,
  setLimit,
  setRealityCheck,
  setSessionLimit,
  updatePreferences,
  uploadDocument,
  type LimitPeriod,
  type LimitType,
  type ResponsibleGaming,
  type RgMarket,
  type UserDocument,
} from '@casino/api-contract';
import { DOCUMENT_LABELS, brandSettings } from '../data/reference';
import { DAY_MS } from '../lib/clock';
import type { Ctx, UserRow } from '../lib/context';
import { isSelfExcluded } from '../lib/context';
import { all, one } from '../lib/db';
import { ApiError, badRequest, notFound, refused, route } from '../lib/http';
import { CLEAR_PENDING, applyDueLimits, pendingOf, type LimitRow } from '../lib/limits';
import { iso, round2 } from '../lib/util';
import { periodStart, reloadUser } from '../lib/views';
import { brandOf } from './core';

/** Amount used in the current period for a limit type. */
export async function usedFor(ctx: Ctx, userId: number, type: LimitType, period: number): Promise<number> {
  const since = periodStart(period, ctx.clock.now());
  if (type === 'deposit') {
    const r = await one<{ s: number | null }>(
      ctx.db,
      "SELECT sum(amount) AS s FROM deposits WHERE user_id = $1 AND status = 'success' AND created_at >= $2",
      [userId, since],
    );
    return round2(r?.s ?? 0);
  }
  const r = await one<{ bets: number | null; wins: number | null }>(
    ctx.db,
    'SELECT sum(bet) AS bets, sum(win) AS wins FROM game_rounds WHERE user_id = $1 AND created_at >= $2',
    [userId, since],
  );
  const bets = r?.bets ?? 0;
  const wins = r?.wins ?? 0;
  if (type === 'bet') return round2(bets);
  if (type === 'loss') return round2(Math.max(0, bets - wins));
  return round2(Math.max(0, wins - bets));
}

/**
 * The market whose player-protection rules apply to a player (`markets.ts`): the player's own (set by `/__dev/market`,
 * standing in for a licence picked at registration), else the `responsibleGamingMarket` of the brand the request is for.
 */
export function playerMarket(user: Pick<UserRow, 'rg_market'>, req: FastifyRequest): RgMarket {
  const own = user.rg_market;
  if (own !== null && (RG_MARKETS as readonly string[]).includes(own)) return own as RgMarket;
  return brandSettings(brandOf(req.headers['x-casino-brand'])).responsibleGamingMarket;
}

/** The reality-check interval in force: the player's choice while the market offers it (another market's choice is off). */
const realityCheckOf = (user: UserRow, market: RgMarket): number | null =>
  user.reality_check_minutes !== null && marketRules(market).realityCheckMinutes.includes(user.reality_check_minutes)
    ? user.reality_check_minutes
    : null;

export async function responsibleState(ctx: Ctx, userId: number, market: RgMarket): Promise<ResponsibleGaming> {
  await applyDueLimits(ctx.db, userId, ctx.clock.now());
  const user = await reloadUser(ctx.db, userId);
  const rows = await all<LimitRow>(ctx.db, 'SELECT * FROM limits WHERE user_id = $1 ORDER BY type, period', [userId]);
  const now = ctx.clock.nowMs();
  const limits: ResponsibleGaming['limits'] = [];
  let sessionLimit: ResponsibleGaming['sessionLimit'] = null;
  for (const r of rows) {
    if (r.type === 'session') {
      sessionLimit = { minutes: r.amount, setAt: new Date(r.updated_at).toISOString() };
      continue;
    }
    const nextChange = new Date(r.updated_at).getTime() + BET_LIMIT_CHANGE_COOLDOWN_MS;
    limits.push({
      type: r.type as LimitType,
      period: r.period as LimitPeriod,
      amount: round2(r.amount),
      used: await usedFor(ctx, userId, r.type as LimitType, r.period),
      updatedAt: new Date(r.updated_at).toISOString(),
      nextChangeAt: r.type === 'bet' && nextChange > now ? new Date(nextChange).toISOString() : null,
      pending: pendingOf(r, ctx.clock.now()),
    });
  }
  const excluded =
    user.self_exclusion_permanent ||
    (user.self_exclusion_until !== null && new Date(user.self_exclusion_until).getTime() >= now);
  return {
    limits,
    sessionLimit,
    selfExclusion: excluded
      ? {
          until: iso(user.self_exclusion_until),
          permanent: user.self_exclusion_permanent,
          allBrands: user.self_exclusion_all_brands,
        }
      : null,
    frozenUntil: user.frozen_until && new Date(user.frozen_until).getTime() > now ? iso(user.frozen_until) : null,
    market,
    realityCheckMinutes: realityCheckOf(user, market),
  };
}

/**
 * Deposits and real-money play wait until the player has the limits the market requires (SE: deposit and session,
 * FR: deposit and bet): 422 RG_LIMITS_REQUIRED with `{ missing }`. Any period counts; demo play is never refused.
 */
export async function requireMandatoryLimits(ctx: Ctx, userId: number, market: RgMarket): Promise<void> {
  if (marketRules(market).mandatoryLimits.length === 0) return;
  // A removal that has come due leaves the player without that limit.
  await applyDueLimits(ctx.db, userId, ctx.clock.now());
  const types = new Set(
    (await all<{ type: string }>(ctx.db, 'SELECT DISTINCT type FROM limits WHERE user_id = $1', [userId])).map(
      (r) => r.type,
    ),
  );
  const missing = missingMandatoryLimits(market, {
    deposit: types.has('deposit'),
    bet: types.has('bet'),
    session: types.has('session'),
  });
  if (missing.length > 0) {
    throw refused(
      'RG_LIMITS_REQUIRED',
      `Set your ${missing.join(' and ')} limits before depositing or playing for real money`,
      { missing },
    );
  }
}

const limitRow = (ctx: Ctx, userId: number, type: LimitType, period: LimitPeriod) =>
  one<LimitRow>(ctx.db, 'SELECT * FROM limits WHERE user_id = $1 AND type = $2 AND period = $3', [
    userId,
    type,
    period,
  ]);

/** Records a loosening that waits (replacing an earlier one): `amount` null is a removal. Counts as the player's change. */
async function recordPending(
  ctx: Ctx,
  row: LimitRow,
  now: Date,
  amount: number | null,
  effectiveAt: number,
  needsConfirmation: boolean,
): Promise<void> {
  await ctx.db.query(
    `UPDATE limits SET updated_at = $4, pending_amount = $5, pending_removal = $6, pending_effective_at = $7, pending_needs_confirmation = $8
     WHERE user_id = $1 AND type = $2 AND period = $3`,
    [row.user_id, row.type, row.period, now, amount, amount === null, new Date(effectiveAt), needsConfirmation],
  );
}

interface DocRow {
  id: number;
  label_id: number;
  side: 'front' | 'back';
  file_name: string;
  mime_type: string;
  size: number;
  status: string;
  reject_reason: string | null;
  created_at: Date;
  reviewed_at: Date | null;
}
const toDoc = (d: DocRow): UserDocument => ({
  id: d.id,
  labelId: d.label_id,
  side: d.side,
  fileName: d.file_name,
  mimeType: d.mime_type,
  size: d.size,
  status: d.status as UserDocument['status'],
  rejectReason: d.reject_reason,
  createdAt: new Date(d.created_at).toISOString(),
  reviewedAt: iso(d.reviewed_at),
});

/** Support reviews uploads within 24 h: past that, names containing "reject" are rejected, others confirmed. */
export async function reviewDocuments(ctx: Ctx, user: UserRow): Promise<string> {
  const now = ctx.clock.now();
  const due = new Date(now.getTime() - DOCUMENT_REVIEW_MS);
  await ctx.db.query(
    `UPDATE documents SET reviewed_at = $3,
       status = CASE WHEN lower(file_name) LIKE '%reject%' THEN 'rejected' ELSE 'confirmed' END,
       reject_reason = CASE WHEN lower(file_name) LIKE '%reject%' THEN 'The document is unreadable' ELSE NULL END
     WHERE user_id = $1 AND status = 'pending' AND created_at <= $2`,
    [user.id, due, now],
  );
  const docs = await all<DocRow>(ctx.db, 'SELECT * FROM documents WHERE user_id = $1', [user.id]);
  const required = DOCUMENT_LABELS.filter((l) => l.key !== 'BANK');
  const slotStatus = (labelId: number, side: string) => {
    const mine = docs.filter((d) => d.label_id === labelId && d.side === side).sort((a, b) => b.id - a.id);
    return mine[0]?.status ?? null;
  };
  const statuses = required.flatMap((l) => l.sides.map((s) => slotStatus(l.id, s)));
  let kyc = 'NOT_STARTED';
  if (statuses.every((s) => s === 'confirmed')) kyc = 'APPROVED';
  else if (statuses.some((s) => s === 'pending')) kyc = 'PENDING';
  else if (statuses.some((s) => s === 'rejected')) kyc = 'REJECTED';
  else if (statuses.some((s) => s !== null)) kyc = 'PENDING';
  // An approved player stays approved (a profile change with onChangeResetKyc resets it elsewhere).
  if (user.kyc_status === 'APPROVED') return 'APPROVED';
  if (kyc !== user.kyc_status) await ctx.db.query('UPDATE users SET kyc_status = $2 WHERE id = $1', [user.id, kyc]);
  return kyc;
}

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8,
  'image/png': (b) => b.subarray(0, 4).toString('latin1') === '\x89PNG',
  'application/pdf': (b) => b.subarray(0, 4).toString('latin1') === '%PDF',
};
const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
};

export function registerResponsibleRoutes(app: FastifyInstance, ctx: Ctx): void {
  const stateOf = (user: UserRow, req: FastifyRequest) => responsibleState(ctx, user.id, playerMarket(user, req));

  route(app, ctx, getLimits, async ({ user, req }) => stateOf(user, req));

  // A tightening (or a first limit) applies at once; a loosening waits for the market's delay (none by default).
  route(app, ctx, setLimit, async ({ body, user, req }) => {
    const now = ctx.clock.now();
    await applyDueLimits(ctx.db, user.id, now);
    const existing = await limitRow(ctx, user.id, body.type, body.period);
    if (body.type === 'bet' && existing) {
      const next = new Date(existing.updated_at).getTime() + BET_LIMIT_CHANGE_COOLDOWN_MS;
      if (next > now.getTime())
        throw refused('LIMIT_CHANGE_COOLDOWN', 'Bet limits can change once per hour', {
          nextChangeAt: new Date(next).toISOString(),
        });
    }
    const timing = limitChangeTiming(playerMarket(user, req), existing?.amount ?? null, body.amount, now.getTime());
    if (timing.applies === 'later' && existing) {
      await recordPending(ctx, existing, now, body.amount, timing.effectiveAt, timing.needsConfirmation);
    } else {
      await ctx.db.query(
        `INSERT INTO limits (user_id, type, period, amount, updated_at) VALUES ($1,$2,$3,$4,$5)
         ON CONFLICT (user_id, type, period) DO UPDATE SET amount = $4, updated_at = $5, ${CLEAR_PENDING}`,
        [user.id, body.type, body.period, body.amount, now],
      );
    }
    return stateOf(user, req);
  });

  route(app, ctx, removeLimit, async ({ body, user, req }) => {
    if (body.type === 'bet')
      throw refused('LIMIT_REMOVAL_NOT_ALLOWED', 'Bet limits can only be removed via support (high loyalty levels)');
    const now = ctx.clock.now();
    await applyDueLimits(ctx.db, user.id, now);
    const existing = await limitRow(ctx, user.id, body.type, body.period);
    if (!existing) throw notFound('No such limit');
    // A removal loosens the limit: it waits like an increase.
    const timing = limitChangeTiming(playerMarket(user, req), existing.amount, null, now.getTime());
    if (timing.applies === 'later')
      await recordPending(ctx, existing, now, null, timing.effectiveAt, timing.needsConfirmation);
    else
      await ctx.db.query('DELETE FROM limits WHERE user_id = $1 AND type = $2 AND period = $3', [
        user.id,
        body.type,
        body.period,
      ]);
    return stateOf(user, req);
  });

  route(app, ctx, cancelPendingLimit, async ({ body, user, req }) => {
    // One that has come due has applied: there is nothing left to cancel.
    await applyDueLimits(ctx.db, user.id, ctx.clock.now());
    const row = await limitRow(ctx, user.id, body.type, body.period);
    if (!row?.pending_effective_at) throw notFound('No change of this limit is pending');
    await ctx.db.query(`UPDATE limits SET ${CLEAR_PENDING} WHERE user_id = $1 AND type = $2 AND period = $3`, [
      user.id,
      body.type,
      body.period,
    ]);
    return stateOf(user, req);
  });

  // UK: a loosening that has waited its delay applies only when the player confirms it.
  route(app, ctx, confirmPendingLimit, async ({ body, user, req }) => {
    const now = ctx.clock.now();
    await applyDueLimits(ctx.db, user.id, now);
    const row = await limitRow(ctx, user.id, body.type, body.period);
    if (!row?.pending_effective_at) throw notFound('No change of this limit is pending');
    const effectiveAt = new Date(row.pending_effective_at).toISOString();
    if (!row.pending_needs_confirmation)
      throw refused('INVALID_STATE', `This change applies by itself at ${effectiveAt}`, { effectiveAt });
    if (new Date(row.pending_effective_at).getTime() > now.getTime())
      throw refused('INVALID_STATE', `This change can be confirmed from ${effectiveAt}`, { effectiveAt });
    if (row.pending_removal) {
      await ctx.db.query('DELETE FROM limits WHERE user_id = $1 AND type = $2 AND period = $3', [
        user.id,
        body.type,
        body.period,
      ]);
    } else {
      await ctx.db.query(
        `UPDATE limits SET amount = pending_amount, updated_at = $4, ${CLEAR_PENDING} WHERE user_id = $1 AND type = $2 AND period = $3`,
        [user.id, body.type, body.period, now],
      );
    }
    return stateOf(user, req);
  });

  route(app, ctx, setSessionLimit, async ({ body, user, req }) => {
    await ctx.db.query(
      "INSERT INTO limits (user_id, type, period, amount, updated_at) VALUES ($1,'session',0,$2,$3) ON CONFLICT (user_id, type, period) DO UPDATE SET amount = $2, updated_at = $3",
      [user.id, body.minutes, ctx.clock.now()],
    );
    return stateOf(user, req);
  });

  route(app, ctx, removeSessionLimit, async ({ user, req }) => {
    await ctx.db.query("DELETE FROM limits WHERE user_id = $1 AND type = 'session'", [user.id]);
    return stateOf(user, req);
  });

  route(app, ctx, setRealityCheck, async ({ body, user, req }) => {
    const market = playerMarket(user, req);
    const offered = marketRules(market).realityCheckMinutes;
    if (body.minutes !== null && !offered.includes(body.minutes)) {
      const message =
        offered.length > 0
          ? `one of ${offered.join(', ')}, or null`
          : `null: the ${market} market has no reality check`;
      throw badRequest(`Invalid body: minutes must be ${message}`, [{ path: 'body.minutes', message }]);
    }
    await ctx.db.query('UPDATE users SET reality_check_minutes = $2 WHERE id = $1', [user.id, body.minutes]);
    return responsibleState(ctx, user.id, market);
  });

  // What the reality check shows: since the sign-in of this token's session, the real-money rounds' bets and wins.
  route(app, ctx, getSessionSummary, async ({ user, token }) => {
    const session = await one<{ created_at: Date }>(ctx.db, 'SELECT created_at FROM sessions WHERE token = $1', [
      token,
    ]);
    const startedAt = session ? new Date(session.created_at) : ctx.clock.now();
    const r = await one<{ bets: number | null; wins: number | null }>(
      ctx.db,
      'SELECT sum(bet) AS bets, sum(win) AS wins FROM game_rounds WHERE user_id = $1 AND NOT bonus_money AND created_at >= $2',
      [user.id, startedAt],
    );
    const bets = round2(r?.bets ?? 0);
    const wins = round2(r?.wins ?? 0);
    return {
      startedAt: startedAt.toISOString(),
      bets,
      wins,
      net: round2(wins - bets),
      currencyCode: user.currency_code,
    };
  });

  route(app, ctx, selfExclude, async ({ body, user, req }) => {
    const now = ctx.clock.nowMs();
    if (body.duration === 'permanent') {
      await ctx.db.query('UPDATE users SET self_exclusion_permanent = true WHERE id = $1', [user.id]);
    } else {
      let until: number;
      if (body.duration === 'custom') {
        if (!body.until)
          throw badRequest('A custom self-exclusion needs "until"', [{ path: 'body.until', message: 'Required' }]);
        until = new Date(body.until).getTime();
        if (until <= now)
          throw badRequest('"until" must be in the future', [{ path: 'body.until', message: 'In the past' }]);
      } else until = now + SELF_EXCLUSION_DURATION_MS[body.duration];
      await ctx.db.query(
        'UPDATE users SET self_exclusion_until = greatest(coalesce(self_exclusion_until, $2), $2) WHERE id = $1',
        [user.id, new Date(until)],
      );
    }
    // Like its end, an exclusion's reach only widens while it runs: a new one during it keeps "every brand" once said.
    const running = isSelfExcluded(user, ctx.clock.now());
    await ctx.db.query(
      'UPDATE users SET self_exclusion_all_brands = $2 OR ($3 AND self_exclusion_all_brands) WHERE id = $1',
      [user.id, body.allBrands ?? false, running],
    );
    await ctx.db.query("INSERT INTO events (user_id, type, data, created_at) VALUES ($1, 'SELF_EXCLUSION', $2, $3)", [
      user.id,
      JSON.stringify(body),
      ctx.clock.now(),
    ]);
    return stateOf(user, req);
  });

  // Like a self-exclusion, a freeze leaves the player signed in (sessions and sockets stay) with a withdraw-only
  // account: every other money action answers ACCOUNT_FROZEN until `frozen_until`.
  route(app, ctx, freezeAccount, async ({ body, user }) => {
    await ctx.db.query('UPDATE users SET frozen_until = $2 WHERE id = $1', [
      user.id,
      new Date(ctx.clock.nowMs() + body.days * DAY_MS),
    ]);
    await ctx.db.query("INSERT INTO events (user_id, type, data, created_at) VALUES ($1, 'ACCOUNT_FREEZE', $2, $3)", [
      user.id,
      JSON.stringify(body),
      ctx.clock.now(),
    ]);
    return null;
  });

  // Ghost mode (the public winners feed and its socket event read `ghost_mode` on every round) and the reward-calendar
  // opt-out: whichever is given changes; the answer is both as they now stand.
  route(app, ctx, updatePreferences, async ({ body, user }) => {
    if (body.ghostMode === undefined && body.rewardCalendarOptOut === undefined) {
      const message = 'Give ghostMode, rewardCalendarOptOut or both';
      throw badRequest(`Invalid body: ${message}`, [{ path: 'body', message }]);
    }
    const fresh = await one<Pick<UserRow, 'ghost_mode' | 'reward_calendar_opt_out'>>(
      ctx.db,
      'UPDATE users SET ghost_mode = coalesce($2, ghost_mode), reward_calendar_opt_out = coalesce($3, reward_calendar_opt_out) WHERE id = $1 RETURNING ghost_mode, reward_calendar_opt_out',
      [user.id, body.ghostMode ?? null, body.rewardCalendarOptOut ?? null],
    );
    if (!fresh) throw new Error(`user ${user.id} vanished`);
    await ctx.db.query("INSERT INTO events (user_id, type, data, created_at) VALUES ($1, 'PREFERENCES', $2, $3)", [
      user.id,
      JSON.stringify(body),
      ctx.clock.now(),
    ]);
    return { ghostMode: fresh.ghost_mode, rewardCalendarOptOut: fresh.reward_calendar_opt_out };
  });

  route(app, ctx, getDocumentLabel, async () => DOCUMENT_LABELS);

  route(app, ctx, getDocuments, async ({ user }) => {
    const kycStatus = await reviewDocuments(ctx, user);
    const docs = await all<DocRow>(ctx.db, 'SELECT * FROM documents WHERE user_id = $1 ORDER BY id', [user.id]);
    return { documents: docs.map(toDoc), kycStatus };
  });

  route(app, ctx, uploadDocument, async ({ body, user }) => {
    const label = DOCUMENT_LABELS.find((l) => l.id === body.labelId);
    if (!label) throw notFound(`Document label ${body.labelId} not found`);
    if (!label.sides.includes(body.side))
      throw badRequest(`${label.name} has no ${body.side} side`, [
        { path: 'body.side', message: `one of ${label.sides.join(', ')}` },
      ]);
    const ext = body.fileName.split('.').pop()?.toLowerCase() ?? '';
    if (!(EXTENSIONS[body.mimeType] ?? []).includes(ext))
      throw refused('UPLOAD_INVALID_TYPE', 'Only jpg, pdf, png accepted');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(body.contentBase64))
      throw refused('UPLOAD_FAILED', 'The file content is not valid base64');
    const bytes = Buffer.from(body.contentBase64, 'base64');
    if (bytes.length === 0) throw refused('UPLOAD_FAILED', 'The file is empty');
    if (bytes.length > UPLOAD_MAX_BYTES)
      throw new ApiError(413, 'UPLOAD_TOO_LARGE', 'The file must be under 25MB', { size: bytes.length });
    if (!MAGIC[body.mimeType]?.(bytes)) throw refused('UPLOAD_INVALID_TYPE', `The content is not a ${ext} file`);
    await ctx.db.query(
      "DELETE FROM documents WHERE user_id = $1 AND label_id = $2 AND side = $3 AND status IN ('pending','rejected','requested')",
      [user.id, body.labelId, body.side],
    );
    const doc = await one<DocRow>(
      ctx.db,
      "INSERT INTO documents (user_id, label_id, side, file_name, mime_type, size, status, created_at) VALUES ($1,$2,$3,$4,$5,$6,'pending',$7) RETURNING *",
      [user.id, body.labelId, body.side, body.fileName, body.mimeType, bytes.length, ctx.clock.now()],
    );
    await reviewDocuments(ctx, await reloadUser(ctx.db, user.id));
    if (!doc) throw refused('UPLOAD_FAILED', 'The document could not be stored');
    return { document: toDoc(doc) };
  });
}
