/** An amount in the player's language and currency ("12.50 EUR" as the locale writes it). */
export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(amount);
  } catch {
    // An unknown currency code: the number and the code as they came.
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currencyCode}`;
  }
}

/** A calendar date (YYYY-MM-DD) in the player's language, read the same on the server and in the browser (UTC noon). */
export function formatDay(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
