import { endpoints, type BodyOf, type ResponsibleGaming } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useRefreshUser } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rgKeys } from './rg-keys';

type LimitKey = BodyOf<typeof endpoints.removeLimit>;

/** `PUT /api/user/limits`: a tightening applies at once, a loosening may wait for the market's delay (answered as pending). */
export const setLimit = (api: ApiClient, body: BodyOf<typeof endpoints.setLimit>) => api.call(endpoints.setLimit, { body });
/** `POST /api/user/limits/remove` (never for bet limits: support only). */
export const removeLimit = (api: ApiClient, body: LimitKey) => api.call(endpoints.removeLimit, { body });
/** `POST /api/user/limits/cancel-pending`: the limit stays as it is. */
export const cancelPendingLimit = (api: ApiClient, body: LimitKey) => api.call(endpoints.cancelPendingLimit, { body });
/** `POST /api/user/limits/confirm-pending`: applies a loosening whose delay has passed (UK asks for this). */
export const confirmPendingLimit = (api: ApiClient, body: LimitKey) => api.call(endpoints.confirmPendingLimit, { body });
/** `PUT /api/user/session-limit` and `POST /api/user/session-limit/remove`. */
export const setSessionLimit = (api: ApiClient, minutes: number) => api.call(endpoints.setSessionLimit, { body: { minutes } });
export const removeSessionLimit = (api: ApiClient) => api.call(endpoints.removeSessionLimit, { body: {} });
/** `PUT /api/user/reality-check`: one of the market's intervals, or null for off. */
export const setRealityCheck = (api: ApiClient, minutes: number | null) => api.call(endpoints.setRealityCheck, { body: { minutes } });
/** `POST /api/user/self-exclusion`: the player stays signed in and may only withdraw. */
export const selfExclude = (api: ApiClient, body: BodyOf<typeof endpoints.selfExclude>) => api.call(endpoints.selfExclude, { body });

/**
 * A responsible-gaming change: the answer is the whole new state, so it replaces the cached one at once; the player's
 * details are read again when the change touches what the session shows (exclusion).
 */
export function useRgMutation<V>(run: (api: ApiClient, variables: V) => Promise<ResponsibleGaming>, { refreshUser = false } = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (variables: V) => run(api, variables),
    onSuccess: (state) => queryClient.setQueryData(rgKeys.state(), state),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: rgKeys.all() }), refreshUser ? refresh().catch(() => undefined) : undefined]),
  });
}
