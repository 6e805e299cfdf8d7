import { endpoints } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/** `GET /api/chat/rooms`: the chat rooms (guests too). */
export function getChatRooms(api: ApiClient, { signal }: { signal?: AbortSignal } = {}) {
  return api.call(endpoints.getChatRooms, { signal });
}

export function chatRoomsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: chatKeys.rooms(),
    queryFn: ({ signal }) => getChatRooms(api, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useChatRooms() {
  return useQuery(chatRoomsQueryOptions(useApiClient()));
}
