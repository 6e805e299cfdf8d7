import { usePagePath } from '@casino/site';
import { useCallback } from 'react';

/** The game page of a game (`/casino/games/:gameId`, moved by settings like any page). */
export function useGamePath(): (slug: string) => string {
  const pagePath = usePagePath();
  return useCallback((slug: string) => pagePath('casinoGame', { gameId: slug }), [pagePath]);
}
