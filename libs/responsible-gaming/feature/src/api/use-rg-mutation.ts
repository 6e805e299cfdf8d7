import type { ResponsibleGaming } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { invalidateInBackground } from '@casino/query';
import { useApiClient, useRefreshUserQuietly } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { responsibleGamingKeys } from './responsible-gaming-keys';

/**
 * A responsible-gaming change, sent by one of this folder's calls (`setLimit`, `selfExclude`, ...): the answer is the
 * whole new state, so it replaces the cached one at once; the state and, when the change touches what the session
 * shows (exclusion), the player's details are read again in the background.
 */
export function useRgMutation<V>(
  run: (api: ApiClient, variables: V) => Promise<ResponsibleGaming>,
  { refreshUser = false } = {},
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = useRefreshUserQuietly();
  return useMutation({
    mutationFn: (variables: V) => run(api, variables),
    onSuccess: (state) => queryClient.setQueryData(responsibleGamingKeys.state(), state),
    onSettled: () => {
      invalidateInBackground(queryClient, responsibleGamingKeys.all());
      if (refreshUser) void refresh();
    },
  });
}
