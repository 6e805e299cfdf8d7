import { bonusActivationErrorCode, type Bonus } from '@casino/api-contract';
import { apiErrorDetails, isApiError } from '@casino/api-client';
import { dateTimeFormat } from '@casino/translate';

type T = (key: string, options?: Record<string, unknown>) => string;

/** What an activation refusal asks of the page: confirm replacing the active bonus, verify the email, log in, or read a message. */
export type ActivationRefusal =
  | { kind: 'confirmReplace'; activeUserBonusId: number | null }
  | { kind: 'verifyEmail'; message: string }
  | { kind: 'login' }
  | { kind: 'message'; code: string; message: string };

/** The codes answered with words of their own besides the catalogue's activation table (contract `activateBonus.errors`). */
export const EXTRA_ACTIVATION_CODES = [
  'SELF_EXCLUDED',
  'ACCOUNT_FROZEN',
  'BONUS_NOT_FOUND',
  'COUPON_NOT_FOUND',
  'COUPON_ALREADY_REDEEMED',
  'INVALID_STATE',
] as const;

/** Every code the activation, cancel and coupon calls may answer with a sentence of its own. */
export const ACTIVATION_MESSAGE_CODES: readonly string[] = [
  ...bonusActivationErrorCode.options,
  ...EXTRA_ACTIVATION_CODES,
];

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** "18:00" UTC as the player's local time ("20:00" in Malta in summer). */
function utcTimeToLocal(hhmm: string, locale: string, now: Date): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return hhmm;
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h, m));
  return dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
}

const dateTime = (iso: string, locale: string) =>
  dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const date = (iso: string, locale: string) => dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/**
 * The player's sentence for a refused activation (catalogue section 8, bonus activation table), with what the
 * answer's details add: when to retry, the hours or days it runs, the deposit number, and for UNIFIED_ERROR the
 * promotion, user and user bonus references support needs.
 */
export function activationMessage(
  t: T,
  error: unknown,
  { locale, bonus, now = new Date() }: { locale: string; bonus?: Pick<Bonus, 'requiredDepositCount'>; now?: Date },
): string {
  if (!isApiError(error)) return t('rewards.activation.error.generic');
  const d = apiErrorDetails(error);
  const key = (code: string) => `rewards.activation.error.${code}`;
  switch (error.code) {
    case 'RETRY_PERIOD': {
      const retryAt = str(d.retryAt);
      return retryAt ? t(key('RETRY_PERIOD_at'), { date: dateTime(retryAt, locale) }) : t(key('RETRY_PERIOD'));
    }
    case 'START_TIME_ERROR': {
      const startTime = str(d.startTime);
      const validFrom = str(d.validFrom);
      if (startTime) return t(key('START_TIME_ERROR'), { time: utcTimeToLocal(startTime, locale, now) });
      return validFrom
        ? t(key('START_TIME_ERROR_date'), { date: date(validFrom, locale) })
        : t(key('START_TIME_ERROR_soon'));
    }
    case 'END_TIME_ERROR': {
      const endTime = str(d.endTime);
      return endTime
        ? t(key('END_TIME_ERROR'), { time: utcTimeToLocal(endTime, locale, now) })
        : t(key('END_TIME_ERROR_over'));
    }
    case 'DAYS_VALID': {
      const validTo = str(d.validTo);
      return validTo ? t(key('DAYS_VALID'), { date: date(validTo, locale) }) : t(key('DAYS_VALID_over'));
    }
    case 'VALID_ON_DAYS': {
      const days = Array.isArray(d.validOnDays) ? d.validOnDays.filter((x): x is number => typeof x === 'number') : [];
      const names = days.map((day) =>
        dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + day)),
      );
      return t(key('VALID_ON_DAYS'), { days: new Intl.ListFormat(locale, { type: 'disjunction' }).format(names) });
    }
    case 'DEPOSITS_NUMBER':
    case 'DEPOSITS_NUMBER2':
      return t(key(error.code), { deposits: num(d.depositCount) ?? 0, number: bonus?.requiredDepositCount ?? '' });
    case 'UNIFIED_ERROR':
      return t(key('UNIFIED_ERROR'), {
        promotionId: num(d.promotionId) ?? '-',
        userId: num(d.userId) ?? '-',
        userBonusId: num(d.userBonusId) ?? '-',
      });
    default:
      if (ACTIVATION_MESSAGE_CODES.includes(error.code)) return t(key(error.code));
      // Anything else (a timeout, the server's own trouble): the shared words, or try again.
      return t(`api.error.${error.code}`, { defaultValue: t('rewards.activation.error.generic') });
  }
}

/** What the page does with a refused activation or coupon. */
export function activationRefusal(
  t: T,
  error: unknown,
  options: { locale: string; bonus?: Pick<Bonus, 'requiredDepositCount'>; now?: Date },
): ActivationRefusal {
  if (isApiError(error)) {
    const d = apiErrorDetails(error);
    if (error.code === 'ACTIVE_BONUS' && d.canReplace === true)
      return { kind: 'confirmReplace', activeUserBonusId: num(d.activeUserBonusId) ?? null };
    if (error.code === 'REQUIRED_EMAIL_VERIFICATION')
      return { kind: 'verifyEmail', message: activationMessage(t, error, options) };
    if (error.status === 401 || error.code === 'NO_TOKEN') return { kind: 'login' };
    return { kind: 'message', code: error.code, message: activationMessage(t, error, options) };
  }
  return { kind: 'message', code: 'UNKNOWN', message: activationMessage(t, error, options) };
}
