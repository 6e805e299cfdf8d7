import { createTranslator, type I18n, type Translations } from '@casino/translate';
import { defaultLocale } from './locales';

export type { Translations };

export interface CreateI18nOptions {
  lng: string;
  /** Translations of `lng`, already merged over the default locale's, so every key resolves. */
  translations: Translations;
  /** Settings `debugShowTranslationKeys`: show each key instead of its text. */
  showKeys?: boolean;
}

/**
 * A fresh translator (`@casino/translate`): one in the browser, one per translations and language on the server.
 * Keys are flat and contain dots (`blocked.popup.title1`).
 */
export function createI18n({ lng, translations, showKeys = false }: CreateI18nOptions): I18n {
  return createTranslator({ lng, translations, fallbackLng: defaultLocale, showKeys });
}

/** Puts new translations into a live instance and switches to their language (after a language change). */
export function applyTranslations(instance: I18n, lng: string, translations: Translations): void {
  instance.addTranslations(lng, translations);
  if (instance.language !== lng) void instance.changeLanguage(lng);
}

// The server renders many pages at once in few languages: one instance per language's translations (the translation
// loader hands out the same object while it is cached) serves them all; nothing on the server changes an instance.
const serverInstances = new WeakMap<Translations, Map<string, I18n>>();

/**
 * The translator a page renders with: on the server one shared instance per translations, language and key
 * mode (creating one per request was a tenth of the server's time); in the browser a fresh one, which the page keeps.
 */
export function i18nFor(options: CreateI18nOptions): I18n {
  if (typeof window !== 'undefined') return createI18n(options);
  let byMode = serverInstances.get(options.translations);
  if (!byMode) {
    byMode = new Map();
    serverInstances.set(options.translations, byMode);
  }
  const key = `${options.lng}|${options.showKeys ? 'keys' : 'text'}`;
  let instance = byMode.get(key);
  if (!instance) {
    instance = createI18n(options);
    byMode.set(key, instance);
  }
  return instance;
}
