import { createApiClient } from '@casino/api-client';
import { isSupportedLocale, localeCookieMaxAgeSeconds, localeCookieName, localeDirection } from '@casino/i18n';
import { rememberTranslations } from '@casino/i18n';
import { createTranslationLoader, getLocale, translationsVersion } from '@casino/i18n/server';
import {
  apiUrlOf,
  brandContext,
  brandIdOf,
  isCrawler,
  playerOnServer,
  requestLanguage,
  serverApi,
  sessionOfPlayer,
  settingsFor,
  type LoaderArgs,
} from '@casino/page/server';
import { accessTokenRedirect, tokenOwnerLookup } from '@casino/session/server';
import { parsePublicOrigins, publicOriginFor, sameSitePath, type BrandConfig } from '@casino/site';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { data, redirect } from 'react-router';
import type { ShellData } from '../document/shellData';
import { prepareTranslationsFile } from './translationsFileBodies.server';

/** A page never waits long for translations: past this, the bundled ones are used. */
const TRANSLATIONS_BUDGET_MS = 3_000;
const translationLoaders = new Map<string, ReturnType<typeof createTranslationLoader>>();

/** One loader per backend and brand: the root loader and the translations file share its cache. */
export function translationLoaderFor(apiUrl: string, brandId: string) {
  const key = `${apiUrl}|${brandId}`;
  let loader = translationLoaders.get(key);
  if (!loader) {
    const api = createApiClient({
      baseUrl: apiUrl,
      brandId,
      getLanguage: () => 'en',
      getToken: () => undefined,
      timeoutMs: TRANSLATIONS_BUDGET_MS,
    });
    loader = createTranslationLoader({
      fetchLocale: (lng, version) => getLocale(api, lng, version),
    });
    translationLoaders.set(key, loader);
  }
  return loader;
}

/**
 * The language cookie (365 days) holds the plain locale code: readable by scripts and by other services of the
 * casino, and nothing secret.
 */
export const localeCookie = {
  name: localeCookieName,
  parse(header: string | null): string | undefined {
    return header ? parseCookies(header)[localeCookieName] : undefined;
  },
  serialize(lng: string): string {
    return serializeCookie(localeCookieName, lng, {
      path: '/',
      sameSite: 'lax',
      maxAge: localeCookieMaxAgeSeconds,
      httpOnly: false,
      secure: process.env['NODE_ENV'] === 'production',
    });
  },
};

/**
 * Root loader of every brand app: the visitor's language (cookie, else the brand default) and its translations, the
 * settings and the session (the player as the server saw them, shared with the page's loader).
 */
export async function loadShellData(args: LoaderArgs, brand: BrandConfig): Promise<ShellData> {
  const { request, context } = args;
  // A token link is turned into the cookie before anything renders the URL.
  const tokenRedirect = await accessTokenRedirect(request, {
    secure: process.env['NODE_ENV'] === 'production',
    ownerOf: tokenOwnerLookup((token) => serverApi(args, { token, lng: 'en' })),
  });
  if (tokenRedirect) throw tokenRedirect;
  const settings = await settingsFor(context);
  const lng = requestLanguage(request, settings, brand.defaultLocale);
  const ctx = brandContext(context);
  const [translations, player] = await Promise.all([
    translationLoaderFor(apiUrlOf(context), brandIdOf(context))(lng),
    playerOnServer(args),
  ]);
  // The page's render (same process, same request) reads them back by version; the browser fetches them by URL.
  const version = translationsVersion(translations);
  rememberTranslations(lng, version, translations);
  prepareTranslationsFile(brandIdOf(context), lng, version, translations);
  return {
    lng,
    dir: localeDirection(lng),
    translationsVersion: version,
    showKeys: settings.debugShowTranslationKeys,
    // Spec: the brand name and the navigation system come from settings.
    brandName: settings.brandName || brand.name,
    navigationSystem: settings.navigationSystem,
    nonce: ctx.nonce,
    settings,
    session: sessionOfPlayer(player),
    isBot: isCrawler(request.headers.get('User-Agent')),
    origin: siteOrigin(request),
    // The side menu's "current IP": only a signed-in player's page says it back (to that player).
    ...(player.kind === 'player' && ctx.clientIp ? { clientIp: ctx.clientIp } : {}),
  };
}

/**
 * Where the site lives, for canonical URLs: one of `CASINO_PUBLIC_ORIGIN`'s origins (the request's own when it is
 * listed, a mirror's say; else the first), never the request's Host alone in production, where the server refuses to
 * start without the variable (see publicOrigin.ts). Outside production, without it, the origin the request came to.
 * The settings' `casinoOrigin` is not used: its default is a placeholder.
 */
function siteOrigin(request: Request): string {
  return publicOriginFor(request.url, configuredOrigins());
}

let parsedOrigins: { value: string | undefined; origins: string[] } | undefined;
function configuredOrigins(): string[] {
  const value = process.env['CASINO_PUBLIC_ORIGIN'];
  if (!parsedOrigins || parsedOrigins.value !== value) {
    let origins: string[] = [];
    try {
      origins = parsePublicOrigins(value);
    } catch {
      // Refused at the production server's start; under `react-router dev` a malformed value means none.
    }
    parsedOrigins = { value, origins };
  }
  return parsedOrigins.origins;
}

export { isCrawler };

/** Action behind the language switcher: keeps the choice in the cookie and goes back to the page. */
export async function setLocaleAction({ request }: { request: Request }) {
  const form = await request.formData();
  const lng = form.get('lng');
  if (!isSupportedLocale(lng)) {
    return data({ error: 'unsupported-locale' }, { status: 400 });
  }
  // Only a path of this site: a form field must not be able to send the player to another host.
  const to = sameSitePath(form.get('redirectTo') ?? '/');
  if (!to) return data({ error: 'bad-redirect' }, { status: 400 });
  return redirect(to, {
    headers: { 'Set-Cookie': localeCookie.serialize(lng) },
  });
}
