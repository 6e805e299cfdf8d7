import { css, type Theme } from '@emotion/react';
import type { ChatMessage } from '@casino/api-contract';
import { Button, Heading, Inline, LoadError, media, Select, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { FocusTrap } from 'focus-trap-react';
import { useId, type CSSProperties } from 'react';
import { ChatSettingsForm } from './ChatSettingsForm';
import { connectChatSocket, type ConnectChatSocket } from './chatSocket';
import { Composer } from './Composer';
import { MessageList, MessagesLoading } from './MessageList';
import { ChatColors } from './nameColor';
import { PresenceBar } from './PresenceBar';
import { useChatPanel } from './useChatPanel';

export interface ChatPanelProps {
  open: boolean;
  /** Escape or the close button. */
  onClose: () => void;
  /** Opens the socket (a fake in tests and stories). */
  connect?: ConnectChatSocket;
  /** A message from someone else arrived (the launcher counts them while the panel is closed). */
  onIncoming?: (message: ChatMessage) => void;
}

const FONT_SIZES = { small: '0.875rem', medium: '1rem', large: '1.125rem' } as const;

/*
 * The panel's colours and font size are the player's (a scheme, a size): custom properties set on the panel from its
 * state, read by styles built once per brand (decision 0015).
 */
const chatPanelStyle = themed(
  (th: Theme) => css`
    position: fixed;
    inset-block: 0;
    inset-inline-end: 0;
    inline-size: min(24rem, 100vw);
    z-index: ${th.zIndex.overlay};
    display: flex;
    flex-direction: column;
    background: var(--chat-background);
    color: var(--chat-text);
    border-inline-start: 1px solid var(--chat-border);
    box-shadow: ${th.shadow.lg};
    font-size: var(--chat-font-size);
    &[hidden] {
      display: none;
    }
    &:focus-visible {
      outline: 2px solid ${th.color.focusRing};
      outline-offset: -2px;
    }
    ${media.mobile} {
      inset: 0;
      inline-size: 100%;
      border-inline-start: 0;
    }
  `,
);
const chatPanelHeader = themed(
  (th: Theme) => css`
    padding: ${th.space.sm} ${th.space.md};
    border-block-end: 1px solid var(--chat-border);
  `,
);
const chatRoomBox = themed(
  (th: Theme) => css`
    padding: ${th.space.xs} ${th.space.md};
  `,
);
const chatLoadErrorBox = themed(
  (th: Theme) => css`
    padding: ${th.space.md};
  `,
);

/**
 * The chat panel: docked at the inline end on desktops (a non-modal dialog beside the page: the main landmark stays
 * readable), full screen on phones (modal, focus trapped). Focus moves in when it opens; Escape closes it. It stays
 * mounted while closed (hidden), so its socket keeps the room current.
 */
export default function ChatPanel({ open, onClose, connect = connectChatSocket, onIncoming }: ChatPanelProps) {
  const { t } = useTranslation();
  const chat = useChatPanel({ open, onClose, connect, onIncoming });
  const { rooms, messages, currentRoom, signedIn, userId, colors, panelRef } = chat;
  const titleId = useId();
  const panelVariables = {
    '--chat-background': colors.background,
    '--chat-text': colors.text,
    '--chat-border': colors.border,
    '--chat-font-size': FONT_SIZES[chat.display.fontSize],
  } as CSSProperties;

  const panel = (
    // A dialog region: Escape bubbling up from anywhere inside closes it (like the design system's Dialog).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={panelRef}
      role="dialog"
      aria-modal={chat.phone ? true : undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      data-testid="chat-panel"
      onKeyDown={chat.onKeyDown}
      style={panelVariables}
      css={chatPanelStyle}
    >
      <Inline gap="sm" justify="between" wrap={false} css={chatPanelHeader}>
        <Heading level={2} size="lg" tone="inherit" id={titleId}>
          {t('chat.title')}
        </Heading>
        <Inline gap="sm" wrap={false}>
          <Button size="sm" variant="ghost" aria-pressed={chat.view === 'settings'} onClick={chat.toggleSettings}>
            {t('chat.settings.open')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {t('chat.close')}
          </Button>
        </Inline>
      </Inline>
      {chat.view === 'settings' ? (
        <ChatSettingsForm signedIn={signedIn} display={chat.display} onDisplayChange={chat.changeDisplay} />
      ) : (
        <>
          <PresenceBar presence={chat.presence.data ?? []} userId={userId} />
          {rooms.data && rooms.data.length > 1 && (
            <div css={chatRoomBox}>
              <Select
                label={t('chat.room')}
                value={String(currentRoom ?? '')}
                onChange={(e) => chat.setRoomId(Number(e.target.value))}
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
              userId={userId}
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
        active={open && chat.phone}
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
