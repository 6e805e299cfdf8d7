import { Text, themed, defineStyle } from '@casino/design-system';
import { css, useTheme } from '@emotion/react';
import type { ChatMessage } from '@casino/api-contract';
import { useTranslation } from '@casino/translate';
import { useContext } from 'react';
import { GamePulseChart } from './GamePulseChart';
import { ChatColors, readableNameColor } from './nameColor';

/** A message; the player's own (`data-own`) marked at its start edge in the brand's colour. */
const chatMessage = themed(
  (th) => css`
    list-style: none;
    padding: ${th.space.xs} ${th.space.sm};
    border-radius: ${th.radius.md};
    border-inline-start: 3px solid transparent;
    background: transparent;
    overflow-wrap: anywhere;
    &[data-own] {
      border-inline-start-color: ${th.color.primary};
      background: color-mix(in srgb, ${th.color.primary} 12%, transparent);
    }
  `,
);

const chatMessageItemLabel = themed(
  (th) => css`
    margin-inline-start: ${th.space.xs};
    font-size: 0.8em;
    opacity: 0.8;
  `,
);
const chatMessageItemTime = defineStyle(css`
  font-size: 0.8em;
  opacity: 0.75;
`);
const chatMessageItemText = defineStyle(css`
  margin: 0;
  white-space: pre-wrap;
`);

/**
 * One message: nickname in its name colour (a theme token), time, and the text as plain React text: markup and links
 * stay characters (nothing is parsed, nothing is linked). The player's own messages are marked.
 */
export function ChatMessageItem({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const panel = useContext(ChatColors);
  const time = new Date(message.createdAt);
  return (
    <li data-testid="chat-message" data-own={own || undefined} css={chatMessage}>
      {/* The name colour is a run-time value: the message's colour made readable on the panel's scheme. */}
      <Text
        as="span"
        size="inherit"
        tone="inherit"
        weight="bold"
        style={{ color: readableNameColor(theme, message.nameColor, panel) }}
      >
        {message.nickname}
      </Text>
      {own && <span css={chatMessageItemLabel}>{t('chat.message.you')}</span>}{' '}
      <time dateTime={message.createdAt} css={chatMessageItemTime}>
        {time.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' })}
      </time>
      <p css={chatMessageItemText}>{message.text}</p>
      {message.card?.kind === 'gamePulse' && (
        <GamePulseChart
          points={message.card.points}
          label={t('chat.pulse.cardLabel', { nickname: message.nickname })}
        />
      )}
    </li>
  );
}
