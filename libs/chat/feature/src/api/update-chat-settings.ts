import { endpoints, type BodyOf } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { useApiClient } from '@casino/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

export type UpdateChatSettingsBody = BodyOf<typeof endpoints.updateChatSettings>;

/** `PUT /api/chat/settings`: name colour (one of the fixed list) and nickname (3-20 characters, unique). */
export function updateChatSettings(api: ApiClient, body: UpdateChatSettingsBody) {
  return api.call(endpoints.updateChatSettings, { body });
}

export function useUpdateChatSettings() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChatSettingsBody) => updateChatSettings(api, body),
    onSuccess: (settings) => queryClient.setQueryData(chatKeys.settings(), settings),
  });
}
