import { parse, serialize } from 'cookie';

/** Small key/value store the tracking rules write through, so tests swap in memory and SSR never touches `window`. */
export interface TrackingStore {
  get(key: string): string | null;
  /** `maxAgeMs` undefined = no expiry. */
  set(key: string, value: string, maxAgeMs?: number): void;
  remove(key: string): void;
}

/** Minimal Storage shape (localStorage/sessionStorage or a fake). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Web-storage store. Values with a max age are kept as `{"v":…,"exp":epochMs}` because localStorage has no
 * expiry of its own; expired entries are removed on read.
 */
export function webStorageStore(storage: StorageLike, now: () => number = Date.now): TrackingStore {
  return {
    get(key) {
      let raw: string | null;
      try {
        raw = storage.getItem(key);
      } catch {
        return null; // storage blocked (private mode, sandboxed iframe)
      }
      if (raw === null || !raw.startsWith('{"v":')) return raw;
      try {
        const entry = JSON.parse(raw) as { v: string; exp?: number };
        if (entry.exp !== undefined && entry.exp <= now()) {
          storage.removeItem(key);
          return null;
        }
        return entry.v;
      } catch {
        return raw;
      }
    },
    set(key, value, maxAgeMs) {
      try {
        storage.setItem(key, maxAgeMs === undefined ? value : JSON.stringify({ v: value, exp: now() + maxAgeMs }));
      } catch {
        // quota or blocked storage: tracking is best effort
      }
    },
    remove(key) {
      try {
        storage.removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

/** Cookie store over `document.cookie` (or a fake holder with the same property). */
export function cookieStore(doc: { cookie: string }): TrackingStore {
  return {
    get: (key) => parse(doc.cookie)[key] ?? null,
    set(key, value, maxAgeMs) {
      doc.cookie = serialize(key, value, {
        path: '/',
        sameSite: 'lax',
        ...(maxAgeMs === undefined ? {} : { maxAge: Math.round(maxAgeMs / 1000) }),
      });
    },
    remove(key) {
      doc.cookie = serialize(key, '', { path: '/', maxAge: 0 });
    },
  };
}

/** In-memory Storage for tests and for server render. */
export function memoryStorage(): StorageLike & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
  };
}

/** Writes to cookie and local storage (the server can read the cookie; storage survives cookie clean-ups); reads cookie first. */
export function combinedStore(primary: TrackingStore, secondary: TrackingStore): TrackingStore {
  return {
    get: (key) => primary.get(key) ?? secondary.get(key),
    set(key, value, maxAgeMs) {
      primary.set(key, value, maxAgeMs);
      secondary.set(key, value, maxAgeMs);
    },
    remove(key) {
      primary.remove(key);
      secondary.remove(key);
    },
  };
}
