// Server-only entry: bundled translation files stay out of browser bundles.
export { bundledTranslations } from './lib/bundled.server';
