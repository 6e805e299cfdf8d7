import { css } from '@emotion/react';
import type { PlayerRound } from '@casino/api-contract';
import { Button, Heading, Inline, Link, LoadError, Notice, Spinner, Stack, Text, themed } from '@casino/design-system';
import { useOnce, useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { formatMoney, numberFormat, useTranslation } from '@casino/translate';
import { useId, useState } from 'react';
import { useGameRounds } from '../api/get-game-rounds';
import { useSendChatMessage } from '../api/send-chat-message';
import { GamePulseChart } from './GamePulseChart';
import { sendErrorMessage } from './sendError';

/** The graph's points from the rounds (newest first): each round's net result, oldest first. */
export function pulsePoints(rounds: readonly PlayerRound[]): number[] {
  return [...rounds].reverse().map((r) => Math.round((r.win - r.bet) * 100) / 100);
}

/**
 * A signed amount in the player's currency ("+€12.50", "-€3.00"); a code Intl has no currency for (the contract allows
 * 3-5 characters: "USDT") is written after the number ("+12.50 USDT") rather than throwing.
 */
export function signedMoney(language: string, amount: number, currency: string | undefined): string {
  if (!currency) return numberFormat(language, { signDisplay: 'exceptZero', maximumFractionDigits: 2 }).format(amount);
  return formatMoney(language, amount, currency, { signed: true });
}

export interface GamePulseShareProps {
  roomId: number;
  /** The card went to the room (the composer closes the preview). */
  onShared: () => void;
  onCancel: () => void;
}

const gamePulseShareStyle = themed(
  (th) => css`
    padding: ${th.space.sm};
    border: 1px solid ${th.color.border};
    border-radius: ${th.radius.md};
  `,
);
/**
 * The player's Game Pulse before sharing: their last real-money rounds read afresh, drawn as the graph the room will
 * see, with the net result. "Share to chat" sends it as a card (one request however often it is pressed, progress
 * while it waits, the refusal's sentence when it fails). Too few rounds say how to get some.
 */
export function GamePulseShare({ roomId, onShared, onCancel }: GamePulseShareProps) {
  const { t, i18n } = useTranslation();
  const pagePath = usePagePath();
  const currency = useSession((s) => s.details?.getUser.currencyCode);
  const rounds = useGameRounds(true);
  const send = useSendChatMessage(roomId);
  const once = useOnce();
  const [error, setError] = useState<string>();
  const titleId = useId();

  const points = rounds.data ? pulsePoints(rounds.data) : [];
  const net = Math.round(points.reduce((sum, p) => sum + p, 0) * 100) / 100;
  const netText = signedMoney(i18n.language, net, currency);

  const share = () =>
    void once(async () => {
      setError(undefined);
      try {
        await send.mutateAsync({
          text: t('chat.pulse.shareText', { count: points.length, net: netText }),
          card: { kind: 'gamePulse', points },
        });
        onShared();
      } catch (e) {
        setError(sendErrorMessage(t, e));
      }
    });

  let body;
  if (rounds.isPending) {
    body = (
      <Inline as="p" role="status" gap="xs" wrap={false}>
        <Spinner size="sm" /> {t('chat.pulse.loading')}
      </Inline>
    );
  } else if (rounds.isError) {
    body = (
      <LoadError
        message={t('chat.pulse.error.load')}
        retryLabel={t('chat.pulse.retry')}
        retryingLabel={t('common.loading')}
        onRetry={() => void rounds.refetch()}
        retrying={rounds.isFetching}
      />
    );
  } else if (points.length < 2) {
    body = (
      <Text size="inherit" tone="inherit" data-testid="game-pulse-empty">
        {t('chat.pulse.empty')} <Link to={pagePath('casino')}>{t('chat.pulse.playLink')}</Link>
      </Text>
    );
  } else {
    body = (
      <>
        <GamePulseChart points={points} label={t('chat.pulse.previewLabel', { count: points.length, net: netText })} />
        <Text size="inherit" tone="inherit" data-testid="game-pulse-summary">
          {t('chat.pulse.summary', { count: points.length, net: netText })}
        </Text>
        <Inline gap="xs">
          <Button size="sm" onClick={share} loading={send.isPending} loadingLabel={t('chat.pulse.sharing')}>
            {t('chat.pulse.share')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('chat.pulse.cancel')}
          </Button>
        </Inline>
        {error && (
          <Notice tone="danger" appearance="inline" data-testid="game-pulse-error">
            {error}
          </Notice>
        )}
      </>
    );
  }

  return (
    <Stack as="section" gap="xs" aria-labelledby={titleId} data-testid="game-pulse-share" css={gamePulseShareStyle}>
      <Heading level={3} size="sm" tone="inherit" id={titleId}>
        {t('chat.pulse.title')}
      </Heading>
      {body}
    </Stack>
  );
}
