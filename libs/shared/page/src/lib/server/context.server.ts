import type { AppSettings } from '@casino/api-contract';
import { createApiClient, type ApiClient } from '@casino/api-client';
import { isSupportedLocale, localeCookieName } from '@casino/i18n';
import { createSettingsSource, parseSettingsOverrides, type SettingsSource } from '@casino/settings';
import { parse as parseCookies } from 'cookie';
import { nodeFetch } from './nodeFetch.server';

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

/** What every loader gets: the request, and the brand server's per-request context (absent under `react-router dev`). */
export interface LoaderArgs {
  request: Request;
  context?: unknown;
  params?: Readonly<Record<string, string | undefined>>;
}

interface BrandContext {
  nonce?: string;
  settings?: AppSettings;
  apiUrl?: string;
  brandId?: string;
  clientIp?: string;
}

/** The brand server's context of this request, whatever React Router typed it as. */
export function brandContext(context: unknown): BrandContext {
  return (context && typeof context === 'object' ? context : {}) as BrandContext;
}

/** The casino backend: the brand server's, else `CASINO_API_URL`, else the dev backend. */
export function apiUrlOf(context: unknown): string {
  return brandContext(context).apiUrl ?? process.env['CASINO_API_URL'] ?? 'http://localhost:3100';
}

/** The brand: the brand server's, else (under `react-router dev`) the one the app's Vite config named. */
export function brandIdOf(context: unknown): string {
  return brandContext(context).brandId ?? process.env['CASINO_BRAND_ID'] ?? 'curacao';
}

/** Headers of the dev backend a brand server forwards with CASINO_FORWARD_DEV_HEADERS=true: a pretended country, a fault scope. */
const DEV_HEADERS = ['x-dev-country', 'x-dev-fault-scope'] as const;

/**
 * The request carries a dev backend test header that is passed on (CASINO_FORWARD_DEV_HEADERS=true): the backend's
 * answers to it are this request's own (a fault scope, a pretended country), never to be shared with other visitors.
 */
export function forwardsDevHeaders(request: Request): boolean {
  return process.env['CASINO_FORWARD_DEV_HEADERS'] === 'true' && DEV_HEADERS.some((name) => request.headers.has(name));
}

/**
 * An API client for server-side calls made on a visitor's behalf: this brand, the visitor's IP forwarded, and with
 * CASINO_FORWARD_DEV_HEADERS=true the `x-dev-country` header passed through (the dev backend's way to pretend a country).
 */
export function serverApi(
  { request, context }: LoaderArgs,
  { token, lng = 'en', timeoutMs }: { token?: string; lng?: string; timeoutMs?: number } = {},
): ApiClient {
  const ctx = brandContext(context);
  const headers: Record<string, string> = {};
  if (ctx.clientIp) headers['X-Forwarded-For'] = ctx.clientIp;
  // Opt-in (tests, demos): visitor-controlled headers are passed on only when the deployment asks for it.
  if (forwardsDevHeaders(request)) {
    for (const name of DEV_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers[name] = value;
    }
  }
  return createApiClient({
    baseUrl: apiUrlOf(context),
    brandId: brandIdOf(context),
    getLanguage: () => lng,
    getToken: () => token,
    systemToken: process.env['CASINO_SYSTEM_TOKEN'],
    timeoutMs,
    headers,
    fetch: nodeFetch,
  });
}

// `react-router dev` runs without the brand server: there the loaders load settings themselves, once.
let devSettings: SettingsSource | undefined;

/** The brand's settings: the brand server's, else (under `react-router dev`) loaded here once and kept fresh. */
export async function settingsFor(context: unknown): Promise<AppSettings> {
  const fromServer = brandContext(context).settings;
  if (fromServer) return fromServer;
  devSettings ??= createSettingsSource({
    api: createApiClient({
      baseUrl: apiUrlOf(context),
      brandId: brandIdOf(context),
      getLanguage: () => 'en',
      getToken: () => undefined,
    }),
    overrides: parseSettingsOverrides(process.env['CASINO_SETTINGS_OVERRIDES']),
  });
  return devSettings.loaded ? devSettings.current() : devSettings.load();
}

/** The visitor's language: the `lng` cookie, else the settings' default, else `fallback`. */
export function requestLanguage(
  request: Request,
  settings: Pick<AppSettings, 'defaultLocale'> | undefined,
  fallback = 'en',
): string {
  const header = request.headers.get('Cookie');
  const fromCookie = header ? parseCookies(header)[localeCookieName] : undefined;
  if (isSupportedLocale(fromCookie)) return fromCookie;
  return isSupportedLocale(settings?.defaultLocale) ? settings.defaultLocale : fallback;
}
