import { depositErrorCode } from '@casino/api-contract';
import { apiErrorDetails, isApiError, isTransportFailure } from '@casino/api-client';
import type { PageKey } from '@casino/site';
import { dateTimeFormat, formatMoney } from '@casino/translate';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The codes a deposit refusal is answered with besides the catalogue's deposit table (contract `createDeposit.errors`). */
export const EXTRA_DEPOSIT_CODES = [
  'SELF_EXCLUDED',
  'ACCOUNT_FROZEN',
  'RG_LIMITS_REQUIRED',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'INVALID_STATE',
] as const;
/** Every code a deposit refusal has a sentence of its own for. */
export const DEPOSIT_MESSAGE_CODES: readonly string[] = [...depositErrorCode.options, ...EXTRA_DEPOSIT_CODES];

/** What a refused deposit asks of the page: verify the email (with a resend), or read the sentence and maybe follow a link. */
export type DepositRefusal =
  | { kind: 'verifyEmail'; message: string }
  | { kind: 'message'; code: string; message: string; action?: { page: PageKey; label: string } };

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const PERIODS = ['daily', 'weekly', 'monthly'] as const;

export interface DepositErrorContext {
  locale: string;
  currencyCode: string;
  /** The session's self-exclusion or freeze end, for the sentence's date. */
  until?: string | null;
}

/**
 * The player's sentence for a refused deposit (catalogue section 8, deposit table) with what to do, and the details the
 * answer carries: the limit and what is used of it, the method's minimum and maximum, the currency.
 */
export function depositRefusal(
  t: T,
  error: unknown,
  { locale, currencyCode, until }: DepositErrorContext,
): DepositRefusal {
  const money = (amount: number) => formatMoney(locale, amount, currencyCode);
  const key = (code: string) => `cashier.deposit.error.${code}`;
  if (!isApiError(error)) return { kind: 'message', code: 'generic', message: t(key('generic')) };
  const d = apiErrorDetails(error);
  const message = (code: string, options?: Record<string, unknown>, action?: { page: PageKey; label: string }) =>
    ({ kind: 'message', code, message: t(key(code), options), ...(action ? { action } : {}) }) as const;
  // The attempt keeps its idempotency key: sending it again cannot charge twice.
  if (isTransportFailure(error)) return message('network');
  switch (error.code) {
    case 'REQUIRED_EMAIL_VERIFICATION':
      return { kind: 'verifyEmail', message: t(key('REQUIRED_EMAIL_VERIFICATION')) };
    case 'DEPOSIT_COUNTRY_BLOCK':
      return message('DEPOSIT_COUNTRY_BLOCK', {}, { page: 'verify', label: t('cashier.deposit.action.verify') });
    case 'PAYMENT_LIMIT_THRESHOLD': {
      const limit = num(d.limit);
      const period = PERIODS[num(d.period) ?? -1];
      if (limit === undefined || !period)
        return message('PAYMENT_LIMIT_THRESHOLD', {}, { page: 'limits', label: t('cashier.deposit.action.limits') });
      return message(
        'PAYMENT_LIMIT_THRESHOLD_limit',
        { limit: money(limit), used: money(num(d.used) ?? 0), period: t(`cashier.deposit.period.${period}`) },
        { page: 'limits', label: t('cashier.deposit.action.limits') },
      );
    }
    case 'PAYMENT_PROVIDER_LIMIT_THRESHOLD': {
      const min = num(d.min);
      const max = num(d.max);
      return min !== undefined && max !== undefined
        ? message('PAYMENT_PROVIDER_LIMIT_THRESHOLD', { min: money(min), max: money(max) })
        : message('PAYMENT_PROVIDER_LIMIT_THRESHOLD_range');
    }
    case 'PAYMENT_SERVICE_ERROR':
      return message('PAYMENT_SERVICE_ERROR', { currency: currencyCode });
    case 'PHONE_ERROR':
      return message('PHONE_ERROR', {}, { page: 'editProfile', label: t('cashier.deposit.action.profile') });
    case 'SELF_EXCLUDED':
    case 'ACCOUNT_FROZEN': {
      const date = until
        ? dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(until))
        : null;
      return message(
        date ? `${error.code}_until` : error.code,
        { date },
        { page: 'withdraw', label: t('cashier.deposit.action.withdraw') },
      );
    }
    case 'RG_LIMITS_REQUIRED': {
      // The market (SE, FR) wants these limits before a deposit: say which, and lead to the limits page.
      const missing = Array.isArray(d.missing)
        ? d.missing.filter((m): m is string => m === 'deposit' || m === 'bet' || m === 'session')
        : [];
      const limits = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        missing.map((m) => t(`rg.mandatory.${m}`)),
      );
      return message(
        missing.length ? 'RG_LIMITS_REQUIRED_missing' : 'RG_LIMITS_REQUIRED',
        { limits },
        { page: 'limits', label: t('cashier.deposit.action.limits') },
      );
    }
    case 'INTERNAL_ERROR':
    case 'SERVICE_UNAVAILABLE':
    case 'MALFORMED_RESPONSE':
    case 'INVALID_RESPONSE':
      // An answer that could not be read (the last two: not JSON, or not the contract's shape) may follow a deposit that
      // went through: never "nothing was charged" for it. The attempt keeps its idempotency key: sending it again
      // cannot charge twice.
      return message('network');
    default:
      return DEPOSIT_MESSAGE_CODES.includes(error.code) ? message(error.code) : message('generic');
  }
}
