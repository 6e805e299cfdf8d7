import { endpoints, GAME_PULSE_ROUNDS } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/** `GET /api/user/game-rounds`: the player's own last real-money rounds, newest first (what the Game Pulse draws). */
export function getGameRounds(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getGameRounds, { query: { limit: GAME_PULSE_ROUNDS }, signal });
}

export function gameRoundsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: chatKeys.gameRounds(),
    queryFn: ({ signal }) => getGameRounds(api, { signal }),
    staleTime: 0,
  });
}

/** Read when the player opens the Game Pulse (and again each time: rounds move fast). */
export function useGameRounds(enabled: boolean) {
  return useQuery({ ...gameRoundsQueryOptions(useApiClient()), enabled });
}
