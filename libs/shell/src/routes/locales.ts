// Route module of the translations file (`GET /locales/<lng>.json?v=<version>`), which the browser loads before it hydrates.
export { translationsFileLoader as loader } from '../lib/server/translationsFile.server';
