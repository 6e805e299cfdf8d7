/**
 * Public data a page shows every visitor alike (the guest home's game rows, providers, jackpots and winners), kept in
 * the server's memory for a few seconds: one load serves every request of that time instead of each guest page asking
 * the backend again. Concurrent requests for a key that is missing or stale share one load (no stampede when it
 * expires under load). A load that was not complete (a part failed) is served to its own request and not kept.
 * Per process (many processes each keep their own copy); never for a player's data.
 */
export interface SharedDataCache<T> {
  get(key: string, load: () => Promise<{ value: T; complete: boolean }>): Promise<T>;
  /** Forgets everything (tests). */
  clear(): void;
}

export function createSharedDataCache<T>({
  ttlMs,
  maxEntries = 50,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): SharedDataCache<T> {
  const kept = new Map<string, { value: T; until: number }>();
  const loading = new Map<string, Promise<{ value: T; complete: boolean }>>();
  return {
    async get(key, load) {
      const hit = kept.get(key);
      if (hit && hit.until > now()) return hit.value;
      let pending = loading.get(key);
      if (!pending) {
        pending = load().finally(() => loading.delete(key));
        loading.set(key, pending);
        void pending.then(
          ({ value, complete }) => {
            if (!complete) return;
            kept.delete(key);
            kept.set(key, { value, until: now() + ttlMs });
            // The oldest key goes first past the bound (a Map keeps insertion order).
            while (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
          },
          () => undefined,
        );
      }
      return (await pending).value;
    },
    clear() {
      kept.clear();
      loading.clear();
    },
  };
}
