import { endpoints, type AppSettings } from '@casino/api-contract';
import { createApiClient } from '@casino/api-client';
import { isSupportedLocale, localeCookieMaxAgeSeconds, localeCookieName, localeDirection } from '@casino/i18n';
import { sessionFromDetails } from '@casino/session';
import { accessTokenRedirect, userOnServer } from '@casino/session/server';
import { createSettingsSource, parseSettingsOverrides, type SettingsSource } from '@casino/settings';
import { createTranslationLoader, flattenTranslations } from '@casino/i18n/server';
import type { BrandConfig } from '@casino/site';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { isbot } from 'isbot';
import { data, redirect } from 'react-router';
import type { ShellData } from '../document/shellData';

declare module 'react-router' {
  interface AppLoadContext {
    /** Per-response CSP nonce the brand server generated. */
    nonce?: string;
    /** Settings the brand server loaded at start and keeps fresh. */
    settings?: AppSettings;
    /** The casino backend this server talks to. */
    apiUrl?: string;
    brandId?: string;
    /** The visitor's IP as the brand server saw it. */
    clientIp?: string;
  }
}

/**
 * An API client for server-side calls made on a visitor's behalf: this brand, the visitor's IP forwarded, and with
 * CASINO_FORWARD_DEV_HEADERS=true the `x-dev-country` header passed through (the dev backend's way to pretend a country).
 */
export function serverApi(
  { request, context }: LoaderArgs,
  brand: BrandConfig,
  { token, lng = 'en', timeoutMs }: { token?: string; lng?: string; timeoutMs?: number } = {},
) {
  const ctx = context as { apiUrl?: string; brandId?: string; clientIp?: string } | undefined;
  const headers: Record<string, string> = {};
  if (ctx?.clientIp) headers['X-Forwarded-For'] = ctx.clientIp;
  // Opt-in (tests, demos): a visitor-controlled header is passed on only when the deployment asks for it.
  const devCountry = request.headers.get('x-dev-country');
  if (devCountry && process.env['CASINO_FORWARD_DEV_HEADERS'] === 'true') headers['x-dev-country'] = devCountry;
  return createApiClient({
    baseUrl: ctx?.apiUrl ?? process.env['CASINO_API_URL'] ?? 'http://localhost:3100',
    brandId: ctx?.brandId ?? brand.id,
    getLanguage: () => lng,
    getToken: () => token,
    timeoutMs,
    headers,
  });
}

/** A page never waits long for translations: past this, the bundled ones are used. */
const TRANSLATIONS_BUDGET_MS = 3_000;
const translationLoaders = new Map<string, ReturnType<typeof createTranslationLoader>>();

function translationLoaderFor(apiUrl: string, brandId: string) {
  const key = `${apiUrl}|${brandId}`;
  let loader = translationLoaders.get(key);
  if (!loader) {
    const api = createApiClient({ baseUrl: apiUrl, brandId, getLanguage: () => 'en', getToken: () => undefined, timeoutMs: TRANSLATIONS_BUDGET_MS });
    loader = createTranslationLoader({
      fetchLocale: async (lng, version) => flattenTranslations(await api.call(endpoints.getLocale, { params: { lng }, query: { v: version } })),
    });
    translationLoaders.set(key, loader);
  }
  return loader;
}

// `react-router dev` runs without the brand server: there the root loader loads settings itself, once.
let devSettings: SettingsSource | undefined;
async function settingsFor(context: LoaderArgs['context'], brand: BrandConfig): Promise<AppSettings> {
  const fromServer = (context as { settings?: AppSettings } | undefined)?.settings;
  if (fromServer) return fromServer;
  devSettings ??= createSettingsSource({
    api: createApiClient({ baseUrl: process.env['CASINO_API_URL'] ?? 'http://localhost:3100', brandId: brand.id, getLanguage: () => 'en', getToken: () => undefined }),
    overrides: parseSettingsOverrides(process.env['CASINO_SETTINGS_OVERRIDES']),
  });
  return devSettings.loaded ? devSettings.current() : devSettings.load();
}

/**
 * Settings for a page route's loader (it runs beside the root loader and has no brand): the brand server's, else under
 * `react-router dev` those the root loader loads; undefined before the first root load there (no page moved).
 */
export async function settingsInContext(context: LoaderArgs['context']): Promise<AppSettings | undefined> {
  const fromServer = (context as { settings?: AppSettings } | undefined)?.settings;
  if (fromServer) return fromServer;
  if (!devSettings) return undefined;
  return devSettings.loaded ? devSettings.current() : devSettings.load();
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

interface LoaderArgs {
  request: Request;
  context?: { nonce?: string } | unknown;
}

/** Root loader of every brand app: the visitor's language (cookie, else the brand default) and its translations. */
export async function loadShellData({ request, context }: LoaderArgs, brand: BrandConfig): Promise<ShellData> {
  // A token link is turned into the cookie before anything renders the URL.
  const tokenRedirect = accessTokenRedirect(request, { secure: process.env['NODE_ENV'] === 'production' && new URL(request.url).protocol === 'https:' });
  if (tokenRedirect) throw tokenRedirect;
  const settings = await settingsFor(context, brand);
  const fromCookie = localeCookie.parse(request.headers.get('Cookie'));
  const fallbackLocale = isSupportedLocale(settings.defaultLocale) ? settings.defaultLocale : brand.defaultLocale;
  const lng = isSupportedLocale(fromCookie) ? fromCookie : fallbackLocale;
  const ctx = context as { nonce?: string; apiUrl?: string; brandId?: string; clientIp?: string } | undefined;
  const nonce = ctx?.nonce;
  const apiUrl = ctx?.apiUrl ?? process.env['CASINO_API_URL'] ?? 'http://localhost:3100';
  const brandId = ctx?.brandId ?? brand.id;
  const [translations, user] = await Promise.all([
    translationLoaderFor(apiUrl, brandId)(lng),
    userOnServer({ request, skip: settings.skipSsrAuth, api: (token) => serverApi({ request, context }, brand, { token, lng }) }),
  ]);
  return {
    lng,
    dir: localeDirection(lng),
    translations,
    showKeys: settings.debugShowTranslationKeys,
    // Spec: the brand name and the navigation system come from settings.
    brandName: settings.brandName || brand.name,
    navigationSystem: settings.navigationSystem,
    nonce,
    settings,
    session: sessionFromDetails(user),
    isBot: isCrawler(request.headers.get('User-Agent')),
    // The side menu's "current IP": only a signed-in player's page says it back (to that player).
    ...(user && ctx?.clientIp ? { clientIp: ctx.clientIp } : {}),
  };
}

/** Spec sections 4 and 6: a user agent containing "bot" is a crawler (isbot also knows the ones that do not say so). */
export function isCrawler(userAgent: string | null): boolean {
  if (!userAgent) return false;
  return /bot/i.test(userAgent) || isbot(userAgent);
}

/** Only same-site paths: a form field must not be able to send the player to another host. */
function safeRedirectPath(value: FormDataEntryValue | null): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** Action behind the language switcher: keeps the choice in the cookie and goes back to the page. */
export async function setLocaleAction({ request }: { request: Request }) {
  const form = await request.formData();
  const lng = form.get('lng');
  if (!isSupportedLocale(lng)) {
    return data({ error: 'unsupported-locale' }, { status: 400 });
  }
  return redirect(safeRedirectPath(form.get('redirectTo')), {
    headers: { 'Set-Cookie': localeCookie.serialize(lng) },
  });
}
