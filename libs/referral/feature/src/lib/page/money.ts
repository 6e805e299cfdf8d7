/** An amount in the player's currency, in the page's language (`€12.50`, `١٢٫٥٠ €`). */
export function formatMoney(amount: number, currencyCode: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: currencyCode }).format(amount);
  } catch {
    // a currency code Intl does not know
    return `${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currencyCode}`;
  }
}
