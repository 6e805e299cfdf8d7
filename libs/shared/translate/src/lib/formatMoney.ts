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
export function formatMoney(locale: string, amount: number, currency: string, { signed = false, fractionDigits }: MoneyFormatOptions = {}): string {
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  const sign = signed ? ({ signDisplay: 'exceptZero' } as const) : {};
  try {
    return numberFormat(locale, { style: 'currency', currency, ...digits, ...sign }).format(amount);
  } catch {
    const number = numberFormat(locale, { minimumFractionDigits: fractionDigits ?? 2, maximumFractionDigits: fractionDigits ?? 2, ...sign }).format(amount);
    return `${number} ${currency}`;
  }
}
