import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useSession } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardsKeys } from './rewards-keys';

/** How many of a player's bonuses the pages read at once (newest first): active, last and the history below them. */
export const USER_BONUSES_LIMIT = 100;

/** `GET /api/user/get-user-bonus`: the signed-in player's bonuses, newest first (refused without a token, spec section 7). */
export function getUserBonuses(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getUserBonus, { query: { pageNo: 1, limit: USER_BONUSES_LIMIT }, signal });
}

export function userBonusesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: rewardsKeys.userBonuses(),
    queryFn: ({ signal }) => getUserBonuses(api, { signal }),
    staleTime: 30_000,
  });
}

/** The player's bonuses; nothing is asked for a guest. */
export function useUserBonuses() {
  const signedIn = useSession((s) => s.status === 'signedIn');
  return useQuery({ ...userBonusesQueryOptions(useApiClient()), enabled: signedIn });
}
