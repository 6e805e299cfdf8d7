import { createHash } from 'node:crypto';
import type { Translations } from './createI18n';

// The translation loader hands out one object per language while it is cached: its hash is worked out once.
const versions = new WeakMap<Translations, string>();

/** The version of a language's translations: a hash of their content, so a changed text is a new URL. */
export function translationsVersion(translations: Translations): string {
  let version = versions.get(translations);
  if (!version) {
    version = createHash('sha256').update(JSON.stringify(translations)).digest('base64url').slice(0, 16);
    versions.set(translations, version);
  }
  return version;
}
