export { useTranslation, type Translation } from './lib/useTranslation';
export { I18nProvider } from './lib/I18nProvider';
export {
  createTranslator,
  type I18n,
  type TFunction,
  type TOptions,
  type Translations,
  type TranslatorOptions,
} from './lib/translator';
export { formatDateTimeUtc, formatDateUtc } from './lib/formatDate';
export { formatMoney, type MoneyFormatOptions } from './lib/formatMoney';
export { dateTimeFormat, numberFormat, warmIntlFormats } from './lib/intlFormats';
