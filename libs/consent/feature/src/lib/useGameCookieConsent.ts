import { useCallback, useEffect, useState } from 'react';
import { consentAcceptedInBrowser, GAME_COOKIE_CONSENT_KEY, rememberConsent } from './consentRules';

/**
 * The game cookie consent (`gameCookieConsent`): game providers set their own cookies, so the game page asks
 * separately before loading a game. Returns whether it was given and a function to give it.
 */
export function useGameCookieConsent(): [accepted: boolean, accept: () => void] {
  const [accepted, setAccepted] = useState(false);
  useEffect(() => setAccepted(consentAcceptedInBrowser(GAME_COOKIE_CONSENT_KEY)), []);
  const accept = useCallback(() => {
    rememberConsent(GAME_COOKIE_CONSENT_KEY);
    setAccepted(true);
  }, []);
  return [accepted, accept];
}
