/**
 * Intl formatters, made once per language and options and reused: constructing an `Intl.NumberFormat` or
 * `Intl.DateTimeFormat` costs far more than formatting with one (a server profile of the guest home under load had
 * them at about a tenth of its time: every amount and time of the winners tables built its own). Same signature as the
 * constructors. Bounded: a process never keeps more than `MAX_FORMATS` of each.
 */
const MAX_FORMATS = 500;

function cached<F>(store: Map<string, F>, make: (locale: Intl.LocalesArgument, options?: object) => F) {
  return (locale?: Intl.LocalesArgument, options?: object): F => {
    const key = `${String(locale)}|${options ? JSON.stringify(options) : ''}`;
    let format = store.get(key);
    if (!format) {
      if (store.size >= MAX_FORMATS) store.clear();
      format = make(locale, options);
      store.set(key, format);
    }
    return format;
  };
}

/** `new Intl.NumberFormat(locale, options)`, reused. */
export const numberFormat: (locale?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) => Intl.NumberFormat =
  cached(new Map<string, Intl.NumberFormat>(), (locale, options) => new Intl.NumberFormat(locale, options));

/** `new Intl.DateTimeFormat(locale, options)`, reused. */
export const dateTimeFormat: (
  locale?: Intl.LocalesArgument,
  options?: Intl.DateTimeFormatOptions,
) => Intl.DateTimeFormat = cached(
  new Map<string, Intl.DateTimeFormat>(),
  (locale, options) => new Intl.DateTimeFormat(locale, options),
);

/** `new Intl.PluralRules(locale, options)`, reused. */
export const pluralRules: (locale?: Intl.LocalesArgument, options?: Intl.PluralRulesOptions) => Intl.PluralRules =
  cached(new Map<string, Intl.PluralRules>(), (locale, options) => new Intl.PluralRules(locale, options));

/**
 * Builds a language's number formatter and plural rules ahead of need, into the caches the translator and `formatMoney`
 * read. A page's first `Intl.NumberFormat` costs 10 to 17 ms in Chromium here (the browser loads the language's number
 * data; the next ones cost a tenth of a millisecond), 40 to 70 ms at a phone's CPU: built by the first count a page
 * showed, it was most of a long task inside hydration's render. The browser entry calls this in a task of its own
 * while it waits for the translations and the first frame.
 */
export function warmIntlFormats(locale: string): void {
  numberFormat(locale);
  pluralRules(locale);
}
