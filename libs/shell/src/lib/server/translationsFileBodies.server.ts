import type { Translations } from '@casino/i18n';
import { createEncodedBodyCache, type EncodedBody } from '@casino/page/server';

/**
 * The current versions' translations files, compressed once each (Brotli 11: 18.6 KB for English's 84 KB, against
 * 22.8 KB at the quality 3 a page gets compressed with anew): a phone waits for this file before it hydrates. One entry
 * per brand, language and version; a version changes daily at most, so a few days of every language fit.
 */
const files = createEncodedBodyCache({ maxEntries: 200 });

const keyOf = (brandId: string, lng: string, version: string) => `${brandId}|${lng}@${version}`;

/** The file of `lng` at `version` as the request's `Accept-Encoding` would have it. */
export function translationsFileBody(
  brandId: string,
  lng: string,
  version: string,
  translations: Translations,
  acceptEncoding: string | null,
): Promise<EncodedBody> {
  return files.get(keyOf(brandId, lng, version), () => JSON.stringify(translations), acceptEncoding);
}

/**
 * Starts compressing the file a page names (the root loader's language and version) while the page renders, so that
 * the browser's request for it, which follows the page's first bytes, finds it ready. Nothing to do when it is there.
 */
export function prepareTranslationsFile(
  brandId: string,
  lng: string,
  version: string,
  translations: Translations,
): void {
  files.prepare(keyOf(brandId, lng, version), () => JSON.stringify(translations));
}
