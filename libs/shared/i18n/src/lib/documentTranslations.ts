import type { Translations } from './createI18n';

/**
 * A page's translations travel beside the HTML, not inside it: the root data names the language and a version (a hash
 * of the translations' content), the brand server answers `/locales/<lng>.json?v=<version>` (cached for a year by the
 * browser and any CDN, since the version changes with the content) and the browser fetches it, preloaded by the
 * document's head, before it hydrates. Every page used to carry the whole bundle (90 to 120 KB) in its loader data.
 */
export const TRANSLATIONS_PATH_PREFIX = '/locales/';

/** The head's preload link carries `<lng>@<version>` in this attribute: what the browser awaits before hydrating. */
export const TRANSLATIONS_LINK_ATTRIBUTE = 'data-translations';

export function translationsPath(lng: string, version: string): string {
  return `${TRANSLATIONS_PATH_PREFIX}${encodeURIComponent(lng)}.json?v=${encodeURIComponent(version)}`;
}

/** How many language versions a process keeps (the server's translation cache holds at most 50). */
export const KEPT_TRANSLATIONS_MAX = 64;
const kept = new Map<string, Translations>();

/**
 * Keeps a language's translations under their version: on the server the root loader does (the render of the same
 * request reads them back), in the browser the fetch does. Least recently used first out.
 */
export function rememberTranslations(lng: string, version: string, translations: Translations): void {
  const key = `${lng}@${version}`;
  kept.delete(key);
  kept.set(key, translations);
  while (kept.size > KEPT_TRANSLATIONS_MAX) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    kept.delete(oldest);
  }
}

/** The translations of a language version this process has, if any. */
export function knownTranslations(lng: string, version: string | undefined): Translations | undefined {
  if (!version) return undefined;
  const key = `${lng}@${version}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
  }
  return hit;
}

function isTranslations(value: unknown): value is Translations {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Attempts of one fetch of a translations file before it counts as failed. */
export const TRANSLATIONS_FETCH_ATTEMPTS = 3;
const pending = new Map<string, Promise<Translations>>();

/**
 * A language version's translations in the browser: the ones kept, else one fetch (shared by every caller while it
 * runs, tried {@link TRANSLATIONS_FETCH_ATTEMPTS} times). Rejects when the file cannot be had.
 */
export function fetchTranslations(
  lng: string,
  version: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Translations> {
  const known = knownTranslations(lng, version);
  if (known) return Promise.resolve(known);
  const key = `${lng}@${version}`;
  const running = pending.get(key);
  if (running) return running;
  const load = (async () => {
    let lastError: unknown;
    for (let attempt = 1; attempt <= TRANSLATIONS_FETCH_ATTEMPTS; attempt++) {
      try {
        const response = await fetchImpl(translationsPath(lng, version), { credentials: 'same-origin' });
        if (!response.ok) throw new Error(`translations ${lng}: HTTP ${response.status}`);
        const body: unknown = await response.json();
        if (!isTranslations(body)) throw new Error(`translations ${lng}: not a map of strings`);
        rememberTranslations(lng, version, body);
        return body;
      } catch (error) {
        lastError = error;
        if (attempt < TRANSLATIONS_FETCH_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
    throw lastError;
  })();
  pending.set(key, load);
  void load.then(
    () => pending.delete(key),
    () => pending.delete(key),
  );
  return load;
}

/** `<lng>@<version>` of the head's preload link, as {@link TRANSLATIONS_LINK_ATTRIBUTE} carries it. */
export function translationsLinkValue(lng: string, version: string): string {
  return `${lng}@${version}`;
}

/**
 * Resolves once the translations the server rendered the document with are here (the head's preload link names them),
 * so hydration finds the same text. A document without the link (the root's own error page) resolves at once; a file
 * that cannot be had resolves too, logged: the page then renders its keys' fallbacks rather than staying inert.
 */
export async function documentTranslationsReady(doc: Document = document, fetchImpl?: typeof fetch): Promise<void> {
  const value = doc.querySelector(`link[${TRANSLATIONS_LINK_ATTRIBUTE}]`)?.getAttribute(TRANSLATIONS_LINK_ATTRIBUTE);
  const at = value?.lastIndexOf('@') ?? -1;
  if (!value || at <= 0) return;
  try {
    await fetchTranslations(value.slice(0, at), value.slice(at + 1), fetchImpl);
  } catch (error) {
    console.error('The page translations could not be loaded', error);
  }
}
