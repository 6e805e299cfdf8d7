import type { Game } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient } from '@casino/session';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { addFavorite } from './add-favorite';
import type { GamePage } from './get-games';
import { lobbyKeys } from './lobby-keys';
import { removeFavorite } from './remove-favorite';

/** The star's request: `addFavorite` or `removeFavorite`. */
export function setFavorite(api: ApiClient, gameId: number, favorite: boolean): Promise<unknown> {
  return favorite ? addFavorite(api, gameId) : removeFavorite(api, gameId);
}

type Snapshot = Array<[readonly unknown[], unknown]>;

/** Sets a game's favourite flag in every cached list, detail and search that holds it. */
export function markFavorite(queryClient: QueryClient, gameId: number, favorite: boolean): Snapshot {
  const snapshot = queryClient.getQueriesData({ queryKey: lobbyKeys.games() }) as Snapshot;
  const flip = (game: Game) => (game.id === gameId ? { ...game, isFavorite: favorite } : game);
  queryClient.setQueriesData({ queryKey: lobbyKeys.games() }, (data: unknown) => {
    if (!data || typeof data !== 'object') return data;
    if ('pages' in data) {
      const infinite = data as InfiniteData<GamePage>;
      return { ...infinite, pages: infinite.pages.map((page) => ({ ...page, rows: page.rows.map(flip) })) };
    }
    if (Array.isArray(data)) return (data as Game[]).map(flip);
    if ('rows' in data) return { ...(data as GamePage), rows: (data as GamePage).rows.map(flip) };
    if ('games' in data) return { ...data, games: (data as { games: Game[] }).games.map(flip) };
    if ('id' in data && 'isFavorite' in data) return flip(data as Game);
    return data;
  });
  return snapshot;
}

/**
 * The favourite toggle: the star turns at once (every list showing the game agrees), is turned back if the server
 * refuses, and the favourites list is fetched again once the server answered.
 */
export function useToggleFavorite() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, favorite }: { game: Game; favorite: boolean }) => setFavorite(api, game.id, favorite),
    onMutate: async ({ game, favorite }) => {
      await queryClient.cancelQueries({ queryKey: lobbyKeys.games() });
      return { snapshot: markFavorite(queryClient, game.id, favorite) };
    },
    onError: (_error, _vars, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => invalidateInBackground(queryClient, lobbyKeys.favorites()),
  });
}
