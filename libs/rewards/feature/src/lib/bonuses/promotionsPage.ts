/** The promotions list's page from the URL (`?page=2`): a whole number from 1, anything else is page 1. */
export function promotionsPageOf(search: URLSearchParams): number {
  const raw = search.get('page');
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The same search with another page (page 1 drops the parameter, so the first page has one address). */
export function searchWithPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The country-check values of a player for the promotions call (none for a guest), the same on the server and in the browser. */
export function countryCheck(player: {
  kind: string;
  details?: { getUser: { countryCode: string | null; currencyCode: string } };
}): { country?: string; currency?: string } {
  if (player.kind !== 'player' || !player.details) return {};
  const { countryCode, currencyCode } = player.details.getUser;
  return { ...(countryCode ? { country: countryCode } : {}), currency: currencyCode };
}
