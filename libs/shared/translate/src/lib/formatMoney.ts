import { numberFormat } from './intlFormats';

export interface MoneyFormatOptions {
  /** A plus sign on gains, a minus on losses, none on zero (a net result, a transaction). */
  signed?: boolean;
  /** Exactly this many decimals (0 for round prizes and jackpots); by default the currency's own (cents for EUR). */
  fractionDigits?: number;
}

/**
 * An amount in a currency, as the page's language writes it (`€12.50`, `١٢٫٥٠ €`). A currency code Intl does not know
 * (the contract allows 3 to 5 letters, e.g. USDT) is written after the number instead of throwing: a player's currency
 * must never break the page that shows their balance.
 */
export function formatMoney(
  locale: string,
  amount: number,
  currency: string,
  { signed = false, fractionDigits }: MoneyFormatOptions = {},
): string {
  return moneyFormatter(locale, currency, signed, fractionDigits)(amount);
}

type MoneyFormatter = (amount: number) => string;

/** A page shows dozens of amounts in a few currencies: each formatter is worked out once (its options and the fallback). */
const moneyFormatters = new Map<string, MoneyFormatter>();
const MAX_MONEY_FORMATTERS = 500;

function moneyFormatter(
  locale: string,
  currency: string,
  signed: boolean,
  fractionDigits: number | undefined,
): MoneyFormatter {
  const key = `${locale}|${currency}|${signed ? 1 : 0}|${fractionDigits ?? ''}`;
  let formatter = moneyFormatters.get(key);
  if (formatter) return formatter;
  const digits =
    fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  const sign = signed ? ({ signDisplay: 'exceptZero' } as const) : {};
  try {
    const format = numberFormat(locale, { style: 'currency', currency, ...digits, ...sign });
    formatter = (amount) => format.format(amount);
  } catch {
    const format = numberFormat(locale, {
      minimumFractionDigits: fractionDigits ?? 2,
      maximumFractionDigits: fractionDigits ?? 2,
      ...sign,
    });
    formatter = (amount) => `${format.format(amount)} ${currency}`;
  }
  if (moneyFormatters.size >= MAX_MONEY_FORMATTERS) moneyFormatters.clear();
  moneyFormatters.set(key, formatter);
  return formatter;
}
