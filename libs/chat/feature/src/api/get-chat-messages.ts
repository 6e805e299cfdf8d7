import { endpoints, type ChatMessage, type QueryOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

export type ChatMessagesQuery = NonNullable<QueryOf<typeof endpoints.getChatMessages>>;

/** How many messages a page holds (the latest ones, an older page, a catch-up page). */
export const CHAT_PAGE_SIZE = 50;

/** `GET /api/chat/rooms/:roomId/messages`: oldest first; `before` an older page, `after` what came after an id. */
export function getChatMessages(
  api: ApiClient,
  roomId: number,
  query: ChatMessagesQuery = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<ChatMessage[]> {
  return api.call(endpoints.getChatMessages, {
    params: { roomId },
    query: { limit: CHAT_PAGE_SIZE, ...query },
    signal,
  });
}

/**
 * The room's messages as the panel shows them: the latest page, then live messages, catch-ups and older pages merged
 * into the same cache entry (never refetched over, which would drop what was merged).
 */
export function chatMessagesQueryOptions(api: ApiClient, roomId: number) {
  return queryOptions({
    queryKey: chatKeys.messages(roomId),
    queryFn: ({ signal }) => getChatMessages(api, roomId, {}, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useChatMessages(roomId: number | undefined) {
  const api = useApiClient();
  return useQuery({ ...chatMessagesQueryOptions(api, roomId ?? 0), enabled: roomId !== undefined });
}
