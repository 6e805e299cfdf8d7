import { parseSocketEvent, SOCKET_PATH, type ChatMessage, type ChatPresence } from '@casino/api-contract';
import { io } from 'socket.io-client';

export interface ChatSocketHandlers {
  onMessage: (message: ChatMessage) => void;
  onPresence: (presence: ChatPresence) => void;
  /** The connection came back after a drop: what was sent meanwhile must be fetched. */
  onReconnect: () => void;
  /**
   * The first connection is up: the server now counts this player as present, which a presence list read before it
   * may not show (the list is read again).
   */
  onFirstConnect?: () => void;
}

export interface ChatSocketConnection {
  close: () => void;
}

/** Opens the chat's socket; injectable so tests and stories run without a server. */
export type ConnectChatSocket = (handlers: ChatSocketHandlers, token: string | undefined) => ChatSocketConnection;

/**
 * The chat's socket (loaded with the panel, never with a page): new messages and presence, for guests too; a signed-in
 * player's socket carries their token so the server can tell when they are active. Every reconnect after the first
 * connect asks the panel to catch up. (Activity pings go over the wallet socket, which every signed-in page keeps.)
 */
export const connectChatSocket: ConnectChatSocket = (handlers, token) => {
  const socket = io(window.location.origin, {
    path: SOCKET_PATH,
    auth: token ? { token } : {},
    transports: ['websocket', 'polling'],
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  });
  let connectedBefore = false;
  socket.on('connect', () => {
    if (connectedBefore) handlers.onReconnect();
    else handlers.onFirstConnect?.();
    connectedBefore = true;
  });
  socket.on('chatMessage', (payload: unknown) => {
    const parsed = parseSocketEvent('chatMessage', payload);
    if (parsed.ok) handlers.onMessage(parsed.data);
  });
  socket.on('presence', (payload: unknown) => {
    const parsed = parseSocketEvent('presence', payload);
    if (parsed.ok) handlers.onPresence(parsed.data);
  });
  return {
    close: () => {
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
};
