import { readCookie, readRemembered, rememberForAYear, YEAR_IN_SECONDS } from '@casino/storage';

/** The consent cookie and storage key; the value is kept a year (spec section 9). */
export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const GAME_COOKIE_CONSENT_KEY = 'gameCookieConsent';
export const CONSENT_MAX_AGE_SECONDS = YEAR_IN_SECONDS;

/** Spec section 4: no banner on game pages. */
const GAME_PATH_PARTS = ['/game/', '/play/', '/casino/game/'];

export interface ConsentContext {
  pathname: string;
  /** Settings `cookiesPopup` (default true). */
  cookiesPopup: boolean;
  isBot: boolean;
  accepted: boolean;
}

/** Whether the cookie banner shows: not accepted, not a game page, the setting on, not a crawler. */
export function shouldShowCookieBanner({ pathname, cookiesPopup, isBot, accepted }: ConsentContext): boolean {
  if (accepted || !cookiesPopup || isBot) return false;
  return !GAME_PATH_PARTS.some((part) => pathname.includes(part));
}

/** Read on the server from the request's cookies, so the page is rendered with or without the banner. */
export function consentAcceptedIn(cookieHeader: string | null, key = COOKIE_CONSENT_KEY): boolean {
  return readCookie(key, cookieHeader) === 'true';
}

/** Accepting stores the value and a one-year cookie. */
export function rememberConsent(key = COOKIE_CONSENT_KEY): void {
  rememberForAYear(key, 'true');
}

/** In the browser: cookie first, then storage (a cookie cleared by the browser keeps the stored choice). */
export function consentAcceptedInBrowser(key = COOKIE_CONSENT_KEY): boolean {
  return readRemembered(key) === 'true';
}
