import type { GameListQuery } from './get-games';

/**
 * Query keys of the lobby (docs/data-and-pages.md). Sign-out clears the cache and sign-in invalidates it, so keys need
 * not name the player; lists a player's favourite flags live in are all under `lobbyKeys.games()`.
 */
export const lobbyKeys = {
  all: ['lobby'] as const,
  games: () => [...lobbyKeys.all, 'games'] as const,
  list: (query: GameListQuery) => [...lobbyKeys.games(), 'list', query] as const,
  row: (query: GameListQuery) => [...lobbyKeys.games(), 'row', query] as const,
  game: (slug: string) => [...lobbyKeys.games(), 'game', slug] as const,
  favorites: () => [...lobbyKeys.games(), 'favorites'] as const,
  recent: () => [...lobbyKeys.games(), 'recent'] as const,
  search: (q: string) => [...lobbyKeys.games(), 'search', q] as const,
  categories: (locale: string) => [...lobbyKeys.all, 'categories', locale] as const,
  providers: () => [...lobbyKeys.all, 'providers'] as const,
  winners: (type: 'latest' | 'top') => [...lobbyKeys.all, 'winners', type] as const,
  jackpots: () => [...lobbyKeys.all, 'jackpots'] as const,
};

/** Catalogue data (categories, providers) changes with a deploy, not with play. */
export const CATALOGUE_STALE_MS = 5 * 60_000;
/** Game lists: fresh enough for a minute; a favourite toggled in between updates the cache directly. */
export const GAMES_STALE_MS = 60_000;
