import { describe, expect, it, vi } from 'vitest';
import { createSharedDataCache } from './sharedDataCache.server';

/** Lets a background load's settling run (its promise callbacks). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSharedDataCache', () => {
  it('serves a complete load to every request until it is older than its time to live', async () => {
    let clock = 0;
    const cache = createSharedDataCache<string>({ ttlMs: 10_000, staleMs: 0, now: () => clock });
    const load = vi.fn(async () => ({ value: `v${load.mock.calls.length}`, complete: true }));
    expect(await cache.get('en', load)).toBe('v1');
    clock = 9_999;
    expect(await cache.get('en', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    clock = 10_000;
    expect(await cache.get('en', load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('past its time to live, serves the kept value at once while one load runs, then the new value', async () => {
    let clock = 0;
    const cache = createSharedDataCache<string>({ ttlMs: 10_000, now: () => clock });
    expect(await cache.get('en', async () => ({ value: 'old', complete: true }))).toBe('old');
    clock = 12_000;
    let finish: (v: { value: string; complete: boolean }) => void = () => undefined;
    const reload = vi.fn(() => new Promise<{ value: string; complete: boolean }>((resolve) => (finish = resolve)));
    // Fifty requests during the reload: none waits for it, and they share the one load.
    const during = await Promise.all(Array.from({ length: 50 }, () => cache.get('en', reload)));
    expect(during).toEqual(Array(50).fill('old'));
    expect(reload).toHaveBeenCalledTimes(1);
    finish({ value: 'new', complete: true });
    await settled();
    expect(await cache.get('en', reload)).toBe('new');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps serving the kept value when a reload fails or is partial, and waits for a load once it is too old', async () => {
    let clock = 0;
    const cache = createSharedDataCache<string>({ ttlMs: 10_000, staleMs: 5_000, now: () => clock });
    expect(await cache.get('en', async () => ({ value: 'old', complete: true }))).toBe('old');
    clock = 11_000;
    expect(await cache.get('en', async () => Promise.reject(new Error('backend down')))).toBe('old');
    await settled();
    expect(await cache.get('en', async () => ({ value: 'partial', complete: false }))).toBe('old');
    await settled();
    // Past the time to live and the stale time together: the request waits for the load and gets its value.
    clock = 15_000;
    expect(await cache.get('en', async () => ({ value: 'fresh', complete: true }))).toBe('fresh');
  });

  it('keeps each key apart', async () => {
    const cache = createSharedDataCache<string>({ ttlMs: 10_000 });
    expect(await cache.get('en', async () => ({ value: 'english', complete: true }))).toBe('english');
    expect(await cache.get('ar', async () => ({ value: 'arabic', complete: true }))).toBe('arabic');
    expect(await cache.get('en', async () => ({ value: 'again', complete: true }))).toBe('english');
  });

  it('makes requests that arrive while a load is running wait for that one load', async () => {
    const cache = createSharedDataCache<string>({ ttlMs: 10_000 });
    let finish: (v: { value: string; complete: boolean }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ value: string; complete: boolean }>((resolve) => (finish = resolve)));
    const requests = Array.from({ length: 50 }, () => cache.get('en', load));
    finish({ value: 'once', complete: true });
    expect(await Promise.all(requests)).toEqual(Array(50).fill('once'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a load that was not complete: the next request loads again', async () => {
    const cache = createSharedDataCache<string>({ ttlMs: 10_000 });
    expect(await cache.get('en', async () => ({ value: 'partial', complete: false }))).toBe('partial');
    expect(await cache.get('en', async () => ({ value: 'whole', complete: true }))).toBe('whole');
  });

  it('passes a failed load on to its requests and keeps nothing', async () => {
    const cache = createSharedDataCache<string>({ ttlMs: 10_000 });
    await expect(cache.get('en', async () => Promise.reject(new Error('backend down')))).rejects.toThrow(
      'backend down',
    );
    expect(await cache.get('en', async () => ({ value: 'back', complete: true }))).toBe('back');
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = createSharedDataCache<string>({ ttlMs: 10_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ({ value: key, complete: true }));
    const load = vi.fn(async () => ({ value: 'a again', complete: true }));
    expect(await cache.get('a', load)).toBe('a again');
    expect(await cache.get('c', async () => ({ value: 'not used', complete: true }))).toBe('c');
  });
});
