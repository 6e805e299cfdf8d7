export {
  supportedLocales,
  defaultLocale,
  rtlLocales,
  localeNames,
  isSupportedLocale,
  localeDirection,
  localeCookieName,
  localeCookieMaxAgeSeconds,
  type Locale,
} from './lib/locales';
export { createI18n, i18nFor, applyTranslations, type Translations, type CreateI18nOptions } from './lib/createI18n';
export { errorFallbackTranslations } from './lib/fallback';
export {
  TRANSLATIONS_PATH_PREFIX,
  TRANSLATIONS_LINK_ATTRIBUTE,
  KEPT_TRANSLATIONS_MAX,
  TRANSLATIONS_FETCH_ATTEMPTS,
  translationsPath,
  translationsLinkValue,
  rememberTranslations,
  knownTranslations,
  fetchTranslations,
  documentTranslationsReady,
} from './lib/documentTranslations';
