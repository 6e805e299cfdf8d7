import { isSupportedLocale, localeCookieMaxAgeSeconds, localeCookieName, localeDirection } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import type { BrandConfig } from '@casino/site';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { data, redirect } from 'react-router';
import type { ShellData } from '../document/shellData';

declare module 'react-router' {
  interface AppLoadContext {
    /** Per-response CSP nonce the brand server generated. */
    nonce?: string;
  }
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
  const fromCookie = localeCookie.parse(request.headers.get('Cookie'));
  const lng = isSupportedLocale(fromCookie) ? fromCookie : brand.defaultLocale;
  const nonce = typeof context === 'object' && context !== null && 'nonce' in context ? (context as { nonce?: string }).nonce : undefined;
  return {
    lng,
    dir: localeDirection(lng),
    translations: bundledTranslations(lng),
    showKeys: false,
    brandName: brand.name,
    navigationSystem: brand.navigationSystem,
    nonce,
  };
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
