import { parse as parseCookies } from 'cookie';

/** Spec section 9: registered user, language, campaign and consent values are kept 365 days. */
export const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** A cookie from a `Cookie` header (server) or from the document (browser). */
export function readCookie(
  name: string,
  header: string | null | undefined = typeof document === 'undefined' ? undefined : document.cookie,
): string | undefined {
  return header ? parseCookies(header)[name] || undefined : undefined;
}

/** Cookies a page writes over HTTPS never travel over plain HTTP. */
function secureFlag(): string {
  return typeof window !== 'undefined' && window.location.protocol === 'https:' ? '; Secure' : '';
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secureFlag()}`;
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secureFlag()}`;
}

// Storage can be disabled or full (private modes): every access is guarded, nothing throws into the UI.
export function readLocal(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // nothing to do: the cookie (where there is one) still carries the value
  }
}

export function removeLocal(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

/** Keeps a value a year in a cookie (so the server sees it) and under the same storage key (the spec's local value). */
export function rememberForAYear(key: string, value: string): void {
  writeCookie(key, value, YEAR_IN_SECONDS);
  writeLocal(key, value);
}

/** A remembered value: the cookie first, then storage (a cookie the browser dropped keeps the stored choice). */
export function readRemembered(key: string): string | undefined {
  return readCookie(key) ?? readLocal(key);
}

/** Forgets a value everywhere it was kept. */
export function forget(key: string): void {
  removeCookie(key);
  removeLocal(key);
}
