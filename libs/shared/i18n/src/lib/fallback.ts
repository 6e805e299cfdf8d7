import type { Translations } from './createI18n';

/**
 * The few English strings the error page needs when the root data (and so the translations) never
 * arrived: small enough to ship in the browser bundle.
 */
export const errorFallbackTranslations: Translations = {
  'error.title': 'Something went wrong',
  'error.text': 'Please try again in a moment. If it keeps happening, contact support.',
  'error.retry': 'Try again',
  'error.goHome': 'Go Home',
  'error.status': 'Error {{status}}',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.goHome': 'Go Home',
  'shell.skipToContent': 'Skip to content',
};
