import { endpoints, type BodyOf, type ChatMessage } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import { mergeMessages } from '../lib/mergeMessages';

export type SendChatMessageBody = BodyOf<typeof endpoints.sendChatMessage>;

/** `POST /api/chat/rooms/:roomId/messages`: one message (1-500 characters, maybe a Game Pulse card). */
export function sendChatMessage(api: ApiClient, roomId: number, body: SendChatMessageBody) {
  return api.call(endpoints.sendChatMessage, { params: { roomId }, body });
}

/** The sent message joins the room at once (the socket's copy of it is then a duplicate, dropped by id). */
export function useSendChatMessage(roomId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendChatMessageBody) => sendChatMessage(api, roomId, body),
    onSuccess: (message) =>
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(roomId), (old) => mergeMessages(old, [message])),
  });
}
