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
/** Pages a process keeps at most (about 110 KB each)... */
export const GUEST_RENDER_MAX_ENTRIES = 200;
/** ...and bytes: the pages' HTML together. */
export const GUEST_RENDER_MAX_BYTES = 8 * 1024 * 1024;
/**
 * Keys a process remembers having rendered once (a hash each, no page): a page is kept from its second request on, so
 * a stream of one-off URLs (a crawler's, distinct query strings) renders each once and never pushes out the pages
 * every guest asks for.
 */
export const GUEST_RENDER_SEEN_KEYS = 2_000;

/**
 * Fields of TanStack Query's dehydrated state that say when, not what: `dehydratedAt` and the queries' update times
 * differ on every render of the same data, and would make every page with prefetched data (/casino, /promotions) a
 * new key. A kept page carries the times of its own render, at most the TTL old: its data is the same.
 */
const VOLATILE_FIELDS = new Set(['dehydratedAt', 'dataUpdatedAt', 'errorUpdatedAt']);
/**
 * The same for times the server writes as text: when the visitor's location was looked up (`countryBlock.detectedAt`,
 * kept per IP for minutes). Its look-up again every few minutes made every guest page of that IP a new key at once;
 * the IP and the country, which decide the page, stay in the key.
 */
const VOLATILE_TEXT_FIELDS = new Set(['detectedAt']);

const MIN_NONCE_LENGTH = 16;

class NotPlainData extends Error {}

// Deferred data (promises), maps, sets and functions do not say what they hold as JSON: such a page is not shared.
// The times a render writes are not what the page shows (see VOLATILE_FIELDS).
function plainOnly(key: string, value: unknown): unknown {
  if (
    value instanceof Promise ||
    value instanceof Map ||
    value instanceof Set ||
    typeof value === 'function' ||
    typeof value === 'symbol'
  )
    throw new NotPlainData();
  if (VOLATILE_FIELDS.has(key) && typeof value === 'number') return undefined;
  if (VOLATILE_TEXT_FIELDS.has(key) && typeof value === 'string') return undefined;
  return value;
}

const signedInCookie = new RegExp(`(?:^|;\\s*)${ACCESS_TOKEN_KEY}=`);

/**
 * What a document render is a function of, or null when it must not be shared: anything but a plain GET answered 200
 * to a signed-out visitor (no token cookie, the root's session signed out), or data that is not plain JSON.
 */
export function guestRenderKey(
  request: Request,
  context: EntryContext,
  { nonce, mode }: { nonce: string | undefined; mode: string },
): string | null {
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
    data = JSON.stringify(
      { ...loaderData, root: { ...root, nonce: root.nonce === nonce ? '' : root.nonce } },
      plainOnly,
    );
  } catch {
    return null;
  }
  return createHash('sha256').update(`${mode}\n${request.url}\n`).update(data).digest('base64url');
}

interface Entry {
  /** The page's bytes cut at each place its nonce was: joined again with the next response's nonce. */
  parts: Buffer[];
  bytes: number;
  expires: number;
}

/** A render of a cacheable page under way. */
export interface GuestRender {
  /** Whether to keep the page once rendered: its key was asked for before, or another request is waiting for it. */
  shouldKeep(): boolean;
  /** The render has ended, kept or not: requests waiting for it go on. */
  finish(): void;
}

/** How a cacheable request was answered, for its `Server-Timing` entry (and the hit rate under a benchmark). */
export type GuestCacheOutcome = 'hit' | 'shared' | 'miss';

/**
 * The pages a process keeps: each for {@link GUEST_RENDER_TTL_MS}, admitted on a key's second request, bounded in
 * pages and bytes, least recently used first out.
 */
export function createGuestRenderCache({
  ttlMs = GUEST_RENDER_TTL_MS,
  maxEntries = GUEST_RENDER_MAX_ENTRIES,
  maxBytes = GUEST_RENDER_MAX_BYTES,
  seenKeys = GUEST_RENDER_SEEN_KEYS,
  now = Date.now,
} = {}) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const rendering = new Map<string, { done: Promise<void>; wanted: boolean }>();
  const seen = new Set<string>();
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  };
  return {
    /**
     * Starts the render of a page: requests for the same key wait for it ({@link waitForRender}) rather than render
     * it again (when the data changes, every guest's request asks for the new page at once). Counts the key as asked
     * for.
     */
    startRendering(key: string): GuestRender {
      const askedBefore = seen.has(key);
      seen.delete(key);
      seen.add(key);
      while (seen.size > seenKeys) {
        const oldest = seen.values().next().value;
        if (oldest === undefined) break;
        seen.delete(oldest);
      }
      let resolve: () => void = () => undefined;
      const render = { done: new Promise<void>((r) => (resolve = r)), wanted: false };
      rendering.set(key, render);
      return {
        shouldKeep: () => askedBefore || render.wanted,
        finish: () => {
          if (rendering.get(key) === render) rendering.delete(key);
          resolve();
        },
      };
    },
    /** The render of this key under way, if any, to wait for; the page is then kept for the one who waits. */
    waitForRender(key: string): Promise<void> | undefined {
      const render = rendering.get(key);
      if (!render) return undefined;
      render.wanted = true;
      return render.done;
    },
    /** The page kept under this key (UTF-8), written with this response's nonce. */
    get(key: string, nonce: string): Buffer | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) {
        bytes -= entry.bytes;
        return undefined;
      }
      entries.set(key, entry);
      const glue = Buffer.from(nonce);
      return Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
    },
    /** Keeps a page (its UTF-8 bytes) rendered with this nonce; a page over a quarter of the bytes allowed is not kept. */
    set(key: string, html: Buffer, nonce: string): void {
      drop(key);
      if (html.length > maxBytes / 4) return;
      entries.set(key, { parts: cutAt(html, Buffer.from(nonce)), bytes: html.length, expires: now() + ttlMs });
      bytes += html.length;
      while (entries.size > maxEntries || bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    get size() {
      return entries.size;
    },
    /** The kept pages' bytes. */
    get bytes() {
      return bytes;
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
