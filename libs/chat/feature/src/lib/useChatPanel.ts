import type { ChatMessage } from '@casino/api-contract';
import { media } from '@casino/design-system';
import { useSession } from '@casino/session';
import { useTheme, type Theme } from '@emotion/react';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useChatMessages } from '../api/get-chat-messages';
import { useChatPresence } from '../api/get-chat-presence';
import { useChatRooms } from '../api/get-chat-rooms';
import type { ConnectChatSocket } from './chatSocket';
import { readDisplaySettings, saveDisplaySettings, type ChatDisplaySettings } from './displaySettings';
import { useChatLive } from './useChatLive';

const PHONE_QUERY = media.mobile.replace('@media ', '');
function useIsPhone(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia?.(PHONE_QUERY);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
}

/** The chat's colours from the theme: the brand's own scheme, or its inverse when the player picked the other one. */
export function schemeColors(theme: Theme, scheme: ChatDisplaySettings['scheme']) {
  const inverted = scheme !== 'brand' && scheme !== theme.colorScheme;
  return inverted
    ? {
        background: theme.color.text,
        text: theme.color.background,
        border: `color-mix(in srgb, ${theme.color.background} 35%, ${theme.color.text})`,
      }
    : { background: theme.color.surface, text: theme.color.text, border: theme.color.border };
}

export interface UseChatPanelOptions {
  open: boolean;
  onClose: () => void;
  connect: ConnectChatSocket;
  onIncoming?: (message: ChatMessage) => void;
}

/**
 * The chat panel's state: the rooms and the one shown, its messages, who is present, the live socket, which view is
 * open (messages or settings), the player's display settings (kept on this device) and their colours, and the panel's
 * focus (in when it opens, Escape closes it).
 */
export function useChatPanel({ open, onClose, connect, onIncoming }: UseChatPanelOptions) {
  const theme = useTheme();
  const phone = useIsPhone();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const sessionUserId = useSession((s) => s.details?.getUser.userId ?? null);
  const userId = signedIn ? sessionUserId : null;
  const rooms = useChatRooms();
  const [roomId, setRoomId] = useState<number>();
  const currentRoom = roomId ?? rooms.data?.[0]?.id;
  const messages = useChatMessages(currentRoom);
  const presence = useChatPresence();
  const [view, setView] = useState<'messages' | 'settings'>('messages');
  const [display, setDisplay] = useState<ChatDisplaySettings>(readDisplaySettings);
  useChatLive({ connect, roomId: currentRoom, userId, onIncoming });
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    onClose();
  };

  return {
    phone,
    signedIn,
    userId,
    rooms,
    currentRoom,
    setRoomId,
    messages,
    presence,
    view,
    toggleSettings: () => setView(view === 'settings' ? 'messages' : 'settings'),
    display,
    changeDisplay: (next: ChatDisplaySettings) => {
      setDisplay(next);
      saveDisplaySettings(next);
    },
    colors: schemeColors(theme, display.scheme),
    panelRef,
    onKeyDown,
  };
}
