import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale } from './locales';

export type Translations = Record<string, string>;

export interface CreateI18nOptions {
  lng: string;
  /** Translations of `lng`, already merged over the default locale's, so every key resolves. */
  translations: Translations;
  /** Settings `debugShowTranslationKeys`: show each key instead of its text. */
  showKeys?: boolean;
}

/**
 * A fresh i18next instance: one per server request, one in the browser. Keys are flat and contain dots
 * (`blocked.popup.title1`), so key and namespace separators are off.
 */
export function createI18n({ lng, translations, showKeys = false }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  if (showKeys) {
    instance.use({ type: 'postProcessor', name: 'showKeys', process: (_value: string, key: string | string[]) => (Array.isArray(key) ? key.join(', ') : key) });
  }
  void instance.init({
    lng,
    fallbackLng: defaultLocale,
    resources: { [lng]: { translation: translations } },
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    postProcess: showKeys ? ['showKeys'] : false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Puts new translations into a live instance and switches to their language (after a language change). */
export function applyTranslations(instance: I18n, lng: string, translations: Translations): void {
  instance.addResourceBundle(lng, 'translation', translations, true, true);
  if (instance.language !== lng) void instance.changeLanguage(lng);
}

// The server renders many pages at once in few languages: one instance per language's translations (the translation
// loader hands out the same object while it is cached) serves them all; nothing on the server changes an instance.
const serverInstances = new WeakMap<Translations, Map<string, I18n>>();

/**
 * The i18next instance a page renders with: on the server one shared instance per translations, language and key
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
