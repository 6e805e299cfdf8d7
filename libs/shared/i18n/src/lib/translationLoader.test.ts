import { describe, expect, it, vi } from 'vitest';
import {
  createTranslationLoader,
  flattenTranslations,
  TRANSLATION_CACHE_MAX_ENTRIES,
  TRANSLATION_CACHE_TTL_MS,
} from './translationLoader.server';

const day = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('translation loader', () => {
  it('puts the backend file over the bundled translations', async () => {
    const fetchLocale = vi.fn(async () => ({
      'notFound.goHome': 'Back to the lobby',
      blocked: { popup: { title1: 'Nested title' } },
    }));
    const load = createTranslationLoader({ fetchLocale, now: () => day });
    const t = await load('en');
    expect(t['notFound.goHome']).toBe('Back to the lobby');
    expect(t['blocked.popup.title1']).toBe('Nested title');
    expect(t['error.retry']).toBe('Try again');
    expect(fetchLocale).toHaveBeenCalledWith('en', '2026-11-22');
  });

  it('caches a language for 5 minutes, then asks again', async () => {
    let now = day;
    const fetchLocale = vi.fn(async () => ({}));
    const load = createTranslationLoader({ fetchLocale, now: () => now });
    await load('ar');
    now += TRANSLATION_CACHE_TTL_MS - 1;
    await load('ar');
    expect(fetchLocale).toHaveBeenCalledTimes(1);
    now += 2;
    await load('ar');
    expect(fetchLocale).toHaveBeenCalledTimes(2);
  });

  it('versions the cache by date', async () => {
    let now = day;
    const fetchLocale = vi.fn(async (_lng: string, _version: string) => ({}));
    const load = createTranslationLoader({ fetchLocale, now: () => now, ttlMs: Number.MAX_SAFE_INTEGER });
    await load('de');
    now += 24 * 60 * 60_000;
    await load('de');
    expect(fetchLocale.mock.calls.map((c) => c[1])).toEqual(['2026-11-22', '2026-11-23']);
  });

  it('keeps at most 50 entries, evicting the least recently used', async () => {
    const fetchLocale = vi.fn(async () => ({}));
    let now = day;
    const load = createTranslationLoader({ fetchLocale, now: () => now, ttlMs: Number.MAX_SAFE_INTEGER });
    // 51 distinct dated entries of one language
    for (let i = 0; i <= TRANSLATION_CACHE_MAX_ENTRIES; i += 1) {
      now = day + i * 24 * 60 * 60_000;
      await load('en');
    }
    expect(fetchLocale).toHaveBeenCalledTimes(51);
    now = day; // the first day was evicted
    await load('en');
    expect(fetchLocale).toHaveBeenCalledTimes(52);
    now = day + 50 * 24 * 60 * 60_000; // the newest is still cached
    await load('en');
    expect(fetchLocale).toHaveBeenCalledTimes(52);
  });

  it('falls back to the bundled translations, then English, when the backend fails', async () => {
    const log = vi.fn();
    const fetchLocale = vi.fn(async () => {
      throw new Error('Request timeout');
    });
    const load = createTranslationLoader({ fetchLocale, now: () => day, log });
    const ar = await load('ar');
    expect(ar['notFound.title']).toBe('الصفحة غير موجودة');
    expect(ar['rakeback.claim.title']).toBe('Reward claimed');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Request timeout'));
    await load('ar');
    expect(fetchLocale).toHaveBeenCalledTimes(2); // a failure is not cached
  });

  it('flattens nested keys', () => {
    expect(flattenTranslations({ a: { b: { c: 'x' } }, d: 'y' })).toEqual({ 'a.b.c': 'x', d: 'y' });
  });
});
