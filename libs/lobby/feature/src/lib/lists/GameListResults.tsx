import { Button, CardGrid, Inline, Link, Skeleton, Stack, Text } from '@casino/design-system';
import { GameGrid, GameTile, VIRTUAL_FROM } from '@casino/lobby-ui';
import { LoadFailure } from '@casino/page-ui';
import { useTranslation } from '@casino/translate';
import type { GameListQuery } from '../../api/get-games';
import { useGamePath } from '../shared/gamePath';
import { useFavoriteToggle } from '../shared/useFavoriteToggle';
import { useGameListResults } from './useGameListResults';

/**
 * The count, Lucky Pick and the grid: the only part of the page that follows the list, so a page of 24 arriving
 * re-renders these and not the categories and filters above them.
 */
export function GameListResults({ query, filtered }: { query: GameListQuery; filtered: boolean }) {
  const { t } = useTranslation();
  const { list, games, total, loadMore, luckyPick } = useGameListResults(query);
  const onToggleFavorite = useFavoriteToggle();
  const gamePath = useGamePath();

  return (
    <>
      <Inline gap="sm" justify="between">
        <Text role="status" tone="muted">
          {list.isPending ? t('common.loading') : t('lobby.count', { count: total })}
        </Text>
        <Inline gap="sm" wrap={false}>
          {filtered && (
            <Link to={{ search: '' }} appearance="ghost" size="sm" preventScrollReset>
              {t('lobby.filter.clear')}
            </Link>
          )}
          <Button
            variant="secondary"
            size="sm"
            onClick={luckyPick}
            disabled={games.length === 0}
            data-testid="lucky-pick"
          >
            {t('lobby.luckyPick')}
          </Button>
        </Inline>
      </Inline>

      {list.isPending ? (
        <CardGrid min="sm" gap="sm" aria-hidden="true">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} variant="rect" height="10rem" />
          ))}
        </CardGrid>
      ) : list.isError && games.length === 0 ? (
        <LoadFailure message={t('lobby.error')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : games.length === 0 ? (
        <Stack gap="sm" align="start">
          <Text>{t('lobby.empty')}</Text>
          {filtered && (
            <Link to={{ search: '' }} preventScrollReset>
              {t('lobby.filter.clear')}
            </Link>
          )}
        </Stack>
      ) : (
        <GameGrid
          items={games}
          total={total}
          keyOf={(game) => game.id}
          label={t('lobby.gamesLabel', { count: total })}
          hasMore={Boolean(list.hasNextPage)}
          loadingMore={list.isFetchingNextPage}
          onLoadMore={loadMore}
          loadMoreLabel={list.isFetchingNextPage ? t('common.loading') : t('lobby.loadMore')}
          renderItem={(game, index) => (
            <GameTile
              game={game}
              href={gamePath(game.slug)}
              eager={index < 6}
              // The first pages' links discover the game page's route; the thousands after them lead to the same one.
              discover={index < VIRTUAL_FROM}
              onToggleFavorite={onToggleFavorite}
            />
          )}
        />
      )}
    </>
  );
}
