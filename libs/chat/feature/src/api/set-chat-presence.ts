import { endpoints, type ChatPresence, type PresenceStatus } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';
import { mergePresence } from '../lib/mergePresence';

/** `PUT /api/chat/presence`: the player sets themselves away or online. */
export function setChatPresence(api: ApiClient, status: PresenceStatus) {
  return api.call(endpoints.setChatPresence, { body: { status } });
}

export function useSetChatPresence() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: PresenceStatus) => setChatPresence(api, status),
    onSuccess: (entry) =>
      queryClient.setQueryData<ChatPresence[]>(chatKeys.presence(), (old) => mergePresence(old, entry)),
  });
}
