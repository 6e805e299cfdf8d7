import { css, useTheme, type Theme } from '@emotion/react';
import type { ChatMessage } from '@casino/api-contract';
import { Button, LoadError, media, Select, themed } from '@casino/design-system';
import { useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { FocusTrap } from 'focus-trap-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useChatMessages } from '../api/get-chat-messages';
import { useChatPresence } from '../api/get-chat-presence';
import { useChatRooms } from '../api/get-chat-rooms';
import { ChatSettingsForm } from './ChatSettingsForm';
import { connectChatSocket, type ConnectChatSocket } from './chatSocket';
import { Composer } from './Composer';
import { readDisplaySettings, saveDisplaySettings, type ChatDisplaySettings } from './displaySettings';
import { MessageList, MessagesLoading } from './MessageList';
import { ChatColors } from './nameColor';
import { PresenceBar } from './PresenceBar';
import { useChatLive } from './useChatLive';

export interface ChatPanelProps {
  open: boolean;
  /** Escape or the close button. */
  onClose: () => void;
  /** Opens the socket (a fake in tests and stories). */
  connect?: ConnectChatSocket;
  /** A message from someone else arrived (the launcher counts them while the panel is closed). */
  onIncoming?: (message: ChatMessage) => void;
}

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

const FONT_SIZES = { small: '0.875rem', medium: '1rem', large: '1.125rem' } as const;

const chatLoadErrorBox = themed(
  (th: Theme) => css`
    padding: ${th.space.md};
  `,
);

/** The chat's colours from the theme: the brand's own scheme, or its inverse when the player picked the other one. */
function schemeColors(theme: Theme, scheme: ChatDisplaySettings['scheme']) {
  const inverted = scheme !== 'brand' && scheme !== theme.colorScheme;
  return inverted
    ? {
        background: theme.color.text,
        text: theme.color.background,
        border: `color-mix(in srgb, ${theme.color.background} 35%, ${theme.color.text})`,
      }
    : { background: theme.color.surface, text: theme.color.text, border: theme.color.border };
}

/**
 * The chat panel: docked at the inline end on desktops (a non-modal dialog beside the page: the main landmark stays
 * readable), full screen on phones (modal, focus trapped). Focus moves in when it opens; Escape closes it. It stays
 * mounted while closed (hidden), so its socket keeps the room current.
 */
export default function ChatPanel({ open, onClose, connect = connectChatSocket, onIncoming }: ChatPanelProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useIsPhone();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const userId = useSession((s) => s.details?.getUser.userId ?? null);
  const rooms = useChatRooms();
  const [roomId, setRoomId] = useState<number>();
  const currentRoom = roomId ?? rooms.data?.[0]?.id;
  const messages = useChatMessages(currentRoom);
  const presence = useChatPresence();
  const [view, setView] = useState<'messages' | 'settings'>('messages');
  const [display, setDisplay] = useState<ChatDisplaySettings>(readDisplaySettings);
  useChatLive({ connect, roomId: currentRoom, userId: signedIn ? userId : null, onIncoming });
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    onClose();
  };
  const colors = schemeColors(theme, display.scheme);

  const panel = (
    // A dialog region: Escape bubbling up from anywhere inside closes it (like the design system's Dialog).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={panelRef}
      role="dialog"
      aria-modal={phone ? true : undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      data-testid="chat-panel"
      onKeyDown={onKeyDown}
      css={css`
        position: fixed;
        inset-block: 0;
        inset-inline-end: 0;
        inline-size: min(24rem, 100vw);
        z-index: ${theme.zIndex.overlay};
        display: flex;
        flex-direction: column;
        background: ${colors.background};
        color: ${colors.text};
        border-inline-start: 1px solid ${colors.border};
        box-shadow: ${theme.shadow.lg};
        font-size: ${FONT_SIZES[display.fontSize]};
        &[hidden] {
          display: none;
        }
        &:focus-visible {
          outline: 2px solid ${theme.color.focusRing};
          outline-offset: -2px;
        }
        ${media.mobile} {
          inset: 0;
          inline-size: 100%;
          border-inline-start: 0;
        }
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: ${theme.space.sm};
          padding: ${theme.space.sm} ${theme.space.md};
          border-block-end: 1px solid ${colors.border};
        `}
      >
        <h2
          id={titleId}
          css={css`
            margin: 0;
            flex: 1;
            font-size: ${theme.typography.size.lg};
          `}
        >
          {t('chat.title')}
        </h2>
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={view === 'settings'}
          onClick={() => setView(view === 'settings' ? 'messages' : 'settings')}
        >
          {t('chat.settings.open')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('chat.close')}
        </Button>
      </div>
      {view === 'settings' ? (
        <ChatSettingsForm
          signedIn={signedIn}
          display={display}
          onDisplayChange={(next) => {
            setDisplay(next);
            saveDisplaySettings(next);
          }}
        />
      ) : (
        <>
          <PresenceBar presence={presence.data ?? []} userId={signedIn ? userId : null} />
          {rooms.data && rooms.data.length > 1 && (
            <div
              css={css`
                padding: ${theme.space.xs} ${theme.space.md};
              `}
            >
              <Select
                label={t('chat.room')}
                value={String(currentRoom ?? '')}
                onChange={(e) => setRoomId(Number(e.target.value))}
                options={rooms.data.map((r) => ({ value: String(r.id), label: r.name }))}
              />
            </div>
          )}
          {rooms.isError || messages.isError ? (
            <div css={chatLoadErrorBox}>
              <LoadError
                message={t('chat.error.load')}
                retryLabel={t('common.retry')}
                retryingLabel={t('common.loading')}
                retrying={rooms.isFetching || messages.isFetching}
                onRetry={() => {
                  if (rooms.isError) void rooms.refetch();
                  if (messages.isError) void messages.refetch();
                }}
              />
            </div>
          ) : currentRoom === undefined || !messages.data ? (
            <MessagesLoading />
          ) : (
            <MessageList
              key={currentRoom}
              roomId={currentRoom}
              messages={messages.data}
              userId={signedIn ? userId : null}
              announce={open}
            />
          )}
          {currentRoom !== undefined && <Composer roomId={currentRoom} signedIn={signedIn} />}
        </>
      )}
    </section>
  );

  return (
    <ChatColors.Provider value={colors}>
      <FocusTrap
        active={open && phone}
        focusTrapOptions={{
          escapeDeactivates: false,
          clickOutsideDeactivates: false,
          allowOutsideClick: true,
          fallbackFocus: () => panelRef.current ?? document.body,
        }}
      >
        {panel}
      </FocusTrap>
    </ChatColors.Provider>
  );
}
