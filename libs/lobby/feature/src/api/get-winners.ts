import { endpoints, type WinnerRow } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lobbyKeys } from './lobby-keys';

export const WINNERS_LIMIT = 10;

/** `GET /api/games/winners`: the latest wins, or the biggest of the month. */
export function getWinners(
  api: ApiClient,
  type: 'latest' | 'top',
  { signal }: { signal?: AbortSignal } = {},
): Promise<WinnerRow[]> {
  return api.call(endpoints.getWinners, { query: { type, limit: WINNERS_LIMIT }, signal });
}

export function winnersQueryOptions(api: ApiClient, type: 'latest' | 'top') {
  return queryOptions({
    queryKey: lobbyKeys.winners(type),
    queryFn: ({ signal }) => getWinners(api, type, { signal }),
    staleTime: 30_000,
  });
}

export function useWinners(type: 'latest' | 'top') {
  return useQuery(winnersQueryOptions(useApiClient(), type));
}
