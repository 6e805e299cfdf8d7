import { isApiError } from '@casino/api-client';
import type { TFunction } from '@casino/translate';

/**
 * What a failed call tells the player (spec section 8). A code the translations know (`api.error.<code>`: a timeout,
 * a lost connection, a broken answer, wrong credentials...) is said in the player's language; otherwise the server's
 * own message; and `msg.try.again` when there is none (a 5xx or no answer).
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('msg.try.again');
  // An unreadable error page (a proxy's 502) says nothing to the player: that is the plain "try again".
  if (error.code === 'MALFORMED_RESPONSE' && error.status !== 200) return t('msg.try.again');
  const serverMessage = error.fromServer && error.status < 500 ? error.message : '';
  return t(`api.error.${error.code}`, { defaultValue: serverMessage || t('msg.try.again') });
}
