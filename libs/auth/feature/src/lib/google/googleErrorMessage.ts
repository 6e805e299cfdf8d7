import { isApiError } from '@casino/api-client';
import type { TFunction } from '@casino/translate';
import { errorMessage } from '../forms/errors';

/** Refusals of `google-login` said for this flow; anything else as every account call says it. */
const GOOGLE_REFUSALS: Record<string, string> = {
  TOKEN_INVALID: 'auth.google.error.code',
  COUNTRY_RESTRICTED: 'auth.google.error.country',
  LOGIN_DISABLED: 'auth.google.error.disabled',
};

export function googleErrorMessage(error: unknown, t: TFunction): string {
  const key = isApiError(error) ? GOOGLE_REFUSALS[error.code] : undefined;
  return key ? t(key) : errorMessage(error, t);
}
