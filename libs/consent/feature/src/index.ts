export { CookieConsentBanner, type CookieConsentBannerProps } from './lib/CookieConsentBanner';
export { useGameCookieConsent } from './lib/useGameCookieConsent';
export {
  shouldShowCookieBanner,
  consentAcceptedIn,
  COOKIE_CONSENT_KEY,
  GAME_COOKIE_CONSENT_KEY,
  CONSENT_MAX_AGE_SECONDS,
  type ConsentContext,
} from './lib/consentRules';
