import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/** `GET /api/chat/settings`: the player's name colour and nickname. */
export function getChatSettings(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getChatSettings, { signal });
}

export function chatSettingsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: chatKeys.settings(),
    queryFn: ({ signal }) => getChatSettings(api, { signal }),
    staleTime: 60_000,
  });
}

export function useChatSettings(enabled: boolean) {
  return useQuery({ ...chatSettingsQueryOptions(useApiClient()), enabled });
}
