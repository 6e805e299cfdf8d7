/**
 * Public data a page shows every visitor alike (the guest home's game rows, providers, jackpots and winners), kept in
 * the server's memory for a few seconds: one load serves every request of that time instead of each guest page asking
 * the backend again. Concurrent requests for a key that is missing share one load (no stampede). Once a value is older
 * than its time to live it is still served for `staleMs` while one load runs in the background (stale while
 * revalidating): under load every request arriving during a reload used to wait for its backend calls, every ten
 * seconds, which was the signed-in home's slowest percent. A load that was not complete (a part failed) is served to
 * its own request and not kept. Per process (many processes each keep their own copy); never for a player's data.
 */
export interface SharedDataCache<T> {
  get(key: string, load: () => Promise<{ value: T; complete: boolean }>): Promise<T>;
  /** Forgets everything (tests). */
  clear(): void;
}

export function createSharedDataCache<T>({
  ttlMs,
  staleMs = ttlMs,
  maxEntries = 50,
  now = Date.now,
}: {
  ttlMs: number;
  /** How long past its time to live a value is still served while it is loaded again. @default ttlMs */
  staleMs?: number;
  maxEntries?: number;
  now?: () => number;
}): SharedDataCache<T> {
  const kept = new Map<string, { value: T; loadedAt: number }>();
  const loading = new Map<string, Promise<{ value: T; complete: boolean }>>();

  /** The one load of `key` running, started if none is. */
  const loadOnce = (key: string, load: () => Promise<{ value: T; complete: boolean }>) => {
    let pending = loading.get(key);
    if (pending) return pending;
    pending = load().finally(() => loading.delete(key));
    loading.set(key, pending);
    void pending.then(
      ({ value, complete }) => {
        if (!complete) return;
        kept.delete(key);
        kept.set(key, { value, loadedAt: now() });
        // The oldest key goes first past the bound (a Map keeps insertion order).
        while (kept.size > maxEntries) kept.delete(kept.keys().next().value as string);
      },
      () => undefined,
    );
    return pending;
  };

  return {
    async get(key, load) {
      const hit = kept.get(key);
      const age = hit ? now() - hit.loadedAt : Infinity;
      if (hit && age < ttlMs) return hit.value;
      if (hit && age < ttlMs + staleMs) {
        // A failed or partial reload leaves the kept value as it is; the next request past the time to live tries again.
        loadOnce(key, load).catch(() => undefined);
        return hit.value;
      }
      return (await loadOnce(key, load)).value;
    },
    clear() {
      kept.clear();
      loading.clear();
    },
  };
}
