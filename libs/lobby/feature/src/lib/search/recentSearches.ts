import { readLocal, writeLocal } from '@casino/storage';

export const RECENT_SEARCHES_KEY = 'recentSearches';
export const RECENT_SEARCHES_MAX = 5;

/** The player's last searches on this device, newest first. */
export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((s): s is string => typeof s === 'string').slice(0, RECENT_SEARCHES_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Keeps a search (once, at the front, at most five). */
export function rememberSearch(term: string): string[] {
  const clean = term.trim();
  if (!clean) return readRecentSearches();
  const next = [
    clean,
    ...readRecentSearches().filter((s) => s.toLocaleLowerCase() !== clean.toLocaleLowerCase()),
  ].slice(0, RECENT_SEARCHES_MAX);
  writeLocal(RECENT_SEARCHES_KEY, JSON.stringify(next));
  return next;
}
