import { apiErrorDetails, isApiError, isTransportFailure } from '@casino/api-client';
import { dateTimeFormat } from '@casino/translate';

type T = (key: string, options?: Record<string, unknown>) => string;

const CODES = [
  'LIMIT_REMOVAL_NOT_ALLOWED',
  'NOT_FOUND',
  'INVALID_STATE',
  'VALIDATION_ERROR',
  'SELF_EXCLUDED',
  'ACCOUNT_FROZEN',
];

/** The player's sentence for a refused responsible-gaming change, with the time a bet limit may change again. */
export function rgMessage(t: T, error: unknown, { locale }: { locale: string }): string {
  const key = (code: string) => `rg.error.${code}`;
  if (!isApiError(error)) return t(key('generic'));
  if (isTransportFailure(error)) return t(key('network'));
  switch (error.code) {
    case 'LIMIT_CHANGE_COOLDOWN': {
      const details = apiErrorDetails(error);
      const at = typeof details['nextChangeAt'] === 'string' ? new Date(details['nextChangeAt']) : null;
      if (!at || Number.isNaN(at.getTime())) return t(key('LIMIT_CHANGE_COOLDOWN'));
      return t(key('LIMIT_CHANGE_COOLDOWN_at'), {
        time: dateTimeFormat(locale, { timeStyle: 'short' }).format(at),
        minutes: minutesUntil(at.getTime()),
      });
    }
    case 'INTERNAL_ERROR':
    case 'SERVICE_UNAVAILABLE':
      return t(key('network'));
    default:
      return CODES.includes(error.code) ? t(key(error.code)) : t(key('generic'));
  }
}

/** Whole minutes from now until `ms`, at least 1 (a wait of 10 seconds still reads "1 minute"). */
export function minutesUntil(ms: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((ms - now) / 60_000));
}
