import type { FastifyInstance } from 'fastify';
import {
  devClock,
  devDropSockets,
  devEmit,
  devFaults,
  devGeo,
  devMail,
  devMarket,
  devReset,
  type RgMarket,
  type SocketEventName,
} from '@casino/api-contract';
import type { Ctx } from '../lib/context';
import { all, one } from '../lib/db';
import { badRequest, notFound, route } from '../lib/http';
import { seed } from '../lib/seed';
import { walletOf } from '../lib/wallet';

/**
 * /__dev controls (off when NODE_ENV=production). Faults never apply here.
 * `emit` with credit/debit/globalCredit and a numeric `data.amount` moves the wallet for real, so the
 * client sees the event and then the balance event; other events are pushed as given (validated).
 */
export function registerDevRoutes(app: FastifyInstance, ctx: Ctx): void {
  route(app, ctx, devReset, async () => {
    await seed(ctx.db, ctx.clock, { games: ctx.gameCount });
    ctx.state.geo = { country: null, ip: null };
    ctx.state.faults = {
      errorRate: 0,
      latencyMs: 0,
      malformedRate: 0,
      paths: [],
      tokens: [],
      scope: '',
      hostileText: '',
    };
    return null;
  });

  route(app, ctx, devEmit, async ({ body }) => {
    const user = await one<{ id: number; cash: number; non_cash: number; currency_code: string }>(
      ctx.db,
      'SELECT id, cash, non_cash, currency_code FROM users WHERE id = $1',
      [body.userId],
    );
    if (!user) throw notFound(`User ${body.userId} not found`);
    const event = body.event as SocketEventName;
    const data = (body.data ?? {}) as Record<string, unknown>;
    const amount = typeof data['amount'] === 'number' ? data['amount'] : null;
    if ((event === 'credit' || event === 'debit' || event === 'globalCredit') && amount !== null) {
      if (!(amount > 0)) throw badRequest('data.amount must be above zero');
      const wallet = data['wallet'] === 'bonus' ? 'bonus' : 'cash';
      const signed = event === 'debit' ? -amount : amount;
      await ctx.wallet.move(user.id, {
        [wallet]: signed,
        type: 'adjustment',
        description: typeof data['reason'] === 'string' ? data['reason'] : `dev ${event}`,
        reason: typeof data['reason'] === 'string' ? data['reason'] : 'dev',
        global: event === 'globalCredit',
      });
      return { delivered: ctx.hub.io.sockets.adapter.rooms.get(`user:${user.id}`)?.size ?? 0 };
    }
    if (event === 'balance' && Object.keys(data).length === 0) {
      return { delivered: ctx.wallet.pushBalance(user.id, walletOf(user)) };
    }
    try {
      return { delivered: ctx.hub.emitToUser(user.id, event, data as never) };
    } catch (error) {
      throw badRequest((error as Error).message);
    }
  });

  route(app, ctx, devDropSockets, async ({ body }) => {
    const sockets = await ctx.hub.io.in(`user:${body.userId}`).fetchSockets();
    for (const socket of sockets) (socket as unknown as { conn?: { close(): void } }).conn?.close();
    // The sockets leave their rooms as they close: wait for that, so what follows reaches nobody.
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (body.creditWhileDown) {
      await ctx.wallet.move(body.userId, {
        cash: body.creditWhileDown,
        type: 'adjustment',
        description: 'dev credit while down',
        reason: 'dev',
      });
    }
    return { dropped: sockets.length };
  });

  route(app, ctx, devClock, async ({ body }) => {
    if ('now' in body) {
      try {
        ctx.clock.set(body.now);
      } catch (error) {
        throw badRequest((error as Error).message);
      }
    } else if ('advanceMs' in body) ctx.clock.advance(body.advanceMs);
    else ctx.clock.reset();
    return { now: ctx.clock.now().toISOString() };
  });

  route(app, ctx, devGeo, async ({ body }) => {
    ctx.state.geo = { country: body.country, ip: body.ip ?? null };
    return { ...ctx.state.geo };
  });

  // One player's player-protection market, over the brand's (null: the brand's again). A reseed clears every override.
  route(app, ctx, devMarket, async ({ body }) => {
    const row = await one<{ email: string; rg_market: RgMarket | null }>(
      ctx.db,
      'UPDATE users SET rg_market = $2 WHERE lower(email) = lower($1) RETURNING email, rg_market',
      [body.email, body.market],
    );
    if (!row) throw notFound(`No player with the email ${body.email}`);
    return { email: row.email, market: row.rg_market };
  });

  route(app, ctx, devFaults, async ({ body }) => {
    ctx.state.faults = {
      errorRate: body.errorRate ?? 0,
      latencyMs: body.latencyMs ?? 0,
      malformedRate: body.malformedRate ?? 0,
      paths: body.paths ?? [],
      tokens: body.tokens ?? [],
      scope: body.scope ?? '',
      hostileText: body.hostileText ?? '',
    };
    return { ...ctx.state.faults };
  });

  route(app, ctx, devMail, async ({ query }) => {
    const rows = await all<{
      id: number;
      to_email: string;
      kind: string;
      subject: string;
      token: string | null;
      created_at: Date;
    }>(
      ctx.db,
      'SELECT * FROM mail_outbox WHERE ($1::text IS NULL OR lower(to_email) = lower($1)) ORDER BY id DESC LIMIT 50',
      [query.to ?? null],
    );
    return rows.map((r) => ({
      id: r.id,
      to: r.to_email,
      kind: r.kind,
      subject: r.subject,
      token: r.token,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  });
}
