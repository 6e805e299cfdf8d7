import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec section 9: the navigation history keeps the last 5 paths. */
export const NAVIGATION_HISTORY_SIZE = 5;
const STORAGE_KEY = 'navigationHistory';

/** Appends a path, ignoring a repeat of the last one, and keeps the newest five. */
export function pushPath(history: readonly string[], path: string, size = NAVIGATION_HISTORY_SIZE): string[] {
  if (history[history.length - 1] === path) return [...history];
  return [...history, path].slice(-size);
}

/** The last paths of this tab (newest last): where "back" goes after a game or a full-screen flow. */
export function readNavigationHistory(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage,
): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((p): p is string => typeof p === 'string').slice(-NAVIGATION_HISTORY_SIZE)
      : [];
  } catch {
    return [];
  }
}

/** Records every navigation of this tab in session storage. */
export function useNavigationHistory() {
  const { pathname } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pushPath(readNavigationHistory(), pathname)));
    } catch {
      // storage full or disabled (private mode): history is a convenience, not a requirement
    }
  }, [pathname]);
}

/** Game pages style the body (full-screen, no scroll); leaving them puts the body back as it was. */
export const GAME_PAGE_PREFIX = '/casino/games/';

export function useGamePageBodyReset() {
  const { pathname } = useLocation();
  const onGamePage = pathname.startsWith(GAME_PAGE_PREFIX);
  useEffect(() => {
    if (!onGamePage) return;
    const before = document.body.getAttribute('style');
    return () => {
      // Spec section 2: on leaving the game page, the game-page body style is reset.
      if (before === null) document.body.removeAttribute('style');
      else document.body.setAttribute('style', before);
    };
  }, [onGamePage]);
}
