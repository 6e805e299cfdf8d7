import { css } from '@emotion/react';
import type { ChatMessage } from '@casino/api-contract';
import { Button, Inline, Spinner, Stack, VisuallyHidden, themed, defineStyle } from '@casino/design-system';
import { useApiClient } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { chatKeys } from '../api/chat-keys';
import { CHAT_PAGE_SIZE, getChatMessages } from '../api/get-chat-messages';
import { ChatMessageItem } from './ChatMessageItem';
import { mergeMessages } from './mergeMessages';

const chatMessagesStyle = themed(
  (th) => css`
    flex: 1;
    min-block-size: 0;
    overflow-y: auto;
    padding: ${th.space.sm};
    &:focus-visible {
      outline: 2px solid ${th.color.focusRing};
      outline-offset: -2px;
    }
  `,
);
const messageListText = defineStyle(css`
  margin: 0;
  opacity: 0.8;
`);
/**
 * The room's messages, oldest first, with "Load older" (`before` the first id). It follows new messages while the player
 * is at the bottom; a screen reader hears a new message (politely) only then, and only while the panel is open.
 */
export function MessageList({
  roomId,
  messages,
  userId,
  announce,
}: {
  roomId: number;
  messages: readonly ChatMessage[];
  userId: number | null;
  announce: boolean;
}) {
  const { t } = useTranslation();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const scroller = useRef<HTMLElement>(null);
  const atBottom = useRef(true);
  const [olderState, setOlderState] = useState<'idle' | 'loading' | 'done' | 'error'>(
    messages.length < CHAT_PAGE_SIZE ? 'done' : 'idle',
  );
  const [announcement, setAnnouncement] = useState('');
  const lastId = messages[messages.length - 1]?.id;
  const seenLast = useRef(lastId);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [lastId]);

  useEffect(() => {
    if (lastId === undefined || lastId === seenLast.current) return;
    const fresh = messages[messages.length - 1];
    const wasFirstLoad = seenLast.current === undefined;
    seenLast.current = lastId;
    if (!wasFirstLoad && fresh && announce && atBottom.current && fresh.userId !== userId) {
      setAnnouncement(t('chat.announce.message', { nickname: fresh.nickname, text: fresh.text }));
    }
  }, [announce, lastId, messages, t, userId]);

  const loadOlder = async () => {
    const first = messages[0]?.id;
    if (first === undefined || olderState === 'loading') return;
    setOlderState('loading');
    try {
      const older = await getChatMessages(api, roomId, { before: first });
      const el = scroller.current;
      const fromBottom = el ? el.scrollHeight - el.scrollTop : 0;
      queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(roomId), (old) => mergeMessages(old, older));
      setOlderState(older.length < CHAT_PAGE_SIZE ? 'done' : 'idle');
      // Keep the reader where they were.
      requestAnimationFrame(() => {
        if (el) el.scrollTop = el.scrollHeight - fromBottom;
      });
    } catch {
      setOlderState('error');
    }
  };

  return (
    // A scrollable region must be focusable so keyboard users can scroll it.
    <Stack
      gap="sm"
      ref={scroller}
      data-testid="chat-messages"
      tabIndex={0}
      role="region"
      aria-label={t('chat.messages.label')}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
      }}
      css={chatMessagesStyle}
    >
      {olderState !== 'done' && messages.length > 0 && (
        <Inline justify="center">
          <Button
            size="sm"
            variant="ghost"
            loading={olderState === 'loading'}
            loadingLabel={t('chat.messages.loading')}
            onClick={() => void loadOlder()}
          >
            {olderState === 'error' ? t('chat.messages.olderRetry') : t('chat.messages.older')}
          </Button>
        </Inline>
      )}
      {messages.length === 0 ? (
        <p css={messageListText}>{t('chat.messages.empty')}</p>
      ) : (
        <Stack as="ol" gap="xxs">
          {messages.map((m) => (
            <ChatMessageItem key={m.id} message={m} own={userId !== null && m.userId === userId} />
          ))}
        </Stack>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

const messagesLoadingBox = themed(
  (th) => css`
    flex: 1;
    display: grid;
    place-items: center;
    padding: ${th.space.lg};
  `,
);

export function MessagesLoading() {
  const { t } = useTranslation();
  return (
    <div css={messagesLoadingBox}>
      <Spinner label={t('chat.messages.loading')} />
    </div>
  );
}
