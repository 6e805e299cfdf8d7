import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nodeFetch } from './nodeFetch.server';

let server: Server;
let base = '';
const seen: Array<{
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
  socket: unknown;
}> = [];
const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/json': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
    res.end(JSON.stringify({ success: true, data: { balance: 12.5 } }));
  },
  '/missing': (_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"success":false,"error":{"code":"NOT_FOUND"}}');
  },
  '/empty': (_req, res) => {
    res.writeHead(204);
    res.end();
  },
  '/slow': (_req, res) => {
    setTimeout(() => res.end('{}'), 2_000);
  },
  '/moved': (_req, res) => {
    res.writeHead(302, { location: '/json' });
    res.end();
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body, socket: req.socket });
      (routes[req.url?.split('?')[0] ?? ''] ?? routes['/missing'])?.(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("nodeFetch (the server's calls to the backend)", () => {
  it('sends the method, headers and JSON text, and answers with the status, headers and body as fetch does', async () => {
    const response = await nodeFetch(`${base}/json?x=1`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body: '{"amount":10}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ success: true, data: { balance: 12.5 } });
    const last = seen.at(-1);
    expect(last).toMatchObject({ method: 'POST', url: '/json?x=1', body: '{"amount":10}' });
    expect(last?.headers['authorization']).toBe('Bearer t');
    expect(last?.headers['content-length']).toBe('13');
  });

  it('gives an error status its body, and a 204 none', async () => {
    const missing = await nodeFetch(`${base}/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('NOT_FOUND');
    const empty = await nodeFetch(`${base}/empty`, { method: 'DELETE' });
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
  });

  it('keeps the connection to the backend alive between calls', async () => {
    await nodeFetch(`${base}/json`);
    await nodeFetch(`${base}/json`);
    expect(seen.at(-1)?.socket).toBe(seen.at(-2)?.socket);
  });

  it("rejects with a timeout signal's TimeoutError when the backend is slower than it", async () => {
    await expect(nodeFetch(`${base}/slow`, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('rejects with a TypeError, as fetch does, when the backend cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(nodeFetch(`http://127.0.0.1:${port}/json`)).rejects.toBeInstanceOf(TypeError);
  });

  it("leaves to the runtime's fetch what it does not do itself: a redirect, another kind of body, a fetch replaced by a test", async () => {
    const moved = await nodeFetch(`${base}/moved`);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ success: true });

    const stub = vi.fn(async () => new Response('{"stubbed":true}', { status: 200 }));
    vi.stubGlobal('fetch', stub);
    try {
      expect(await (await nodeFetch(`${base}/json`)).json()).toEqual({ stubbed: true });
      expect(stub).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
