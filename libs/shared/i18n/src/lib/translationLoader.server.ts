import { bundledTranslations } from './bundled.server';
import type { Translations } from './createI18n';
import { isSupportedLocale } from './locales';

/** Spec section 7 and 9: translation files are cached 5 minutes, at most 50 entries, date-versioned. */
export const TRANSLATION_CACHE_TTL_MS = 5 * 60_000;
export const TRANSLATION_CACHE_MAX_ENTRIES = 50;

type Nested = { [key: string]: string | Nested };

/** Backend files may nest keys (`{ "blocked": { "popup": { "title1": ... } } }`); the app uses flat dotted keys. */
export function flattenTranslations(tree: Nested, prefix = '', into: Translations = {}): Translations {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[path] = value;
    else if (value && typeof value === 'object') flattenTranslations(value, path, into);
  }
  return into;
}

export interface TranslationLoaderOptions {
  /** Fetches one language's file from the backend; `version` busts caches between days. */
  fetchLocale: (lng: string, version: string) => Promise<Nested>;
  now?: () => number;
  ttlMs?: number;
  maxEntries?: number;
  log?: (message: string) => void;
}

/**
 * The translations a page is rendered with: the backend's file for the language over the bundled ones
 * (which already fall back to English key by key). When the backend fails, the bundled data alone.
 */
export function createTranslationLoader({
  fetchLocale,
  now = Date.now,
  ttlMs = TRANSLATION_CACHE_TTL_MS,
  maxEntries = TRANSLATION_CACHE_MAX_ENTRIES,
  log = console.warn,
}: TranslationLoaderOptions) {
  // Insertion-ordered Map as an LRU: a hit is re-inserted at the end, the oldest entry is evicted first.
  const cache = new Map<string, { expires: number; value: Promise<Translations> }>();

  return function loadTranslations(lng: string): Promise<Translations> {
    const locale = isSupportedLocale(lng) ? lng : 'en';
    const version = new Date(now()).toISOString().slice(0, 10);
    const key = `${locale}@${version}`;
    const hit = cache.get(key);
    if (hit && hit.expires > now()) {
      cache.delete(key);
      cache.set(key, hit);
      return hit.value;
    }
    const value = fetchLocale(locale, version).then(
      (remote) => ({ ...bundledTranslations(locale), ...flattenTranslations(remote) }),
      (error: unknown) => {
        log(`translations for ${locale} unavailable, using bundled ones: ${(error as Error).message}`);
        // Try the backend again soon rather than in five minutes.
        cache.delete(key);
        return bundledTranslations(locale);
      },
    );
    cache.delete(key);
    cache.set(key, { expires: now() + ttlMs, value });
    while (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    return value;
  };
}
