import express from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressedAssets, type GeneratedAsset } from './precompressedAssets';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

const script = 'export const answer = 42;\n'.repeat(200);

/** A client build's assets folder as the build writes it: a script with its two copies, one without, a CSS file with gzip only. */
function assetsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'assets-'));
  writeFileSync(join(dir, 'entry-abc123.js'), script);
  writeFileSync(join(dir, 'entry-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'entry-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dir, 'small-def456.js'), 'export {};');
  writeFileSync(join(dir, 'styles-0a1b2c.css'), 'body{margin:0}'.repeat(100));
  writeFileSync(join(dir, 'styles-0a1b2c.css.gz'), gzipSync('body{margin:0}'.repeat(100)));
  return dir;
}

async function serve(generated: GeneratedAsset[] = []): Promise<string> {
  const dir = assetsFolder();
  const app = express();
  app.use(precompressedAssets(dir, { generated }));
  app.use('/assets', express.static(dir));
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw GET (fetch would decode the body itself and hide the encoding). */
function get(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('precompressed assets', () => {
  it('sends the build’s Brotli copy to a browser that accepts it, immutable and varying by encoding', async () => {
    const url = await serve();
    const res = await get(`${url}/assets/entry-abc123.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends the gzip copy where Brotli is not accepted, and the file itself where neither is', async () => {
    const url = await serve();
    const gzip = await get(`${url}/assets/entry-abc123.js`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get(`${url}/assets/entry-abc123.js`, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['vary']).toContain('Accept-Encoding');
  });

  it('uses what the build wrote for each file: gzip for a file with only that copy, the file itself for one without copies', async () => {
    const url = await serve();
    const css = await get(`${url}/assets/styles-0a1b2c.css`, { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const small = await get(`${url}/assets/small-def456.js`, { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('export {};');
  });

  it('answers 304 to a revalidation with the copy’s ETag, and headers only to HEAD', async () => {
    const url = await serve();
    const first = await get(`${url}/assets/entry-abc123.js`, { 'accept-encoding': 'br' });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(`${url}/assets/entry-abc123.js`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // The gzip copy is another body: its tag differs.
    const gzip = await get(`${url}/assets/entry-abc123.js`, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.status).toBe(200);

    const head = await get(`${url}/assets/entry-abc123.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
    expect(head.body.length).toBe(0);
  });

  it('leaves other paths and unknown assets to the next handler', async () => {
    const url = await serve();
    expect((await get(`${url}/assets/missing-000000.js`, { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await get(`${url}/entry-abc123.js`, { 'accept-encoding': 'br' })).status).toBe(404);
  });
});

describe('precompressedAssets, generated assets', () => {
  it('serves an asset made at start (the brand stylesheet) from memory in every encoding, with no file behind it', async () => {
    const sheet = '.cs-abc{color:red}'.repeat(300);
    const base = await serve([{ name: 'cs-0123456789ab.css', body: sheet }]);
    const url = `${base}/assets/cs-0123456789ab.css`;
    const br = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(sheet);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(sheet);
    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(sheet);
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) });
    expect(again.status).toBe(304);
  });
});
