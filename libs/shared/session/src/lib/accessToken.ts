import { forget, readRemembered, writeCookie, writeLocal } from '@casino/storage';

/** Spec section 9: the token's cookie (30 days) and storage key. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const ACCESS_TOKEN_MAX_AGE_SECONDS = 2_592_000;

/** The signed-in player's token in this browser: the cookie, else the storage key. */
export function readAccessToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : readRemembered(ACCESS_TOKEN_KEY);
}

/** After login or sign-up: the cookie (30 days, so the server renders the signed-in page) and the storage key. */
export function saveAccessToken(token: string): void {
  writeCookie(ACCESS_TOKEN_KEY, token, ACCESS_TOKEN_MAX_AGE_SECONDS);
  writeLocal(ACCESS_TOKEN_KEY, token);
}

/** Sign-out leaves no token behind: cookie and storage both (OWASP ASVS 14.3.1). */
export function forgetAccessToken(): void {
  forget(ACCESS_TOKEN_KEY);
}
