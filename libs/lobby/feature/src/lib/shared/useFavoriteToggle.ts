import { useSession } from '@casino/session';
import { useToast } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import type { Game } from '@casino/api-contract';
import type { TileGame } from '@casino/lobby-ui';
import { useCallback } from 'react';
import { useToggleFavorite } from '../../api/favorites';

/**
 * The star of a tile, for players (guests get none): turns at once, is turned back with a message if the server
 * refuses. While one change of a game is on its way, another click on the same star waits for it.
 */
export function useFavoriteToggle(): ((game: TileGame, favorite: boolean) => void) | undefined {
  const signedIn = useSession((s) => s.status === 'signedIn');
  const toggle = useToggleFavorite();
  const toast = useToast();
  const { t } = useTranslation();
  const onToggle = useCallback(
    (game: TileGame, favorite: boolean) => {
      if (toggle.isPending && toggle.variables?.game.id === game.id) return;
      toggle.mutate(
        { game: game as Game, favorite },
        { onError: () => toast.show({ id: 'favorite-error', tone: 'danger', title: t('lobby.favorite.error') }) },
      );
    },
    [toggle, toast, t],
  );
  return signedIn ? onToggle : undefined;
}
