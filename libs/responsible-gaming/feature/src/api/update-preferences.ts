import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient, useRefreshUserQuietly } from '@casino/session';
import { useMutation } from '@tanstack/react-query';

/** `PUT /api/user/preferences`: ghost mode and the reward-calendar opt-out (either or both); answers both as they stand. */
export function updatePreferences(api: ApiClient, body: BodyOf<typeof endpoints.updatePreferences>) {
  return api.call(endpoints.updatePreferences, { body });
}

/** The player's details carry the preferences (the calendars read them there): they are read again after a change. */
export function useUpdatePreferences() {
  const api = useApiClient();
  const refresh = useRefreshUserQuietly();
  return useMutation({
    mutationFn: (body: BodyOf<typeof endpoints.updatePreferences>) => updatePreferences(api, body),
    onSettled: () => void refresh(),
  });
}
