import { confirmWithdrawal, calculateWithdrawal, cancelWithdrawal } from '@casino/api-contract';
import { apiErrorDetails, isApiError, isTransportFailure } from '@casino/api-client';
import { formatMoney } from '@casino/translate';

type T = (key: string, options?: Record<string, unknown>) => string;

/** Every code the withdrawal calls name, each with a sentence of its own. */
export const WITHDRAWAL_MESSAGE_CODES: readonly string[] = [
  ...new Set([...confirmWithdrawal.errors, ...calculateWithdrawal.errors, ...cancelWithdrawal.errors]),
];

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The player's sentence for a refused calculate, confirm or cancel, with the answer's figures (cash, wager left, fees). */
export function withdrawalMessage(
  t: T,
  error: unknown,
  { locale, currencyCode }: { locale: string; currencyCode: string },
): { code: string; message: string } {
  const money = (amount: number) => formatMoney(locale, amount, currencyCode);
  const key = (code: string) => `cashier.withdraw.refusal.${code}`;
  if (!isApiError(error)) return { code: 'generic', message: t(key('generic')) };
  if (isTransportFailure(error)) return { code: 'network', message: t(key('network')) };
  const d = apiErrorDetails(error);
  switch (error.code) {
    case 'INSUFFICIENT_FUNDS': {
      const cash = num(d.cash);
      return {
        code: error.code,
        message:
          cash === undefined ? t(key('INSUFFICIENT_FUNDS')) : t(key('INSUFFICIENT_FUNDS_cash'), { cash: money(cash) }),
      };
    }
    case 'WAGER_NOT_FINISHED': {
      const left = num(d.wagerLeft);
      return {
        code: error.code,
        message:
          left === undefined
            ? t(key('WAGER_NOT_FINISHED'))
            : t(key('WAGER_NOT_FINISHED_left'), { amount: money(left) }),
      };
    }
    case 'INTERNAL_ERROR':
    case 'SERVICE_UNAVAILABLE':
    case 'MALFORMED_RESPONSE':
    case 'INVALID_RESPONSE':
      // An answer that could not be read (the last two) may follow a withdrawal that was made: the player looks at the
      // pending ones first.
      return { code: 'network', message: t(key('network')) };
    default:
      return WITHDRAWAL_MESSAGE_CODES.includes(error.code)
        ? { code: error.code, message: t(key(error.code)) }
        : { code: 'generic', message: t(key('generic')) };
  }
}
