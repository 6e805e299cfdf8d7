import { useSession } from '@casino/session';
import { useToast } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import type { Game } from '@casino/api-contract';
import type { TileGame } from '@casino/lobby-ui';
import { useCallback, useRef } from 'react';
import { useToggleFavorite } from '../../api/toggle-favorite';

/**
 * The star of a tile, for players (guests get none): turns at once, is turned back with a message if the server
 * refuses. While one change of a game is on its way, another click on the same star waits for it.
 */
export function useFavoriteToggle(): ((game: TileGame, favorite: boolean) => void) | undefined {
  const signedIn = useSession((s) => s.status === 'signedIn');
  const toggle = useToggleFavorite();
  const toast = useToast();
  const { t } = useTranslation();
  // One function for the page's life (tiles are memoised on it); it reads the mutation's latest state when called.
  const latest = useRef({ toggle, toast, t });
  latest.current = { toggle, toast, t };
  const onToggle = useCallback((game: TileGame, favorite: boolean) => {
    const { toggle: current, toast: toasts, t: translate } = latest.current;
    if (current.isPending && current.variables?.game.id === game.id) return;
    current.mutate(
      { game: game as Game, favorite },
      {
        onError: () => toasts.show({ id: 'favorite-error', tone: 'danger', title: translate('lobby.favorite.error') }),
      },
    );
  }, []);
  return signedIn ? onToggle : undefined;
}
