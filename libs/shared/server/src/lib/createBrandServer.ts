import type { AppSettings } from '@casino/api-contract';
import { createApiClient } from '@casino/api-client';
import { TRANSLATIONS_PATH_PREFIX } from '@casino/i18n';
import { parsePublicOrigins, requirePublicOrigins } from '@casino/site';
import { createSettingsSource, loadSettingsWithin, parseSettingsOverrides, SETTINGS_EXIT_CODE } from '@casino/settings';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Express, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ClientRequest, IncomingMessage, Server } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { PAGE_BROTLI_QUALITY, PAGE_COMPRESSION_LEVEL } from './pageEncoding';
import { precompressedAssets, type GeneratedAsset } from './precompressedAssets';
import { contentSecurityPolicy, createNonce, securityHeaders } from './securityHeaders';
import { clientAddress, parseTrustProxy, type TrustProxy } from './trustProxy';

export interface BrandServerOptions {
  build: ServerBuild;
  /** Brand id; sent to the backend as `x-casino-brand` so it answers this brand's settings. */
  brandId: string;
  /** Folder of the client build (`build/client`). */
  clientDir: string;
  /** The casino backend (`CASINO_API_URL`); `/api` and `/socket.io` are proxied there so the browser sees one origin. */
  apiUrl: string;
  /** Production mode: HSTS, secure cookies, no dev conveniences. */
  production: boolean;
  /** The settings in force for this request (they refresh in the background). */
  getSettings: () => AppSettings;
  /** The proxies believed about the visitor's IP and protocol (`CASINO_TRUST_PROXY`, see trustProxy.ts); none by default. */
  trustProxy?: TrustProxy;
  /** The brand's stylesheet, compiled at start (`activateServerStyleSheet`): served as an immutable asset. */
  styleSheet?: BrandStyleSheetAsset;
}

/** The brand's stylesheet as the server serves it: `/assets/<fileName>`. */
export interface BrandStyleSheetAsset {
  fileName: string;
  css: string;
}

/**
 * What the backend is told of the visitor on a proxied call: their IP and protocol as this server worked them out,
 * replacing whatever the request carried (a browser's own `X-Forwarded-For` would otherwise reach the backend as the
 * visitor's IP, and pass its country check).
 */
function forwardVisitor(proxyReq: ClientRequest, ip: string, protocol: string): void {
  proxyReq.setHeader('x-forwarded-for', ip);
  proxyReq.setHeader('x-forwarded-proto', protocol);
  for (const name of ['forwarded', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip']) proxyReq.removeHeader(name);
}

/**
 * How a page that is streamed is compressed (a body that arrives encoded already, a complete page from
 * `handleDocumentRequest`, is left as it is).
 */
export function pageCompression() {
  return compression({
    level: PAGE_COMPRESSION_LEVEL,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } },
  });
}

/**
 * Headers set here for every response (`names`) are defaults: a page's own value replaces them. React Router's adapter
 * appends a response's headers to what the Express response holds, so the `?at=` redirect's `Cache-Control: no-store`
 * and `Referrer-Policy: no-referrer` went out beside the defaults, two of each, and which one a browser or cache obeys
 * is up to it. The first value appended for such a name replaces the default; further values (and every other header,
 * `Set-Cookie` among them) append as before.
 */
export function replaceDefaultsWhenAppended(res: Response, names: readonly string[]): void {
  const defaults = new Set(names.map((name) => name.toLowerCase()));
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) => {
    if (!defaults.delete(field.toLowerCase())) return append(field, value);
    res.removeHeader(field);
    return append(field, value);
  };
}

/** Paths the brand server hands to the casino backend. */
export const PROXIED_PATHS = ['/api', '/socket.io'];
/** Liveness (the process answers) and readiness (it takes new work: not shutting down). */
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** The Express app of one brand: security headers, backend proxy, static assets and server rendering. */
export function createBrandServer({
  build,
  brandId,
  clientDir,
  apiUrl,
  production,
  getSettings,
  trustProxy = false,
  styleSheet,
}: BrandServerOptions) {
  const app: Express = express();
  app.disable('x-powered-by');
  // req.ip and req.protocol (the rendering's country decision, the proxy below) come from trusted proxies' headers only.
  app.set('trust proxy', trustProxy);
  const trusts = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  /** A websocket upgrade's visitor, as Express would see it (upgrades do not go through Express). */
  const upgradeVisitor = (req: IncomingMessage) => {
    const forwardedProto = req.headers['x-forwarded-proto'];
    const proto = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto)?.split(',')[0]?.trim();
    return {
      ip: clientAddress(req, trusts),
      protocol: proto && trusts(req.socket.remoteAddress ?? '', 0) ? proto : 'http',
    };
  };

  // A request target must be a path of this server (origin form, `/casino?x=1`). The absolute form
  // (`GET http://evil.example/ HTTP/1.1`, meant for proxies) and the asterisk form are bad input here: 400, as for any
  // bad input, before anything reads the target as a path (the rendering built an invalid URL from it: a 500).
  app.use((req, res, next) => {
    if (req.url.startsWith('/')) return next();
    res.status(400).setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('Bad Request');
  });

  // Health for load balancers and orchestrators. The server holds no state between requests: any process can answer.
  let draining = false;
  app.use((_req, res, next) => {
    // While shutting down, keep-alive clients are told to come back on a new connection (to another process).
    if (draining) res.setHeader('Connection', 'close');
    next();
  });
  app.get(HEALTH_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  app.get(READY_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(draining ? 503 : 200).json({ status: draining ? 'draining' : 'ready' });
  });

  const apiProxy = createProxyMiddleware({
    target: apiUrl,
    changeOrigin: true,
    ws: true,
    pathFilter: PROXIED_PATHS,
    // The forwarding headers are set below, not appended to what the request brought.
    xfwd: false,
    proxyTimeout: 20_000,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.setHeader('x-casino-brand', brandId);
        const { ip = '', protocol } = req as unknown as express.Request;
        forwardVisitor(proxyReq, ip, protocol);
      },
      proxyReqWs: (proxyReq, req) => {
        proxyReq.setHeader('x-casino-brand', brandId);
        const { ip, protocol } = upgradeVisitor(req);
        forwardVisitor(proxyReq, ip, protocol);
      },
      error: (_error, _req, res) => {
        // A backend that is down is a 502 with the contract's error envelope, not a hanging request.
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify({
              success: false,
              error: { code: 'SERVICE_UNAVAILABLE', message: 'The casino backend cannot be reached.' },
            }),
          );
        } else if ('destroy' in res) {
          res.destroy();
        }
      },
    },
  });
  app.use(apiProxy);

  // Scripts and styles as the build compressed them (Brotli or gzip, read once at start); a client that accepts neither
  // gets them from the static files below. Pages are compressed anew for every response (a page's nonce differs each
  // time), at a lighter level than zlib's default: 0.5 ms less per 100 KB page for about 10% more bytes. A page that is
  // complete before it is sent comes compressed already (handleDocumentRequest); a streamed one is compressed here.
  const generated: GeneratedAsset[] = styleSheet ? [{ name: styleSheet.fileName, body: styleSheet.css }] : [];
  app.use(precompressedAssets(`${clientDir}/assets`, { generated }));
  const assetCompression = compression();
  const pagesCompression = pageCompression();
  app.use((req, res, next) => (req.path.startsWith('/assets/') ? assetCompression : pagesCompression)(req, res, next));
  app.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', index: false }));
  // The build's other files (manifest icons, robots.txt): names with an extension, so a page never waits for a disk check.
  const files = express.static(clientDir, { maxAge: '1h', index: false });
  app.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? files(req, res, next) : next()));

  const staticHeaders = securityHeaders({ production });
  const { 'Cache-Control': _pageCaching, ...fileHeaders } = staticHeaders;
  app.use((req, res, next) => {
    const nonce = createNonce();
    res.locals['nonce'] = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, { production }));
    // The translations files say how long they may be kept (React Router adds a response's headers to these).
    const headers = req.path.startsWith(TRANSLATIONS_PATH_PREFIX) ? fileHeaders : staticHeaders;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    replaceDefaultsWhenAppended(res, Object.keys(headers));
    next();
  });

  app.all(
    '*',
    createRequestHandler({
      build,
      mode: production ? 'production' : 'development',
      getLoadContext: (req, res) => ({
        nonce: res.locals['nonce'] as string,
        brandId,
        apiUrl,
        settings: getSettings(),
        clientIp: req.ip,
      }),
    }),
  );

  /** Lets websocket upgrades (socket.io) through the proxy. */
  function attach(server: Server) {
    server.on('upgrade', (req, socket, head) => {
      if (PROXIED_PATHS.some((p) => req.url?.startsWith(p))) apiProxy.upgrade(req, socket as never, head);
    });
  }

  /** Stops taking new work: readiness answers 503 and kept-alive connections close after their current response. */
  function drain() {
    draining = true;
  }

  return { app, attach, drain };
}

/**
 * Graceful shutdown on SIGTERM (or SIGINT): readiness turns 503 (after `CASINO_SHUTDOWN_DELAY_MS`, default 0, the
 * time a load balancer takes to notice), the server stops accepting connections, requests in flight finish, idle
 * connections close; whatever is still open after `CASINO_SHUTDOWN_GRACE_MS` (default 10 s) is cut. Exit code 0.
 */
export function shutDownGracefully(
  server: Server,
  drain: () => void,
  {
    delayMs = Number(process.env['CASINO_SHUTDOWN_DELAY_MS'] ?? 0),
    graceMs = Number(process.env['CASINO_SHUTDOWN_GRACE_MS'] ?? 10_000),
    exit = (code: number): void => process.exit(code),
  }: { delayMs?: number; graceMs?: number; exit?: (code: number) => void } = {},
) {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    drain();
    setTimeout(() => {
      server.close(() => exit(0));
      // A kept-alive connection goes as soon as its last response is out.
      server.closeIdleConnections();
      setInterval(() => server.closeIdleConnections(), 100).unref();
      setTimeout(() => {
        server.closeAllConnections();
        exit(0);
      }, graceMs).unref();
    }, delayMs).unref();
  };
}

/**
 * Starts a brand server from its build: loads settings first (`settings2` merged over the defaults,
 * `CASINO_SETTINGS_OVERRIDES` on top) and exits with code 911 when they cannot be had; then listens on `PORT`
 * (default 4200) and proxies to `CASINO_API_URL` (default the dev backend).
 */
export async function runBrandServer({
  build,
  brandId,
  importMetaUrl,
  styleSheet,
}: {
  build: ServerBuild;
  brandId: string;
  importMetaUrl: string;
  styleSheet?: BrandStyleSheetAsset;
}) {
  const port = Number(process.env['PORT'] ?? 4200);
  const apiUrl = process.env['CASINO_API_URL'] ?? 'http://localhost:3100';
  const production = process.env['NODE_ENV'] === 'production';
  // The backend may be starting beside us (npm start): wait a little for it before giving up.
  const waitMs = Number(process.env['CASINO_SETTINGS_WAIT_MS'] ?? 30_000);
  const clientDir = new URL('../client', importMetaUrl).pathname;
  // Configuration is judged before anything waits on the backend: a mistake here is the operator's to fix now.
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(process.env['CASINO_TRUST_PROXY']);
    // Canonical URLs and links name the site's configured origin, never a visitor's Host: required in production.
    const origins = (production ? requirePublicOrigins : parsePublicOrigins)(process.env['CASINO_PUBLIC_ORIGIN']);
    if (origins.length) console.log(`[${brandId}] public origin ${origins.join(', ')}`);
  } catch (error) {
    console.error(`[${brandId}] ${(error as Error).message}. Exiting with code 1.`);
    process.exit(1);
  }

  let settingsSource;
  try {
    const api = createApiClient({
      baseUrl: apiUrl,
      brandId,
      getLanguage: () => 'en',
      getToken: () => undefined,
      systemToken: process.env['CASINO_SYSTEM_TOKEN'],
    });
    settingsSource = createSettingsSource({
      api,
      overrides: parseSettingsOverrides(process.env['CASINO_SETTINGS_OVERRIDES']),
    });
    await loadSettingsWithin(settingsSource, waitMs);
  } catch (error) {
    console.error(
      `[${brandId}] no settings from ${apiUrl}: ${(error as Error).message}. Exiting with code ${SETTINGS_EXIT_CODE}.`,
    );
    process.exit(SETTINGS_EXIT_CODE);
  }
  settingsSource.startRefresh();
  const source = settingsSource;

  const { app, attach, drain } = createBrandServer({
    build,
    brandId,
    clientDir,
    apiUrl,
    production,
    trustProxy,
    styleSheet,
    getSettings: () => source.current(),
  });
  const server = app.listen(port, () => {
    console.log(`[${brandId}] listening on http://localhost:${port} (backend ${apiUrl})`);
  });
  attach(server);
  const stop = shutDownGracefully(server, () => {
    drain();
    source.stop();
    console.log(`[${brandId}] shutting down: finishing requests in flight`);
  });
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}
