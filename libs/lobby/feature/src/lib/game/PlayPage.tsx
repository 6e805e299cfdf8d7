import { css } from '@emotion/react';
import { gameFrameMessage, type GameFrameMessage } from '@casino/api-contract';
import { isApiError } from '@casino/api-client';
import {
  Badge,
  Button,
  defineStyle,
  Heading,
  Inline,
  Link,
  Notice,
  Spinner,
  Stack,
  Text,
  themed,
} from '@casino/design-system';
import { RestrictedAccountNotice } from '@casino/page-ui';
import { accountRestriction, useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGame } from '../../api/get-game';
import { lobbyKeys } from '../../api/lobby-keys';
import { useGameLaunch } from '../../api/launch-game';
import { useGamePath } from '../shared/gamePath';
import { useAppSettings } from '../shared/useSettings';
import { playBlock } from './playMode';

/** What the game in the frame tells the page, checked against the contract (`gameFrameMessage`). */
export function parseGameMessage(data: unknown): GameFrameMessage | null {
  const parsed = gameFrameMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The catalogue's refusals a round can meet, said in the player's language (with the limit where there is one). */
export function roundErrorText(
  code: string,
  details: Record<string, unknown> | undefined,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  return t(`api.error.${code}`, { ...details, defaultValue: t('lobby.play.roundFailed') });
}

const gameFrameStyle = themed(
  (th) => css`
    width: 100%;
    height: min(75vh, 42rem);
    border: 1px solid ${th.color.border};
    border-radius: ${th.radius.md};
    background: ${th.color.background};
  `,
);
const playPageBox6 = defineStyle(css`
  display: grid;
  place-items: center;
  min-height: 20rem;
`);

/**
 * /play/:gameId (`?demo=1` for demo): the game in a frame (no third-party scripts on this path), a way back to the game
 * page, and the game's refusals (bet limits, funds, self-exclusion) as the catalogue's translated messages. The balance
 * moves in the header through the wallet socket.
 */
export function PlayPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const demo = search.get('demo') === '1';
  const game = useGame(slug);
  const status = useSession((s) => s.status);
  const details = useSession((s) => (s.status === 'signedIn' ? s.details : undefined));
  const settings = useAppSettings();
  const pagePath = usePagePath();
  const gamePath = useGamePath();
  const queryClient = useQueryClient();
  const settled = status !== 'unknown';
  // While a token is still being confirmed the player is neither a guest nor a player yet: no verdict, no launch.
  const now = new Date();
  const block =
    game.data && settled
      ? playBlock(demo ? 'demo' : 'real', game.data, details, settings?.allowGuestDemoPlay ?? true, now)
      : null;
  // Self-excluded or frozen: no real-money launch, the reason with its end date and the way to withdraw instead.
  const restriction = block === 'selfExcluded' || block === 'frozen' ? accountRestriction(details, now) : null;
  const launch = useGameLaunch(slug, demo, { enabled: settled && Boolean(game.data) && !block });
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = parseGameMessage(event.data);
      if (message?.type === 'error')
        setRefusal(roundErrorText(message.code, message.details as Record<string, unknown> | undefined, t));
      if (message?.type === 'round') setRefusal(null);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [t]);
  // What was played shows under recent games (and "unplayed" changes) when the player comes back to the lobby.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: lobbyKeys.games() }), [queryClient]);

  const name = game.data?.name ?? slug;
  const launchError = launch.error;
  const launchCode = isApiError(launchError) ? launchError.code : undefined;

  return (
    <Stack gap="md">
      <Inline gap="sm">
        <Link to={gamePath(slug)} appearance="ghost" size="sm">
          <span aria-hidden="true">{'‹ '}</span>
          {t('lobby.play.back')}
        </Link>
        <Heading level={1} size="lg">
          {name}
        </Heading>
        <Badge tone={demo ? 'info' : 'success'}>{demo ? t('lobby.play.demo') : t('lobby.play.real')}</Badge>
      </Inline>
      {refusal && (
        <Notice
          tone="danger"
          data-testid="round-refusal"
          actions={
            <>
              <Link to={pagePath('limits')}>{t('lobby.play.limits')}</Link>
              <Button variant="ghost" size="sm" onClick={() => setRefusal(null)}>
                {t('common.dismiss')}
              </Button>
            </>
          }
        >
          {refusal}
        </Notice>
      )}
      {game.isError ? (
        <Notice tone="danger" appearance="inline">
          {isApiError(game.error) ? roundErrorText(game.error.code, undefined, t) : t('lobby.error')}
        </Notice>
      ) : restriction ? (
        <Stack gap="sm" align="start">
          <RestrictedAccountNotice restriction={restriction} />
          <Link to={gamePath(slug)}>{t('lobby.play.back')}</Link>
        </Stack>
      ) : block ? (
        <Stack role="status" gap="sm" align="start">
          <Text>{t(`lobby.play.blocked.${block}`)}</Text>
          {(block === 'realNeedsLogin' || block === 'demoNeedsLogin') && (
            <Link to={{ search: `${demo ? 'demo=1&' : ''}modal=login` }} appearance="primary">
              {t('lobby.play.login')}
            </Link>
          )}
          <Link to={gamePath(slug)}>{t('lobby.play.back')}</Link>
        </Stack>
      ) : launchError ? (
        <Notice
          tone="danger"
          actions={
            launchCode === 'LOGIN_REQUIRED' ? (
              <Link to={{ search: `${demo ? 'demo=1&' : ''}modal=login` }} appearance="primary">
                {t('lobby.play.login')}
              </Link>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                loading={launch.isFetching}
                loadingLabel={t('common.loading')}
                onClick={() => void launch.refetch()}
              >
                {t('common.retry')}
              </Button>
            )
          }
        >
          {roundErrorText(launchCode ?? 'UNKNOWN', undefined, t)}
        </Notice>
      ) : launch.data ? (
        <iframe
          title={t('lobby.play.frameTitle', { name })}
          src={launch.data.url}
          data-testid="game-frame"
          allow="fullscreen; autoplay"
          css={gameFrameStyle}
        />
      ) : (
        <div css={playPageBox6}>
          <Spinner label={t('lobby.play.loading')} />
        </div>
      )}
    </Stack>
  );
}
