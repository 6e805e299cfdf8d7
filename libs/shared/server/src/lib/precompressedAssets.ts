import { acceptedEncodings, PREFERRED_ENCODINGS, type ContentEncoding } from '@casino/page/server';
import type { RequestHandler } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The file suffix of each encoding the build writes (tools/config/precompress.ts), in the order they are preferred. */
const SUFFIXES: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

interface Variant {
  body: Buffer;
  etag: string;
}

/** An asset made at start rather than by the build (the brand's stylesheet): its name carries its content's hash. */
export interface GeneratedAsset {
  name: string;
  body: string | Buffer;
}

/**
 * Serves the build's compressed copies of its assets (`name.js.br`, `name.js.gz`) to a browser that accepts them, from
 * memory, read once at start: no compression per request. Assets have content-hashed names, so they are immutable. A
 * request that accepts neither encoding, or an asset without copies, goes on to the next handler (the static files).
 * Generated assets are compressed once here and served whole from memory (there is no file behind them).
 */
export function precompressedAssets(
  assetsDir: string,
  { urlPrefix = '/assets/', generated = [] }: { urlPrefix?: string; generated?: readonly GeneratedAsset[] } = {},
): RequestHandler {
  const variants = new Map<string, Partial<Record<ContentEncoding | 'identity', Variant>>>();
  for (const { name, body } of generated) {
    const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    variants.set(name, {
      br: { body: br, etag: `"${name}-br-${br.length}"` },
      gzip: { body: gzip, etag: `"${name}-gzip-${gzip.length}"` },
      identity: { body: bytes, etag: `"${name}-${bytes.length}"` },
    });
  }
  const names = existsSync(assetsDir) ? readdirSync(assetsDir) : [];
  const present = new Set(names);
  for (const name of names) {
    for (const encoding of PREFERRED_ENCODINGS) {
      const suffix = SUFFIXES[encoding];
      if (!name.endsWith(suffix)) continue;
      const original = name.slice(0, -suffix.length);
      if (!present.has(original) || !TYPES[extname(original)]) continue;
      const body = readFileSync(join(assetsDir, name));
      const entry = variants.get(original) ?? {};
      // The name carries the content's hash; the encoding tells the two bodies apart.
      entry[encoding] = { body, etag: `"${original}-${encoding}-${body.length}"` };
      variants.set(original, entry);
    }
  }

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(urlPrefix)) return next();
    const entry = variants.get(req.path.slice(urlPrefix.length));
    if (!entry) return next();
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const encoding =
      PREFERRED_ENCODINGS.find((candidate) => entry[candidate] && accepted.has(candidate)) ??
      (entry.identity ? 'identity' : undefined);
    // Caches keep the encodings apart, whichever this response is.
    res.setHeader('Vary', 'Accept-Encoding');
    if (!encoding) return next();
    const variant = entry[encoding] as Variant;
    res.setHeader('Content-Type', TYPES[extname(req.path)] as string);
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', variant.etag);
    if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === variant.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Length', variant.body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : variant.body);
  };
}
