import { clearBrowserQueryCache } from '@casino/query';
import { removeLocal } from '@casino/storage';
import { forgetAccessToken } from './accessToken';
import { LAST_LOGIN_KEY } from './playerData';

// Its own module: the query cache it clears must not ride along with the guest page's session code.
/**
 * Sign-out clears what belongs to the player (OWASP ASVS 14.3.1): the token cookie and key, the last-login record
 * everything in session storage and the browser's query cache. Language, consent and campaign values are the visitor's, not the account's,
 * and stay.
 */
export function clearPlayerData(): void {
  forgetAccessToken();
  removeLocal(LAST_LOGIN_KEY);
  clearBrowserQueryCache();
  try {
    sessionStorage.clear();
  } catch {
    // storage disabled: nothing was kept there
  }
}
