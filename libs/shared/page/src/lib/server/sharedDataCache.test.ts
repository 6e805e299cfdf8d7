import { describe, expect, it, vi } from 'vitest';
import { createSharedDataCache } from './sharedDataCache.server';

describe('createSharedDataCache', () => {
  it('serves a complete load to every request until it is older than its time to live', async () => {
    let clock = 0;
    const cache = createSharedDataCache<string>({ ttlMs: 10_000, now: () => clock });
    const load = vi.fn(async () => ({ value: `v${load.mock.calls.length}`, complete: true }));
    expect(await cache.get('en', load)).toBe('v1');
    clock = 9_999;
    expect(await cache.get('en', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    clock = 10_000;
    expect(await cache.get('en', load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
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
