import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useRefreshUserQuietly, useSessionStore } from '@casino/session';
import { useMutation } from '@tanstack/react-query';

/** `PUT /api/user/preferences`: ghost mode and the reward-calendar opt-out (either or both); answers both as they stand. */
export function updatePreferences(api: ApiClient, body: BodyOf<typeof endpoints.updatePreferences>) {
  return api.call(endpoints.updatePreferences, { body });
}

/**
 * The player's details carry the preferences (the calendars read them there): the answer goes into them at once, so
 * every box and calendar shows it before the details are read again in the background.
 */
export function useUpdatePreferences() {
  const api = useApiClient();
  const session = useSessionStore();
  const refresh = useRefreshUserQuietly();
  return useMutation({
    mutationFn: (body: BodyOf<typeof endpoints.updatePreferences>) => updatePreferences(api, body),
    onSuccess: (preferences) => session.getState().applyPreferences(preferences),
    onSettled: () => void refresh(),
  });
}
