import * as z from 'zod/mini';
import type { Endpoint } from './common';

/**
 * `GET /api/core/casino/locales/{lng}.json`: a translation file, answered as is (no envelope), nested
 * objects allowed two levels deep. The list of the 35 locale codes lives in the i18n lib.
 */

export const localeCode = z
  .string()
  .check(z.regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Expected a locale code like "en" or "pt-BR"'));

export const translations = z.record(
  z.string(),
  z.union([z.string(), z.record(z.string(), z.union([z.string(), z.record(z.string(), z.string())]))]),
);
export type Translations = z.infer<typeof translations>;

export const getLocale = {
  method: 'GET',
  path: '/api/core/casino/locales/:lng.json',
  params: z.object({ lng: localeCode }),
  response: translations,
  auth: 'none',
  envelope: false,
} as const satisfies Endpoint;
