import { Heading, Link, Section, Skeleton, Stack, Text, ToastProvider } from '@casino/design-system';
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
    <Section heading={title} headingId={id} headingSize="lg">
      {query.isPending ? (
        <Skeleton variant="rect" height="10rem" />
      ) : query.isError && !query.data ? (
        <LoadFailure message={t('lobby.error')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : games.length === 0 ? (
        <Text>
          {empty} <Link to={pagePath('casino')}>{t('lobby.browse')}</Link>
        </Text>
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
    </Section>
  );
}

/** /profile/favorites: the player's favourite games and the games they played last. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  const signedIn = status === 'signedIn';
  const favorites = useFavorites({ enabled: signedIn });
  const recent = useRecentGames({ enabled: signedIn });
  return (
    <ToastProvider dismissLabel={t('common.dismiss')}>
      <Stack gap="xl">
        <Heading level={1}>{t('page.favorites.title')}</Heading>
        {status === 'signedOut' ? (
          // A guest (the login modal is open over this page): nothing to wait for.
          <Text>
            {t('lobby.favorites.guest')}{' '}
            <Link to={{ search: '?modal=login' }} preventScrollReset>
              {t('lobby.play.login')}
            </Link>
          </Text>
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
      </Stack>
    </ToastProvider>
  );
}
