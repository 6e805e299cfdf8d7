import { css, type Theme } from '@emotion/react';
import type { ChatPresence } from '@casino/api-contract';
import { Button, Inline, Stack, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useSetChatPresence } from '../api/set-chat-presence';

/** A player's presence dot: online or away. */
const presenceDot = (th: Theme, colour: string) => css`
  inline-size: 0.5rem;
  block-size: 0.5rem;
  border-radius: ${th.radius.pill};
  background: ${colour};
`;
const presenceOnline = themed((th) => presenceDot(th, th.color.success));
const presenceAway = themed((th) => presenceDot(th, th.color.warning));

const presenceBarBox = themed(
  (th) => css`
    padding: ${th.space.xs} ${th.space.md};
    border-block-end: 1px solid ${th.color.border};
    font-size: ${th.typography.size.sm};
  `,
);
/** Who is online and who is away, and for a player their own status with the toggle (away by hand, or back). */
export function PresenceBar({ presence, userId }: { presence: readonly ChatPresence[]; userId: number | null }) {
  const { t } = useTranslation();
  const setPresence = useSetChatPresence();
  const mine = userId === null ? undefined : presence.find((p) => p.userId === userId);
  const online = presence.filter((p) => p.status === 'online').length;
  return (
    <Stack gap="xs" css={presenceBarBox}>
      {mine && (
        <Inline gap="sm" justify="between" wrap={false}>
          <span data-testid="chat-my-status">{t(`chat.presence.mine.${mine.status}`)}</span>
          <Button
            size="sm"
            variant="secondary"
            loading={setPresence.isPending}
            loadingLabel={t('chat.presence.saving')}
            onClick={() => {
              if (!setPresence.isPending) setPresence.mutate(mine.status === 'away' ? 'online' : 'away');
            }}
          >
            {mine.status === 'away' ? t('chat.presence.setOnline') : t('chat.presence.setAway')}
          </Button>
        </Inline>
      )}
      <details>
        <summary>{t('chat.presence.summary', { count: online, away: presence.length - online })}</summary>
        <Inline as="ul" gap="xs" align="stretch" data-testid="chat-presence">
          {presence.map((p) => (
            <Inline
              as="li"
              key={p.userId}
              gap="xxs"
              wrap={false}
              data-testid="chat-presence-entry"
              data-status={p.status}
            >
              <span aria-hidden="true" css={p.status === 'online' ? presenceOnline : presenceAway} />
              {t('chat.presence.entry', { nickname: p.nickname, status: t(`chat.presence.status.${p.status}`) })}
            </Inline>
          ))}
        </Inline>
      </details>
    </Stack>
  );
}
