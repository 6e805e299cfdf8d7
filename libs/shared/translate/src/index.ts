export { useTranslation, type Translation } from './lib/useTranslation';
