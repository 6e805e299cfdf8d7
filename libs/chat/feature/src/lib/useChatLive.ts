import type { ChatMessage, ChatPresence } from '@casino/api-contract';
import { readAccessToken, useApiClient } from '@casino/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatKeys } from '../api/chat-keys';
import { CHAT_PAGE_SIZE, getChatMessages } from '../api/get-chat-messages';
import type { ConnectChatSocket } from './chatSocket';
import { mergeMessages } from './mergeMessages';
import { mergePresence } from './mergePresence';

/**
 * The chat's live side while the panel is mounted: socket messages merged into their room (once per id), presence
 * merged into the list, and after a reconnect the room's missed messages fetched (`after` the last id, page by page).
 * (The player's activity, and the one-time "removed from tables" notice, go over the wallet socket, on every page.)
 */
export function useChatLive({
  connect,
  roomId,
  userId,
  onIncoming,
}: {
  connect: ConnectChatSocket;
  roomId: number | undefined;
  userId: number | null;
  onIncoming?: (message: ChatMessage) => void;
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const latest = useRef({ roomId, userId, onIncoming });
  latest.current = { roomId, userId, onIncoming };

  useEffect(() => {
    const catchUp = async () => {
      const room = latest.current.roomId;
      if (room === undefined) return;
      // Up to 10 pages: a longer gap would rather start again from the latest page.
      for (let page = 0; page < 10; page++) {
        const have = queryClient.getQueryData<ChatMessage[]>(chatKeys.messages(room));
        const lastId = have?.[have.length - 1]?.id;
        if (lastId === undefined) return void queryClient.invalidateQueries({ queryKey: chatKeys.messages(room) });
        const missed = await getChatMessages(api, room, { after: lastId });
        queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(room), (old) => mergeMessages(old, missed));
        if (missed.length < CHAT_PAGE_SIZE) break;
      }
    };
    const connection = connect(
      {
        onMessage: (message) => {
          const key = chatKeys.messages(message.roomId);
          // A room never opened has no list yet: it loads its latest page when opened.
          if (!queryClient.getQueryData(key)) return;
          const before = queryClient.getQueryData<ChatMessage[]>(key) ?? [];
          if (before.some((m) => m.id === message.id)) return;
          queryClient.setQueryData<ChatMessage[]>(key, (old) => mergeMessages(old, [message]));
          latest.current.onIncoming?.(message);
        },
        onPresence: (presence: ChatPresence) => {
          queryClient.setQueryData<ChatPresence[]>(chatKeys.presence(), (old) => mergePresence(old, presence));
        },
        onReconnect: () => {
          void catchUp().catch(() => undefined);
          void queryClient.invalidateQueries({ queryKey: chatKeys.presence() });
        },
        onFirstConnect: () => void queryClient.invalidateQueries({ queryKey: chatKeys.presence() }),
      },
      readAccessToken(),
    );
    return () => connection.close();
  }, [api, connect, queryClient, userId]);
}
