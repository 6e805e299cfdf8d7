/** The fields of an answer that a page shows as a name or title (games, providers, categories, bonuses, tournaments, levels). */
export const DISPLAY_TEXT_KEYS: ReadonlySet<string> = new Set([
  'name',
  'providerName',
  'bannerTitle',
  'bannerDescription',
]);

/**
 * A JSON answer with `text` appended to every display name and title in it, at any depth (`/__dev/faults` hostileText:
 * markup a page must show as text). Anything else, and a body that is not JSON, is left as it is.
 */
export function withHostileText(body: string, text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        DISPLAY_TEXT_KEYS.has(key) && typeof field === 'string' ? `${field}${text}` : visit(field),
      ]),
    );
  };
  return JSON.stringify(visit(parsed));
}
