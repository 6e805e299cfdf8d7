export { useTranslation, type Translation } from './lib/useTranslation';
export { formatDateTimeUtc, formatDateUtc } from './lib/formatDate';
