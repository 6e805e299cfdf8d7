import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useQuery } from '@tanstack/react-query';
import { lobbyKeys } from './lobby-keys';

/** `POST /api/games/:slug/launch`: the address of a game session, demo or real money. */
export function launchGame(
  api: ApiClient,
  slug: string,
  demo: boolean,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ url: string; demo: boolean }> {
  return api.call(endpoints.launchGame, { params: { slug }, body: { demo }, signal });
}

/**
 * A game session for the play page. Asked once per visit (never refetched behind the player's back: a new session
 * would restart the game), and not retried when refused (the refusal is the answer to show).
 */
export function useGameLaunch(slug: string, demo: boolean, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: [...lobbyKeys.all, 'launch', slug, demo],
    queryFn: ({ signal }) => launchGame(api, slug, demo, { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
