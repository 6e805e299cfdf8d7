import { ACCESS_TOKEN_KEY } from '@casino/session';
import { createHash } from 'node:crypto';
import type { EntryContext } from 'react-router';

/**
 * A page is a function of its URL and its loaders' data: a guest's page rendered from the same data is the same HTML,
 * byte for byte, but for the response's CSP nonce. A server process renders such a page once and serves that HTML
 * (with the new response's nonce put in place of the old) to every guest whose request brings the same data, for this
 * long. Data that differs in any way (another language, consent, country decision, a changed game list, a fault the
 * dev backend injects) is another key, so a cached page is never stale; only a time written by the server render
 * itself may be this much older.
 */
export const GUEST_RENDER_TTL_MS = 10_000;
/** Pages a process keeps (about 110 KB each). */
export const GUEST_RENDER_MAX_ENTRIES = 50;

const MIN_NONCE_LENGTH = 16;

class NotPlainData extends Error {}

// Deferred data (promises), maps, sets and functions do not say what they hold as JSON: such a page is not shared.
function plainOnly(_key: string, value: unknown): unknown {
  if (value instanceof Promise || value instanceof Map || value instanceof Set || typeof value === 'function' || typeof value === 'symbol') throw new NotPlainData();
  return value;
}

const signedInCookie = new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_KEY}=`);

/**
 * What a document render is a function of, or null when it must not be shared: anything but a plain GET answered 200
 * to a signed-out visitor (no token cookie, the root's session signed out), or data that is not plain JSON.
 */
export function guestRenderKey(request: Request, context: EntryContext, { nonce, mode }: { nonce: string | undefined; mode: string }): string | null {
  // The nonce is found and replaced in the kept page: only a random one (createNonce: 24 characters) is unique there.
  if (request.method !== 'GET' || !nonce || nonce.length < MIN_NONCE_LENGTH) return null;
  if (signedInCookie.test(request.headers.get('Cookie') ?? '')) return null;
  const { loaderData, actionData, errors, statusCode } = context.staticHandlerContext;
  if (actionData || errors || statusCode !== 200) return null;
  const root = loaderData['root'] as { session?: { status?: unknown }; nonce?: unknown } | undefined;
  if (root?.session?.status !== 'signedOut') return null;
  let data: string;
  try {
    // The nonce is in the root data (the page's scripts use it): the same page under another nonce is the same page.
    data = JSON.stringify({ ...loaderData, root: { ...root, nonce: root.nonce === nonce ? '' : root.nonce } }, plainOnly);
  } catch {
    return null;
  }
  return createHash('sha256').update(`${mode}\n${request.url}\n`).update(data).digest('base64url');
}

interface Entry {
  /** The page's bytes cut at each place its nonce was: joined again with the next response's nonce. */
  parts: Buffer[];
  expires: number;
}

/** The pages a process keeps: bounded, least recently used first out, each for {@link GUEST_RENDER_TTL_MS}. */
export function createGuestRenderCache({ ttlMs = GUEST_RENDER_TTL_MS, maxEntries = GUEST_RENDER_MAX_ENTRIES, now = Date.now } = {}) {
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<void>>();
  return {
    /**
     * Marks a page as being rendered: requests for the same key wait for it ({@link rendering}) rather than render
     * it again (when the data changes, every guest's request asks for the new page at once). Call the returned
     * function when the render has ended, kept or not.
     */
    startRendering(key: string): () => void {
      let finish: () => void = () => undefined;
      const done = new Promise<void>((resolve) => (finish = resolve));
      rendering.set(key, done);
      return () => {
        if (rendering.get(key) === done) rendering.delete(key);
        finish();
      };
    },
    /** The render of this key under way, if any. */
    rendering(key: string): Promise<void> | undefined {
      return rendering.get(key);
    },
    /** The page kept under this key (UTF-8), written with this response's nonce. */
    get(key: string, nonce: string): Buffer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      const glue = Buffer.from(nonce);
      return Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
    },
    /** Keeps a page (its UTF-8 bytes) rendered with this nonce. */
    set(key: string, html: Buffer, nonce: string): void {
      entries.delete(key);
      entries.set(key, { parts: cutAt(html, Buffer.from(nonce)), expires: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

function cutAt(bytes: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

export type GuestRenderCache = ReturnType<typeof createGuestRenderCache>;
