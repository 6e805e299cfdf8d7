import { css } from '@emotion/react';
import { Link, Skeleton, ToastProvider, themed, defineStyle } from '@casino/design-system';
import { GameGrid, GameTile } from '@casino/lobby-ui';
import { LoadFailure } from '@casino/page-ui';
import { useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Game } from '@casino/api-contract';
import { useFavorites } from '../../api/get-favorites';
import { useRecentGames } from '../../api/get-recent-games';
import { useGamePath } from '../shared/gamePath';
import { useFavoriteToggle } from '../shared/useFavoriteToggle';

const gameSectionSection = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.md};
  `,
);
const gameSectionHeading = themed(
  (th) => css`
    margin: 0;
    font-size: ${th.typography.size.lg};
  `,
);
const gameSectionText2 = defineStyle(css`
  margin: 0;
`);

function GameSection({
  id,
  title,
  query,
  empty,
}: {
  id: string;
  title: string;
  query: UseQueryResult<Game[]>;
  empty: string;
}) {
  const { t } = useTranslation();
  const gamePath = useGamePath();
  const pagePath = usePagePath();
  const onToggleFavorite = useFavoriteToggle();
  const games = query.data ?? [];
  return (
    <section aria-labelledby={id} css={gameSectionSection}>
      <h2 id={id} css={gameSectionHeading}>
        {title}
      </h2>
      {query.isPending ? (
        <Skeleton variant="rect" height="10rem" />
      ) : query.isError && !query.data ? (
        <LoadFailure message={t('lobby.error')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : games.length === 0 ? (
        <p css={gameSectionText2}>
          {empty} <Link to={pagePath('casino')}>{t('lobby.browse')}</Link>
        </p>
      ) : (
        <GameGrid
          items={games}
          total={games.length}
          keyOf={(game) => game.id}
          label={title}
          loadMoreLabel={t('lobby.loadMore')}
          renderItem={(game, index) => (
            <GameTile game={game} href={gamePath(game.slug)} eager={index < 6} onToggleFavorite={onToggleFavorite} />
          )}
        />
      )}
    </section>
  );
}

const favoritesPageBox = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.xl};
  `,
);
const favoritesPageHeading = themed(
  (th) => css`
    margin: 0;
    font-family: ${th.typography.headingFontFamily};
    text-transform: ${th.typography.headingTransform};
  `,
);
const favoritesPageText = defineStyle(css`
  margin: 0;
`);

/** /profile/favorites: the player's favourite games and the games they played last. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const signedIn = status === 'signedIn';
  const favorites = useFavorites({ enabled: signedIn });
  const recent = useRecentGames({ enabled: signedIn });
  return (
    <ToastProvider dismissLabel={t('common.dismiss')}>
      <div css={favoritesPageBox}>
        <h1 css={favoritesPageHeading}>{t('page.favorites.title')}</h1>
        {status === 'signedOut' ? (
          // A guest (the login modal is open over this page): nothing to wait for.
          <p css={favoritesPageText}>
            {t('lobby.favorites.guest')}{' '}
            <Link to={{ search: '?modal=login' }} preventScrollReset>
              {t('lobby.play.login')}
            </Link>
          </p>
        ) : (
          <>
            <GameSection
              id="favorites-title"
              title={t('lobby.favorites')}
              query={favorites}
              empty={t('lobby.favorites.empty')}
            />
            <GameSection id="recent-title" title={t('lobby.recent')} query={recent} empty={t('lobby.recent.empty')} />
          </>
        )}
      </div>
    </ToastProvider>
  );
}
