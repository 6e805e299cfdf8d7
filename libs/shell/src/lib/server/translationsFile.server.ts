import { isSupportedLocale } from '@casino/i18n';
import { translationsVersion } from '@casino/i18n/server';
import { apiUrlOf, brandIdOf, type LoaderArgs } from '@casino/page/server';
import { translationLoaderFor } from './shellLoader.server';
import { translationsFileBody } from './translationsFileBodies.server';

/** A year: the URL's version changes with the content, so a browser or CDN may keep a file as long as it likes. */
export const TRANSLATIONS_FILE_MAX_AGE_SECONDS = 31_536_000;

/**
 * `GET /locales/<lng>.json?v=<version>`: one language's translations (the backend's file over the bundled ones, the
 * same the pages render with). Kept for a year when the version asked for is the one served; any other version (an
 * older page, or another server process that has newer texts) gets today's file, not to be cached.
 */
export async function translationsFileLoader({ request, params, context }: LoaderArgs): Promise<Response> {
  const lng = /^([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.json$/.exec(params?.['file'] ?? '')?.[1];
  if (!lng || !isSupportedLocale(lng)) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const translations = await translationLoaderFor(apiUrlOf(context), brandIdOf(context))(lng);
  const version = translationsVersion(translations);
  if (new URL(request.url).searchParams.get('v') !== version) {
    // Compressed anew on the way out, as pages are.
    return new Response(JSON.stringify(translations), {
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
  }
  const { body, encoding } = await translationsFileBody(
    brandIdOf(context),
    lng,
    version,
    translations,
    request.headers.get('Accept-Encoding'),
  );
  const headers = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': `public, max-age=${TRANSLATIONS_FILE_MAX_AGE_SECONDS}, immutable`,
    'Content-Length': String(body.length),
    // Caches keep the encodings apart; the brand server's compression leaves an encoded body as it is.
    Vary: 'Accept-Encoding',
  });
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(body, { headers });
}
