import type { FastifyInstance } from 'fastify';
import {
  claimReferral,
  getChatMessages,
  getChatRooms,
  getReferral,
  sendChatMessage,
  trackReferralVisit,
  type ChatMessage,
} from '@casino/api-contract';
import type { Ctx, UserRow } from '../lib/context';
import { isFrozen, isSelfExcluded } from '../lib/context';
import { all, one } from '../lib/db';
import { notFound, refused, route } from '../lib/http';
import { hash01, round2 } from '../lib/util';

const COLORS = ['#e57373', '#64b5f6', '#81c784', '#ffb74d', '#ba68c8', '#4dd0e1', '#f06292', '#aed581'];
const nameColor = (userId: number) => COLORS[Math.floor(hash01(`color:${userId}`) * COLORS.length)] ?? '#64b5f6';

/** Referred players' revenue is 5% of what they staked; the referrer earns 10% of it. */
async function referralState(ctx: Ctx, user: UserRow) {
  const visits = await one<{ visits: number }>(ctx.db, 'SELECT visits FROM referral_visits WHERE code = $1', [user.referral_code ?? '']);
  const refs = await one<{ n: number; spend: number | null }>(ctx.db, 'SELECT count(*)::int AS n, sum(total_spend) AS spend FROM users WHERE referred_by = $1', [user.id]);
  const claimed = await one<{ s: number | null }>(ctx.db, 'SELECT sum(amount) AS s FROM referral_claims WHERE user_id = $1', [user.id]);
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
  text: string;
  created_at: Date;
}
const toMessage = (m: MessageRow): ChatMessage => ({
  id: m.id,
  roomId: m.room_id,
  userId: m.user_id,
  nickname: m.nickname ?? `Player${m.user_id}`,
  nameColor: nameColor(m.user_id),
  text: m.text,
  createdAt: new Date(m.created_at).toISOString(),
});

async function room(ctx: Ctx, id: number) {
  const r = await one<{ id: number }>(ctx.db, 'SELECT id FROM chat_rooms WHERE id = $1', [id]);
  if (!r) throw notFound(`Chat room ${id} not found`);
  return r;
}

export function registerSocialRoutes(app: FastifyInstance, ctx: Ctx): void {
  route(app, ctx, getReferral, async ({ user }) => referralState(ctx, user));

  route(app, ctx, claimReferral, async ({ user }) => {
    if (isSelfExcluded(user, ctx.clock.now())) throw refused('SELF_EXCLUDED', 'Self-excluded players can only withdraw');
    if (isFrozen(user, ctx.clock.now())) throw refused('ACCOUNT_FROZEN', 'The account is frozen: only withdrawals are open');
    const state = await referralState(ctx, user);
    if (state.claimable <= 0) throw refused('NOTHING_TO_CLAIM', 'No referral reward to claim');
    await ctx.db.query('INSERT INTO referral_claims (user_id, amount, created_at) VALUES ($1,$2,$3)', [user.id, state.claimable, ctx.clock.now()]);
    await ctx.wallet.move(user.id, { cash: state.claimable, type: 'referral', description: 'Referral reward', reason: 'referral' });
    return { amount: state.claimable, currencyCode: user.currency_code };
  });

  route(app, ctx, trackReferralVisit, async ({ body }) => {
    const code = body.code.toUpperCase();
    const owner = await one(ctx.db, 'SELECT id FROM users WHERE referral_code = $1', [code]);
    if (!owner) throw notFound(`Referral code ${code} not found`);
    await ctx.db.query('INSERT INTO referral_visits (code, visits) VALUES ($1, 1) ON CONFLICT (code) DO UPDATE SET visits = referral_visits.visits + 1', [code]);
    return null;
  });

  route(app, ctx, getChatRooms, async () => all(ctx.db, 'SELECT id, slug, name, language FROM chat_rooms ORDER BY id'));

  route(app, ctx, getChatMessages, async ({ params, query }) => {
    await room(ctx, params.roomId);
    const limit = Math.min(Math.max(query.limit ?? 50, 1), 200);
    const rows = await all<MessageRow>(
      ctx.db,
      `SELECT m.*, u.nickname FROM chat_messages m JOIN users u ON u.id = m.user_id
       WHERE m.room_id = $1 AND ($2::int IS NULL OR m.id < $2) ORDER BY m.id DESC LIMIT ${limit}`,
      [params.roomId, query.before ?? null],
    );
    return rows.reverse().map(toMessage);
  });

  route(app, ctx, sendChatMessage, async ({ params, body, user }) => {
    await room(ctx, params.roomId);
    const row = await one<MessageRow>(ctx.db, 'INSERT INTO chat_messages (room_id, user_id, text, created_at) VALUES ($1,$2,$3,$4) RETURNING *', [
      params.roomId,
      user.id,
      body.text,
      ctx.clock.now(),
    ]);
    if (!row) throw new Error('chat insert returned nothing');
    const message = toMessage({ ...row, nickname: user.nickname });
    ctx.hub.emitToAll('chatMessage', message);
    return message;
  });
}
