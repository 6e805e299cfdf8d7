import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '@casino/api-contract';
import express from 'express';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import {
  createBrandServer,
  pageCompression,
  replaceDefaultsWhenAppended,
  shutDownGracefully,
} from './createBrandServer';
import { PAGE_BROTLI_QUALITY } from './pageEncoding';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

// The proxy answers before the React Router handler, so these requests never touch the build.
const noBuild = {} as ServerBuild;

describe('brand server proxy', () => {
  it('hands /api to the backend with the path intact and the brand named', async () => {
    let seen: { url?: string; headers?: IncomingHttpHeaders } = {};
    const backend = await listen(
      createServer((req, res) => {
        seen = { url: req.url, headers: req.headers };
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"success":true}');
      }),
    );
    const { app } = createBrandServer({
      build: noBuild,
      brandId: 'royale',
      clientDir: '/nonexistent',
      apiUrl: backend,
      production: false,
      getSettings: () => defaultSettings,
    });
    const brandUrl = await listen(createServer(app));
    const response = await fetch(`${brandUrl}/api/core/casino/settings2?x=1`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(seen.url).toBe('/api/core/casino/settings2?x=1');
    expect(seen.headers?.['x-casino-brand']).toBe('royale');
  });

  describe('tells the backend who the visitor is, replacing what the request claims', () => {
    async function forwarded(trustProxy: number | false, sent: Record<string, string>) {
      let seen: IncomingHttpHeaders = {};
      const backend = await listen(
        createServer((req, res) => {
          seen = req.headers;
          res.end('{}');
        }),
      );
      const { app } = createBrandServer({
        build: noBuild,
        brandId: 'curacao',
        clientDir: '/nonexistent',
        apiUrl: backend,
        production: true,
        getSettings: () => defaultSettings,
        trustProxy,
      });
      const brandUrl = await listen(createServer(app));
      await fetch(`${brandUrl}/api/core/get-location`, { headers: sent });
      return { for: seen['x-forwarded-for'], proto: seen['x-forwarded-proto'], host: seen['x-forwarded-host'] };
    }

    it('by default the socket’s address: a browser’s own X-Forwarded-For never reaches the backend', async () => {
      const seen = await forwarded(false, {
        'X-Forwarded-For': '203.0.113.77',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'evil.example',
      });
      expect(seen).toEqual({ for: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/), proto: 'http', host: undefined });
    });

    it('behind a trusted load balancer (CASINO_TRUST_PROXY=1), the address and protocol it reports, and no further', async () => {
      expect(await forwarded(1, { 'X-Forwarded-For': '203.0.113.77', 'X-Forwarded-Proto': 'https' })).toMatchObject({
        for: '203.0.113.77',
        proto: 'https',
      });
      // The visitor wrote the first address; the balancer appended the one it saw.
      expect(await forwarded(1, { 'X-Forwarded-For': '198.51.100.1, 203.0.113.77' })).toMatchObject({
        for: '203.0.113.77',
        proto: 'http',
      });
    });
  });

  it('answers 502 with the error envelope when the backend is down', async () => {
    const dead = await listen(createServer());
    const deadUrl = dead;
    await new Promise((resolve) => servers.pop()?.close(resolve));
    const { app } = createBrandServer({
      build: noBuild,
      brandId: 'curacao',
      clientDir: '/nonexistent',
      apiUrl: deadUrl,
      production: false,
      getSettings: () => defaultSettings,
    });
    const brandUrl = await listen(createServer(app));
    const response = await fetch(`${brandUrl}/api/user/get-user-details`);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' } });
  });
});

describe('page compression', () => {
  // A page's size and variety: rows of tiles, each with its own name.
  const page = `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<li><a href="/casino/games/game-${i}"><span>Game ${i * 7919}</span></a></li>`).join('')}</body></html>`;

  it(`sends a Brotli-accepting browser its page at Brotli quality ${PAGE_BROTLI_QUALITY}, not the package's slower default of 4`, async () => {
    const app = express();
    app.use(pageCompression());
    app.get('/', (_req, res) => {
      res.type('html').send(page);
    });
    const url = await listen(createServer(app));
    const body = await new Promise<Buffer>((resolve, reject) => {
      request(`${url}/`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        const chunks: Buffer[] = [];
        res
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => resolve(Buffer.concat(chunks)))
          .on('error', reject);
      }).end();
    });
    expect(brotliDecompressSync(body).toString()).toBe(page);
    const at = (quality: number) =>
      brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }).length;
    expect(at(PAGE_BROTLI_QUALITY)).not.toBe(at(4));
    expect(body.length).toBe(at(PAGE_BROTLI_QUALITY));
  });
});

describe('request targets', () => {
  /** The status of a request whose target is sent as written (fetch would only ever send a path). */
  function statusOf(url: string, target: string): Promise<number | undefined> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const sent = request({ hostname, port, path: target, method: 'GET' }, (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      sent.on('error', reject);
      sent.end();
    });
  }

  it('answers 400 to a target that is not a path of this server (absolute form, asterisk form), before rendering', async () => {
    let rendered = 0;
    const build = new Proxy({} as ServerBuild, {
      get() {
        rendered++;
        throw new Error('the request reached the rendering');
      },
    });
    const { app } = createBrandServer({
      build,
      brandId: 'curacao',
      clientDir: '/nonexistent',
      apiUrl: 'http://127.0.0.1:9',
      production: true,
      getSettings: () => defaultSettings,
    });
    const url = await listen(createServer(app));
    expect(await statusOf(url, 'http://evil.example/')).toBe(400);
    expect(await statusOf(url, 'https://evil.example/casino?x=1')).toBe(400);
    expect(await statusOf(url, '*')).toBe(400);
    expect(rendered).toBe(0);
    expect(await statusOf(url, '/healthz')).toBe(200);
  });
});

describe('default headers', () => {
  it('are replaced by a response’s own value, once each, while other headers (cookies) still add up', async () => {
    const app = express();
    app.use((_req, res, next) => {
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      replaceDefaultsWhenAppended(res, ['Cache-Control', 'Referrer-Policy']);
      next();
    });
    // As React Router's adapter writes a Response's headers: one append per header value.
    app.get('/redirect', (_req, res) => {
      res.append('Cache-Control', 'no-store');
      res.append('Referrer-Policy', 'no-referrer');
      res.append('Set-Cookie', 'a=1');
      res.append('Set-Cookie', 'b=2');
      res.redirect(302, '/clean');
    });
    app.get('/page', (_req, res) => res.send('ok'));
    const url = await listen(createServer(app));
    const redirect = await fetch(`${url}/redirect`, { redirect: 'manual' });
    expect(redirect.headers.get('cache-control')).toBe('no-store');
    expect(redirect.headers.get('referrer-policy')).toBe('no-referrer');
    expect(redirect.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    const page = await fetch(`${url}/page`);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('health and shutdown', () => {
  it('answers liveness and readiness, and readiness turns 503 once draining, with connections closed after each answer', async () => {
    const { app, drain } = createBrandServer({
      build: noBuild,
      brandId: 'curacao',
      clientDir: '/nonexistent',
      apiUrl: 'http://127.0.0.1:9',
      production: true,
      getSettings: () => defaultSettings,
    });
    const url = await listen(createServer(app));
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);
    drain();
    const draining = await fetch(`${url}/readyz`);
    expect([draining.status, await draining.json()]).toEqual([503, { status: 'draining' }]);
    expect(draining.headers.get('connection')).toBe('close');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('finishes a request in flight before exiting, and takes no new connection meanwhile', async () => {
    let release: () => void = () => undefined;
    const slow = createServer((_req, res) => {
      release = () => res.end('done');
    });
    const url = await listen(slow);
    const exits: number[] = [];
    const inFlight = fetch(url).then((r) => r.text());
    await new Promise((resolve) => setTimeout(resolve, 50));
    let drained = false;
    shutDownGracefully(slow, () => (drained = true), {
      delayMs: 0,
      graceMs: 5_000,
      exit: (code) => void exits.push(code),
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(drained).toBe(true);
    await expect(fetch(url)).rejects.toThrow();
    expect(exits).toEqual([]);
    release();
    expect(await inFlight).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(exits).toEqual([0]);
    servers.splice(servers.indexOf(slow), 1);
  });
});
