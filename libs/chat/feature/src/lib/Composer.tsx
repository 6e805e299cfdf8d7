import { css } from '@emotion/react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@casino/api-contract';
import { Button, Inline, Link, Notice, Stack, Text, themed } from '@casino/design-system';
import { loginModalUrl, useOnce } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useSendChatMessage } from '../api/send-chat-message';
import { GamePulseShare } from './GamePulseShare';
import { sendErrorMessage } from './sendError';

/** The message field; its border in the danger colour once the text is too long (`aria-invalid`). */
const composerField = themed(
  (th) => css`
    inline-size: 100%;
    resize: vertical;
    font: inherit;
    color: inherit;
    background: ${th.color.background};
    border: 1px solid ${th.color.border};
    border-radius: ${th.radius.sm};
    padding: ${th.space.xs} ${th.space.sm};
    &[aria-invalid='true'] {
      border-color: ${th.color.danger};
    }
    &:focus-visible {
      outline: 2px solid ${th.color.focusRing};
      outline-offset: 1px;
    }
  `,
);
/** The count of characters; in the danger colour once over the limit (`data-over`). */
const composerCounter = themed(
  (th) => css`
    margin-inline-end: auto;
    font-size: ${th.typography.size.xs};
    color: inherit;
    &[data-over] {
      color: ${th.color.danger};
    }
  `,
);

const chatLoginPromptStyle = themed(
  (th) => css`
    margin: 0;
    padding: ${th.space.sm} ${th.space.md};
    border-block-start: 1px solid ${th.color.border};
  `,
);
const composerForm = themed(
  (th) => css`
    padding: ${th.space.sm};
    border-block-start: 1px solid ${th.color.border};
  `,
);
/**
 * The message box. A guest reads "Log in to chat" with the login link; a player types 1-500 characters (a live counter,
 * and a clear refusal over the limit before anything is sent) and sends with Enter or the button: one request per send
 * however often it is pressed, progress while it waits, the refusal's sentence (the rate limit's wait) when it fails.
 * "Game Pulse" opens the player's recent rounds as a graph to share as a card.
 */
export function Composer({ roomId, signedIn }: { roomId: number; signedIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const send = useSendChatMessage(roomId);
  const once = useOnce();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [pulseOpen, setPulseOpen] = useState(false);
  const inputId = useId();
  const pulseId = useId();
  const counterId = useId();
  const errorId = useId();

  if (!signedIn) {
    return (
      <p data-testid="chat-login-prompt" css={chatLoginPromptStyle}>
        {t('chat.guest.prompt')} <Link to={loginModalUrl(location)}>{t('chat.guest.login')}</Link>
      </p>
    );
  }

  const length = text.trim().length;
  const tooLong = text.length > CHAT_MESSAGE_MAX_LENGTH;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (tooLong) {
      setError(t('chat.send.error.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH }));
      return;
    }
    if (length === 0) return;
    void once(async () => {
      setError(undefined);
      try {
        await send.mutateAsync({ text: text.trim() });
        setText('');
      } catch (e) {
        setError(sendErrorMessage(t, e));
      }
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <Stack as="form" gap="xs" onSubmit={submit} css={composerForm}>
      {pulseOpen && (
        <div id={pulseId}>
          <GamePulseShare roomId={roomId} onShared={() => setPulseOpen(false)} onCancel={() => setPulseOpen(false)} />
        </div>
      )}
      <Text as="label" htmlFor={inputId} size="sm" tone="inherit">
        {t('chat.composer.label')}
      </Text>
      <textarea
        id={inputId}
        value={text}
        rows={2}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={tooLong || undefined}
        aria-describedby={[counterId, error || tooLong ? errorId : ''].filter(Boolean).join(' ')}
        css={composerField}
      />
      <Inline gap="sm">
        <span id={counterId} data-testid="chat-counter" data-over={tooLong || undefined} css={composerCounter}>
          {t('chat.composer.counter', { count: text.length, max: CHAT_MESSAGE_MAX_LENGTH })}
        </span>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-expanded={pulseOpen}
          aria-controls={pulseOpen ? pulseId : undefined}
          onClick={() => setPulseOpen(!pulseOpen)}
        >
          {t('chat.pulse.open')}
        </Button>
        <Button
          type="submit"
          size="sm"
          loading={send.isPending}
          loadingLabel={t('chat.composer.sending')}
          disabled={length === 0}
        >
          {t('chat.composer.send')}
        </Button>
      </Inline>
      {(error || tooLong) && (
        <Notice tone="danger" appearance="inline" id={errorId} data-testid="chat-send-error">
          {error ?? t('chat.send.error.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })}
        </Notice>
      )}
    </Stack>
  );
}
