/**
 * The 35 supported locales (account-shell spec section 9). Default en, no auto-detection:
 * a visitor gets en until they choose, and the choice is kept in a 365-day cookie.
 */
export const supportedLocales = [
  'en',
  'ru',
  'ar',
  'fr',
  'de',
  'es',
  'it',
  'pt',
  'tr',
  'ja',
  'ko',
  'zh',
  'hi',
  'pl',
  'nl',
  'sv',
  'no',
  'fi',
  'da',
  'cs',
  'el',
  'hu',
  'ro',
  'bg',
  'uk',
  'he',
  'fa',
  'id',
  'ms',
  'th',
  'vi',
  'bn',
  'ur',
  'sr',
  'hr',
] as const;

export type Locale = (typeof supportedLocales)[number];

export const defaultLocale: Locale = 'en';

/** Locales written right to left; the document gets `dir="rtl"` and layouts mirror. */
export const rtlLocales: readonly Locale[] = ['ar', 'he', 'fa', 'ur'];

/** Each language's own name, as the language switcher shows it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  ru: 'Русский',
  ar: 'العربية',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  tr: 'Türkçe',
  ja: '日本語',
  ko: '한국어',
  zh: '中文',
  hi: 'हिन्दी',
  pl: 'Polski',
  nl: 'Nederlands',
  sv: 'Svenska',
  no: 'Norsk',
  fi: 'Suomi',
  da: 'Dansk',
  cs: 'Čeština',
  el: 'Ελληνικά',
  hu: 'Magyar',
  ro: 'Română',
  bg: 'Български',
  uk: 'Українська',
  he: 'עברית',
  fa: 'فارسی',
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  bn: 'বাংলা',
  ur: 'اردو',
  sr: 'Srpski',
  hr: 'Hrvatski',
};

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

export function localeDirection(locale: string): 'ltr' | 'rtl' {
  return (rtlLocales as readonly string[]).includes(locale) ? 'rtl' : 'ltr';
}

/** Name of the language cookie (365 days, spec section 9). */
export const localeCookieName = 'lng';
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;
