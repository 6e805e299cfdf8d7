import { endpoints, type Game } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { GamePage } from './get-games';
import { GAMES_STALE_MS, lobbyKeys } from './keys';

/** `GET /api/user/favorites`: the player's favourite games, newest first. */
export function getFavorites(api: ApiClient, { signal }: { signal?: AbortSignal } = {}): Promise<Game[]> {
  return api.call(endpoints.getFavorites, { signal });
}

export function favoritesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: lobbyKeys.favorites(), queryFn: ({ signal }) => getFavorites(api, { signal }), staleTime: GAMES_STALE_MS });
}

export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions(useApiClient()), enabled });
}

/** `GET /api/user/recent-games`: the games the player played last. */
export function getRecentGames(api: ApiClient, { signal }: { signal?: AbortSignal } = {}): Promise<Game[]> {
  return api.call(endpoints.getRecentGames, { signal });
}

export function recentGamesQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: lobbyKeys.recent(), queryFn: ({ signal }) => getRecentGames(api, { signal }), staleTime: GAMES_STALE_MS });
}

export function useRecentGames({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...recentGamesQueryOptions(useApiClient()), enabled });
}

/** `POST /api/user/favorites` or `DELETE /api/user/favorites/:gameId`. */
export function setFavorite(api: ApiClient, gameId: number, favorite: boolean): Promise<unknown> {
  return favorite ? api.call(endpoints.addFavorite, { body: { gameId } }) : api.call(endpoints.removeFavorite, { params: { gameId: String(gameId) } });
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: lobbyKeys.favorites() }),
  });
}
