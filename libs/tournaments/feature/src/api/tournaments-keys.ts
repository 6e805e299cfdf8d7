/**
 * Query keys of the tournaments domain, under its root (`['tournaments']`). Sign-out clears the cache and sign-in
 * invalidates it, so keys need not name the player (the `joined` flags and the `me` row are the session's).
 */
export const tournamentsKeys = {
  all: () => ['tournaments'] as const,
  list: () => ['tournaments', 'list'] as const,
  /** Every leaderboard query of one tournament, whatever its row limit (what the socket's event refreshes). */
  leaderboardsOf: (id: number) => ['tournaments', 'leaderboard', id] as const,
  leaderboard: (id: number, limit: number) => ['tournaments', 'leaderboard', id, limit] as const,
  playerStats: (userId: number) => ['tournaments', 'player-stats', userId] as const,
};

/** Lists and leaderboards move with play: fresh for 15 seconds (the tournament page also hears the socket). */
export const TOURNAMENTS_STALE_MS = 15_000;
