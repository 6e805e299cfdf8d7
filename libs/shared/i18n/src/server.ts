// Server-only entry: bundled translation files and the backend translation cache stay out of browser bundles.
export { bundledTranslations } from './lib/bundled.server';
export { getLocale } from './api/get-locale.server';
export {
  createTranslationLoader,
  flattenTranslations,
  TRANSLATION_CACHE_MAX_ENTRIES,
  TRANSLATION_CACHE_TTL_MS,
  type TranslationLoaderOptions,
} from './lib/translationLoader.server';
export { translationsVersion } from './lib/translationsVersion.server';
