export {
  supportedLocales, defaultLocale, rtlLocales, localeNames, isSupportedLocale, localeDirection,
  localeCookieName, localeCookieMaxAgeSeconds, type Locale,
} from './lib/locales';
export { createI18n, i18nFor, applyTranslations, type Translations, type CreateI18nOptions } from './lib/createI18n';
export { errorFallbackTranslations } from './lib/fallback';
