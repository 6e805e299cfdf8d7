import type { TFunction } from '@casino/translate';
import { apiErrorDetails, isApiError, isTransportFailure } from '@casino/api-client';

/** What a refused send says: the wait of a rate limit, the self-exclusion sentence, no connection, else try again. */
export function sendErrorMessage(t: TFunction, error: unknown): string {
  if (isTransportFailure(error)) return t('chat.error.network');
  if (isApiError(error)) {
    if (error.code === 'RATE_LIMITED') {
      const seconds = Number(apiErrorDetails(error)['retryAfterSeconds']);
      return t('chat.send.error.RATE_LIMITED', {
        count: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 10,
      });
    }
    if (error.code === 'SELF_EXCLUDED' || error.code === 'CHAT_DISABLED' || error.code === 'VALIDATION_ERROR')
      return t(`chat.send.error.${error.code}`);
  }
  return t('chat.error.generic');
}

/** What a refused settings change says. */
export function settingsErrorMessage(t: TFunction, error: unknown): string {
  if (isTransportFailure(error)) return t('chat.error.network');
  if (isApiError(error) && (error.code === 'NICKNAME_TAKEN' || error.code === 'VALIDATION_ERROR'))
    return t(`chat.settings.error.${error.code}`);
  return t('chat.error.generic');
}
