import { css } from '@emotion/react';
import { isApiError } from '@casino/api-client';
import {
  Badge,
  Button,
  DescriptionList,
  Heading,
  Inline,
  Link,
  Notice,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  ToastProvider,
  themed,
} from '@casino/design-system';
import { GameRow, GameTile, TILE_IMAGE_HEIGHT, TILE_IMAGE_WIDTH } from '@casino/lobby-ui';
import { MessagePage, RestrictedAccountNotice } from '@casino/page-ui';
import { accountRestriction, useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { formatMoney, useTranslation } from '@casino/translate';
import { useState } from 'react';
import { useGame } from '../../api/get-game';
import { useGameRow } from '../../api/get-games';
import { useGamePath } from '../shared/gamePath';
import { useAppSettings } from '../shared/useSettings';
import { useFavoriteToggle } from '../shared/useFavoriteToggle';
import { playBlock, type PlayMode } from './playMode';

export const SIMILAR_LIMIT = 13;

/**
 * The game page (/casino/games/:gameId): the catalogue's details, the demo/real toggle with the reason a mode cannot
 * be played and the way forward, the Play link to /play/:gameId, and similar games.
 */
export function GamePage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return (
    <ToastProvider dismissLabel={t('common.dismiss')}>
      <GameDetailsPage slug={slug} />
    </ToastProvider>
  );
}

const gameDetailsPageArticle = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 24rem) minmax(0, 1fr);
    gap: ${th.space.xl};
    @media (max-width: 767.98px) {
      grid-template-columns: 1fr;
    }
  `,
);
const gameDetailsPageImage = themed(
  (th) => css`
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    border-radius: ${th.radius.lg};
    background: ${th.color.skeleton};
  `,
);
function GameDetailsPage({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const game = useGame(slug);
  const details = useSession((s) => (s.status === 'signedIn' ? s.details : undefined));
  const restoring = useSession((s) => s.status === 'unknown');
  const settings = useAppSettings();
  const pagePath = usePagePath();
  const gamePath = useGamePath();
  const onToggleFavorite = useFavoriteToggle();
  const similar = useGameRow(game.data ? { category: game.data.category, sort: 'popular' } : {}, SIMILAR_LIMIT);
  const [mode, setMode] = useState<PlayMode | null>(null);

  if (game.isPending) return <Skeleton variant="rect" height="24rem" />;
  if (game.isError) {
    const restricted = isApiError(game.error) && game.error.code === 'GAME_COUNTRY_RESTRICTED';
    return (
      <MessagePage
        title={restricted ? t('lobby.game.restricted.title') : t('error.title')}
        text={restricted ? t('api.error.GAME_COUNTRY_RESTRICTED') : t('lobby.error')}
        actions={
          <Link to={pagePath('casino')} appearance="primary">
            {t('lobby.backToCasino')}
          </Link>
        }
      />
    );
  }
  const g = game.data;
  const locale = i18n.language;
  const money = (amount: number) => formatMoney(locale, amount, details?.getUser.currencyCode ?? 'EUR');
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const allowGuestDemo = settings?.allowGuestDemoPlay ?? true;
  // Players start on real money, guests on demo.
  const current: PlayMode = mode ?? (details ? 'real' : 'demo');
  const now = new Date();
  // A token still being confirmed: no "log in" verdict before the browser knows.
  const block = restoring ? null : playBlock(current, g, details, allowGuestDemo, now);
  // Self-excluded or frozen: real money is closed, said with the end date and the way to withdraw (the demo stays open).
  const restriction = block === 'selfExcluded' || block === 'frozen' ? accountRestriction(details, now) : null;
  const playHref = `${pagePath('play', { gameId: g.slug })}${current === 'demo' ? '?demo=1' : ''}`;

  return (
    <Stack gap="xl">
      <article css={gameDetailsPageArticle}>
        <img
          src={g.thumbnailUrl}
          alt=""
          width={TILE_IMAGE_WIDTH}
          height={TILE_IMAGE_HEIGHT}
          css={gameDetailsPageImage}
        />
        <Stack gap="md">
          <div>
            <Heading level={1}>{g.name}</Heading>
            <Text tone="muted">{g.providerName}</Text>
          </div>
          <Inline gap="sm">
            {g.tags.map((tag) => (
              <Badge key={tag} tone="info">
                {t(`lobby.tag.${tag}`, { defaultValue: tag })}
              </Badge>
            ))}
          </Inline>
          <DescriptionList layout="inline">
            {(
              [
                [t('lobby.game.provider'), g.providerName],
                [t('lobby.game.bonusCompatible'), yesNo(g.bonusCompatible)],
                [t('lobby.game.minBet'), money(g.minBet)],
                [t('lobby.game.maxBet'), money(g.maxBet)],
                [t('lobby.game.maxMultiplier'), `×${g.maxMultiplier.toLocaleString(locale)}`],
                [t('lobby.game.bonusBuy'), yesNo(g.bonusBuy)],
                [t('lobby.game.rtp'), `${g.rtp.toLocaleString(locale, { maximumFractionDigits: 2 })}%`],
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </DescriptionList>
          <RadioGroup
            legend={t('lobby.play.mode')}
            direction="row"
            value={current}
            onChange={setMode}
            options={(['demo', 'real'] as const).map((value) => ({ value, label: t(`lobby.play.${value}`) }))}
          />
          {restriction ? (
            <Notice tone="neutral">
              <RestrictedAccountNotice restriction={restriction} />
            </Notice>
          ) : block ? (
            <Notice
              tone="neutral"
              urgency="polite"
              actions={
                (block === 'realNeedsLogin' || block === 'demoNeedsLogin') && (
                  <Link to={{ search: '?modal=login' }} appearance="primary" preventScrollReset>
                    {t('lobby.play.login')}
                  </Link>
                )
              }
            >
              {t(`lobby.play.blocked.${block}`)}
            </Notice>
          ) : null}
          {(!block || onToggleFavorite) && (
            <Stack gap="md" align="start">
              {!block && (
                <Link to={playHref} appearance="primary" size="lg" data-testid="play-game">
                  {current === 'demo' ? t('lobby.play.startDemo') : t('lobby.play.startReal')}
                </Link>
              )}
              {onToggleFavorite && (
                <Button variant="ghost" aria-pressed={g.isFavorite} onClick={() => onToggleFavorite(g, !g.isFavorite)}>
                  <span aria-hidden="true">{g.isFavorite ? '★ ' : '☆ '}</span>
                  {t('lobby.favorite.label')}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </article>
      <GameRow
        title={t('lobby.similar')}
        seeAllHref={`${pagePath('casino')}?category=${encodeURIComponent(g.category)}`}
        seeAllLabel={t('lobby.seeAll')}
        items={(similar.data?.rows ?? []).filter((s) => s.id !== g.id).slice(0, SIMILAR_LIMIT - 1)}
        keyOf={(s) => s.id}
        renderItem={(s) => <GameTile game={s} href={gamePath(s.slug)} onToggleFavorite={onToggleFavorite} />}
      />
    </Stack>
  );
}
