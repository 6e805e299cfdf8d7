import { parse as parseCookies } from 'cookie';

/** Spec section 9: the token's cookie and storage key. */
export const ACCESS_TOKEN_KEY = 'accessToken';

/** The signed-in player's token in this browser: the cookie, else the storage key. */
export function readAccessToken(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const fromCookie = parseCookies(document.cookie)[ACCESS_TOKEN_KEY];
  if (fromCookie) return fromCookie;
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Sign-out leaves no token behind: cookie and storage both (OWASP ASVS 14.3.1). */
export function forgetAccessToken(): void {
  document.cookie = `${ACCESS_TOKEN_KEY}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // storage disabled: nothing was stored there either
  }
}

/** Spec section 4 and 8: after a 403 the player lands on the same page with the login modal. */
export function loginModalUrl(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams(location.search);
  params.set('modal', 'login');
  return `${location.pathname}?${params.toString()}`;
}
