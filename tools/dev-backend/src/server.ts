import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { AuthService } from './lib/auth';
import { Clock } from './lib/clock';
import { findWorkspaceRoot, gameCountFromEnv } from './lib/config';
import type { Ctx, RuntimeState } from './lib/context';
import { openDb, type Db } from './lib/db';
import { withHostileText } from './lib/hostileText';
import { ApiError, sendError } from './lib/http';
import { isSeeded, seed, syncGameCount } from './lib/seed';
import { SocketHub } from './lib/socket';
import { sleep } from './lib/util';
import { Wallet } from './lib/wallet';
import { DEFAULT_COUNTRY } from './data/reference';
import { registerAccountRoutes } from './routes/account';
import { registerCashierRoutes } from './routes/cashier';
import { registerCoreRoutes } from './routes/core';
import { registerDevRoutes } from './routes/dev';
import { registerDevCashierRoutes } from './routes/dev-cashier';
import { registerDevGameRoutes } from './routes/dev-game';
import { registerDevGoogleRoutes } from './routes/dev-google';
import { registerGameRoutes } from './routes/games';
import { registerResponsibleRoutes } from './routes/responsible';
import { registerRewardRoutes } from './routes/rewards';
import { registerSocialRoutes } from './routes/social';

export interface DevBackendOptions {
  /** 'memory' (throwaway) or a directory for the on-disk database. */
  db: string;
  /** Initial dev-clock value (defaults to real time). */
  now?: Date | string | number;
  /** Enables /__dev controls (default: NODE_ENV !== 'production'). */
  devControls?: boolean;
  /** Fastify logger (default off). */
  logger?: boolean;
  /** Workspace root used to find locale files (default: walk up from cwd to nx.json). */
  workspaceRoot?: string;
  /** Games to seed (default: `DEV_BACKEND_GAMES`, else 2,200). */
  games?: number;
}

export interface DevBackend {
  app: FastifyInstance;
  ctx: Ctx;
  db: Db;
  clock: Clock;
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

/** What the faults decided for one request (`onRequest`), for its answer (`onSend`). */
type FaultyRequest = FastifyRequest & { malformed?: boolean; hostileText?: string };

const MALFORMED_BODY = JSON.stringify({ success: true, data: '__malformed_by_dev_faults__', malformed: true });

export async function createDevBackend(options: DevBackendOptions): Promise<DevBackend> {
  const clock = new Clock(options.now);
  const gameCount = options.games ?? gameCountFromEnv();
  const db = await openDb(options.db);
  if (!(await isSeeded(db))) await seed(db, clock, { games: gameCount });
  else await syncGameCount(db, gameCount);

  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 40 * 1024 * 1024, trustProxy: true });
  const auth = new AuthService(db, clock);
  const hub = new SocketHub(app.server, auth);
  const state: RuntimeState = {
    geo: { country: null, ip: null },
    faults: { errorRate: 0, latencyMs: 0, malformedRate: 0, paths: [], tokens: [], scope: '', hostileText: '' },
  };
  const devControls = options.devControls ?? process.env['NODE_ENV'] !== 'production';
  const ctx: Ctx = {
    db,
    devControls,
    clock,
    auth,
    hub,
    wallet: new Wallet(db, clock, hub),
    state,
    workspaceRoot: options.workspaceRoot ?? findWorkspaceRoot(),
    gameCount,
    geoOf(req: FastifyRequest) {
      const header = req.headers['x-dev-country'];
      const headerCountry = typeof header === 'string' && /^[A-Za-z]{2}$/.test(header) ? header.toUpperCase() : null;
      return {
        country: headerCountry ?? state.geo.country ?? DEFAULT_COUNTRY,
        ip: state.geo.ip ?? req.ip ?? '127.0.0.1',
      };
    },
  };

  // An empty JSON body counts as {} (clients post `{}`-bodied calls without a body).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, 'VALIDATION_ERROR', 'Body is not valid JSON'), undefined);
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('access-control-allow-origin', req.headers.origin ?? '*');
    reply.header('access-control-allow-credentials', 'true');
    reply.header('vary', 'Origin');
  });
  app.options('*', async (req, reply) => {
    reply
      .header('access-control-allow-methods', 'GET,POST,PUT,DELETE,OPTIONS')
      .header('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*')
      .header('access-control-max-age', '600')
      .code(204)
      .send();
  });

  // Faults: only /api paths (optionally only some prefixes); never /__dev.
  const faultApplies = (url: string, authorization: string | undefined, scope: string | string[] | undefined) => {
    const path = url.split('?')[0] ?? url;
    if (!path.startsWith('/api')) return false;
    const { paths: prefixes, tokens, scope: faultScope } = state.faults;
    if (tokens.length > 0 && !tokens.some((token) => authorization === `Bearer ${token}`)) return false;
    if (faultScope && scope !== faultScope) return false;
    return prefixes.length === 0 || prefixes.some((p) => path.startsWith(p));
  };
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS' || !faultApplies(req.url, req.headers.authorization, req.headers['x-dev-fault-scope']))
      return;
    const { latencyMs, errorRate, malformedRate, hostileText } = state.faults;
    // Kept on the request: the answer's names get the text the faults held when it was asked.
    if (hostileText) (req as FaultyRequest).hostileText = hostileText;
    if (latencyMs > 0) await sleep(latencyMs);
    if (errorRate > 0 && Math.random() < errorRate) {
      return sendError(reply, 503, 'SERVICE_UNAVAILABLE', 'Injected fault (/__dev/faults errorRate)');
    }
    if (malformedRate > 0 && Math.random() < malformedRate) {
      (req as FaultyRequest).malformed = true;
    }
    return undefined;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const { malformed, hostileText } = req as FaultyRequest;
    if (malformed) {
      reply.code(200).header('content-type', 'application/json; charset=utf-8');
      return MALFORMED_BODY;
    }
    if (
      hostileText &&
      typeof payload === 'string' &&
      String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    ) {
      return withHostileText(payload, hostileText);
    }
    return payload;
  });

  app.setErrorHandler((error, req, reply) => {
    if (error instanceof ApiError) return sendError(reply, error.status, error.code, error.message, error.details);
    const err = error as { statusCode?: number; code?: string; message?: string };
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(
        reply,
        status,
        status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
        err.message ?? 'Bad request',
        err.code ? { fastifyCode: err.code } : undefined,
      );
    }
    req.log.error(error);
    return sendError(reply, 500, 'INTERNAL_ERROR', `Internal error: ${err.message ?? 'unknown'}`);
  });
  app.setNotFoundHandler((req, reply) =>
    sendError(reply, 404, 'NOT_FOUND', `No route ${req.method} ${req.url.split('?')[0]}`),
  );

  // The dev demo game page first: a static path, beside the assets catch-all of the core routes.
  registerDevGameRoutes(app, ctx);
  // The dev payment provider's page and the dev 3-D Secure check (not contract calls; on in production too).
  registerDevCashierRoutes(app, ctx);
  // Google's consent screen, played by this backend, is a dev control: with NODE_ENV=production it does not answer, and
  // settings turn Google sign-in off (see the settings route).
  if (devControls) registerDevGoogleRoutes(app, ctx);
  registerCoreRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerRewardRoutes(app, ctx);
  registerCashierRoutes(app, ctx);
  registerResponsibleRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerSocialRoutes(app, ctx);
  if (devControls) registerDevRoutes(app, ctx);

  await app.ready();

  let closed = false;
  return {
    app,
    ctx,
    db,
    clock,
    async listen(port = 3100, host = '127.0.0.1') {
      await app.listen({ port, host });
      const address = app.server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      return `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}`;
    },
    async close() {
      if (closed) return;
      closed = true;
      hub.close();
      await app.close();
      await db.close();
    },
  };
}
