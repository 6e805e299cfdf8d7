import { numberFormat, pluralRules } from './intlFormats';

/** One language's texts: flat keys (`blocked.popup.title1`), i18next's JSON format (`_one`/`_other` plural keys, `{{name}}`). */
export type Translations = Record<string, string>;

/** `t`'s options: `count` picks a plural form, `defaultValue` stands in for a missing key, the rest fill `{{name}}`. */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [name: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

type LanguageListener = (lng: string) => void;

/**
 * A page's translations: the part of i18next the casino uses, with i18next's JSON format and results, in about a
 * kilobyte instead of fifteen on every page.
 *
 * - `t(key)`: the current language's text, else the fallback language's, else the key. An empty text counts as missing.
 * - `count`: plural keys by the language's CLDR rules (`Intl.PluralRules`): `key_zero` first for a count of 0, then
 *   `key_one`, `key_two`, `key_few`, `key_many` or `key_other`, then the bare key.
 * - `{{name}}` takes `options.name` as written (React escapes what it renders); `{{name, number}}` formats it with
 *   `Intl.NumberFormat` in the language. A placeholder whose value is not given stays as it is, an `undefined` given
 *   one becomes empty, and a value is never read for placeholders again.
 * - `showKeys` (settings' `debugShowTranslationKeys`): every `t` answers its key.
 */
export interface I18n {
  readonly language: string;
  t: TFunction;
  /** A `t` bound to one language, whatever the instance switches to later. */
  getFixedT(lng: string): TFunction;
  /** Switches language and tells the `languageChanged` listeners (its texts should be added first). */
  changeLanguage(lng: string): Promise<TFunction>;
  /** Adds texts to a language, over the ones it has; announces nothing (see `useTranslation`). */
  addTranslations(lng: string, translations: Translations): void;
  on(event: 'languageChanged', listener: LanguageListener): void;
  off(event: 'languageChanged', listener: LanguageListener): void;
}

export interface TranslatorOptions {
  lng: string;
  translations: Translations;
  /** The language whose texts stand in for a key the current language lacks, when they were added. @default 'en' */
  fallbackLng?: string;
  showKeys?: boolean;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function pluralRule(lng: string): Intl.PluralRules {
  try {
    return pluralRules(lng.replace(/_/g, '-'));
  } catch {
    // Not a language tag Intl knows: its language part's rules (as i18next), else English's.
    const part = lng.split(/[-_]/)[0] ?? '';
    return part && part !== lng ? pluralRule(part) : pluralRules('en');
  }
}

function asText(value: unknown): string {
  return value == null ? '' : String(value);
}

/** Fills `{{name}}` and `{{name, number}}` from `values`, left to right; an inserted value is never read again. */
export function interpolate(text: string, values: TOptions, lng: string): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const comma = inner.indexOf(',');
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const format = comma < 0 ? '' : inner.slice(comma + 1).trim();
    // Own values only: a placeholder named like an Object method (`{{constructor}}`) is a value not given.
    const given = Object.prototype.hasOwnProperty.call(values, name);
    const value = given ? values[name] : undefined;
    if (value === undefined) return given ? '' : placeholder;
    // As i18next: the value goes to the formatter as it is (a numeric string formats like its number).
    if (format === 'number') return numberFormat(lng).format(value as number);
    return asText(value);
  });
}

class Translator implements I18n {
  language: string;
  t: TFunction;
  private readonly texts = new Map<string, Translations>();
  private readonly listeners = new Set<LanguageListener>();
  private readonly fallbackLng: string;
  private readonly showKeys: boolean;

  constructor({ lng, translations, fallbackLng = 'en', showKeys = false }: TranslatorOptions) {
    this.language = lng;
    this.fallbackLng = fallbackLng;
    this.showKeys = showKeys;
    this.texts.set(lng, translations);
    this.t = (key, options) => this.translate(this.language, key, options);
  }

  getFixedT(lng: string): TFunction {
    return (key, options) => this.translate(lng, key, options);
  }

  changeLanguage(lng: string): Promise<TFunction> {
    if (lng !== this.language) {
      this.language = lng;
      for (const listener of [...this.listeners]) listener(lng);
    }
    return Promise.resolve(this.t);
  }

  addTranslations(lng: string, translations: Translations): void {
    const current = this.texts.get(lng);
    if (current === translations) return;
    this.texts.set(lng, current ? { ...current, ...translations } : translations);
  }

  on(_event: 'languageChanged', listener: LanguageListener): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: LanguageListener): void {
    this.listeners.delete(listener);
  }

  private translate(lng: string, key: string, options: TOptions = {}): string {
    if (this.showKeys) return key;
    const found =
      this.lookup(lng, key, options.count) ??
      (lng === this.fallbackLng ? undefined : this.lookup(this.fallbackLng, key, options.count));
    if (found !== undefined) return interpolate(found, options, lng);
    return options.defaultValue ? interpolate(options.defaultValue, options, lng) : key;
  }

  private lookup(lng: string, key: string, count: number | undefined): string | undefined {
    const texts = this.texts.get(lng);
    if (!texts) return undefined;
    const candidates =
      typeof count === 'number'
        ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralRule(lng).select(count)}`, key]
        : [key];
    for (const candidate of candidates) {
      // Own keys only: a key named like an Object method is text, not a function.
      const text = Object.prototype.hasOwnProperty.call(texts, candidate) ? texts[candidate] : undefined;
      if (typeof text === 'string' && text !== '') return text;
    }
    return undefined;
  }
}

export function createTranslator(options: TranslatorOptions): I18n {
  return new Translator(options);
}
