import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The content codings the brand server sends bodies in, besides the identity. */
export type ContentEncoding = 'br' | 'gzip';

/** In the order they are preferred when a request accepts both (Brotli is the smaller). */
export const PREFERRED_ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The encodings a request accepts, by `Accept-Encoding` (RFC 9110 12.5.3): a coding named with a weight above zero,
 * or covered by `*`. Absent or empty, only the identity.
 */
export function acceptedEncodings(header: string | null | undefined): Set<ContentEncoding> {
  const accepted = new Set<ContentEncoding>();
  const refused = new Set<string>();
  let any = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    const coding = name.trim();
    if (!coding) continue;
    if (!(weight > 0)) {
      refused.add(coding);
      continue;
    }
    if (coding === '*') any = true;
    else if (coding === 'br' || coding === 'gzip') accepted.add(coding);
    else if (coding === 'x-gzip') accepted.add('gzip');
  }
  if (any) for (const encoding of PREFERRED_ENCODINGS) if (!refused.has(encoding)) accepted.add(encoding);
  return accepted;
}

/** One body as a response sends it: its bytes and, when compressed, the coding (`Content-Encoding`). */
export interface EncodedBody {
  body: Uint8Array<ArrayBuffer>;
  encoding?: ContentEncoding;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Bodies that never change under their key (a versioned file, answered `immutable`), compressed once at the highest
 * settings and kept: Brotli quality 11 and gzip level 9, where a response compressed anew gets quality 3 (about a fifth
 * larger, measured on the translations file). Compression runs off the main thread (zlib's pool) once per key; callers
 * asking meanwhile share it. The oldest key goes first past `maxEntries`.
 */
export function createEncodedBodyCache({ maxEntries }: { maxEntries: number }) {
  const entries = new Map<string, Promise<Record<ContentEncoding | 'identity', Uint8Array<ArrayBuffer>>>>();
  const encode = async (text: string) => {
    const identity = Buffer.from(text);
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzipped(identity, { level: 9 }),
    ]);
    // zlib's results are buffers of their own, never shared memory (what a Response body needs).
    return { br: br as Buffer<ArrayBuffer>, gzip: gz as Buffer<ArrayBuffer>, identity };
  };

  /** The bodies under `key`, compressing `text()` when the key is new (`text` is read only then). */
  const bodiesOf = (key: string, text: () => string) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = encode(text());
      entry.catch(() => entries.delete(key));
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, entry);
    }
    return entry;
  };

  return {
    /**
     * The body under `key` as `acceptEncoding` would have it. `text` gives the body when the key is new: it must be
     * the same whenever the key is.
     */
    async get(key: string, text: () => string, acceptEncoding: string | null | undefined): Promise<EncodedBody> {
      const bodies = await bodiesOf(key, text);
      const accepted = acceptedEncodings(acceptEncoding);
      const encoding = PREFERRED_ENCODINGS.find((candidate) => accepted.has(candidate));
      return encoding ? { body: bodies[encoding], encoding } : { body: bodies.identity };
    },
    /** Starts compressing `text()` under `key` unless it is there already, for a request expected soon. */
    prepare(key: string, text: () => string): void {
      bodiesOf(key, text).catch(() => undefined);
    },
    get size() {
      return entries.size;
    },
  };
}

export type EncodedBodyCache = ReturnType<typeof createEncodedBodyCache>;
