import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/** `GET /api/chat/presence`: the connected players, each online or away (worked out on the server's clock). */
export function getChatPresence(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getChatPresence, { signal });
}

/** Kept live by the socket's `presence` events; asked again each minute, as the server's clock may have jumped. */
export function chatPresenceQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: chatKeys.presence(),
    queryFn: ({ signal }) => getChatPresence(api, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useChatPresence() {
  return useQuery(chatPresenceQueryOptions(useApiClient()));
}
