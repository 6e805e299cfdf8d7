import { css } from '@emotion/react';
import { Button, Link, Skeleton, themed, defineStyle } from '@casino/design-system';
import { GameGrid, GameTile } from '@casino/lobby-ui';
import { LoadFailure } from '@casino/page-ui';
import { useTranslation } from '@casino/translate';
import type { GameListQuery } from '../../api/get-games';
import { useGamePath } from '../shared/gamePath';
import { useFavoriteToggle } from '../shared/useFavoriteToggle';
import { useGameListResults } from './useGameListResults';

const listResultsBox = defineStyle(css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`);
const listResultsText = themed(
  (th) => css`
    margin: 0;
    color: ${th.color.textMuted};
  `,
);
const listResultsBox2 = defineStyle(css`
  display: flex;
  gap: 0.5rem;
`);
const listResultsBox3 = defineStyle(css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr));
  gap: 0.75rem;
`);
const listResultsBox5 = themed(
  (th) => css`
    display: grid;
    justify-items: start;
    gap: ${th.space.sm};
  `,
);
const listResultsText3 = defineStyle(css`
  margin: 0;
`);

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
      <div css={listResultsBox}>
        <p role="status" css={listResultsText}>
          {list.isPending ? t('common.loading') : t('lobby.count', { count: total })}
        </p>
        <div css={listResultsBox2}>
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
        </div>
      </div>

      {list.isPending ? (
        <div css={listResultsBox3} aria-hidden="true">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} variant="rect" height="10rem" />
          ))}
        </div>
      ) : list.isError && games.length === 0 ? (
        <LoadFailure message={t('lobby.error')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : games.length === 0 ? (
        <div css={listResultsBox5}>
          <p css={listResultsText3}>{t('lobby.empty')}</p>
          {filtered && (
            <Link to={{ search: '' }} preventScrollReset>
              {t('lobby.filter.clear')}
            </Link>
          )}
        </div>
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
            <GameTile game={game} href={gamePath(game.slug)} eager={index < 6} onToggleFavorite={onToggleFavorite} />
          )}
        />
      )}
    </>
  );
}
