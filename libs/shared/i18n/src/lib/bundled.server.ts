import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { defaultLocale, isSupportedLocale } from './locales';
import type { Translations } from './createI18n';

/** Translations shipped with the server: the fallback when the backend's locale files cannot be had. */
const bundled: Record<string, Translations> = { en, ar };

/**
 * The bundled translations of a locale merged over the default locale's, so a key missing in one
 * language shows in English rather than as a raw key. Unknown locales get English.
 */
export function bundledTranslations(lng: string): Translations {
  const base = bundled[defaultLocale] ?? {};
  if (!isSupportedLocale(lng) || lng === defaultLocale) return { ...base };
  return { ...base, ...(bundled[lng] ?? {}) };
}
