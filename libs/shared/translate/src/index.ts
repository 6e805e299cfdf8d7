export { useTranslation, type Translation } from './lib/useTranslation';
export { formatDateTimeUtc, formatDateUtc } from './lib/formatDate';
export { formatMoney, type MoneyFormatOptions } from './lib/formatMoney';
export { dateTimeFormat, numberFormat } from './lib/intlFormats';
