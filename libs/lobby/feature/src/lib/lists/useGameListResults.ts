import type { TileGame } from '@casino/lobby-ui';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { gamesOf, useGameList, type GameListQuery } from '../../api/get-games';
import { useGamePath } from '../shared/gamePath';

export interface GameListResultsState {
  /** The list's query (pages of 24, TanStack Query's infinite query). */
  list: ReturnType<typeof useGameList>;
  /** Every game of the pages loaded so far. */
  games: TileGame[];
  /** How many games the whole list has (the server's count). */
  total: number;
  /** The next page, unless there is none or it is on its way already. */
  loadMore: () => void;
  /** Opens a game of the loaded list at random. */
  luckyPick: () => void;
}

/** The games of a list page's query, paged as the player scrolls, and Lucky Pick among them. */
export function useGameListResults(query: GameListQuery): GameListResultsState {
  const navigate = useNavigate();
  const list = useGameList(query);
  const games = useMemo(() => gamesOf(list.data), [list.data]);
  const total = list.data?.pages[0]?.count ?? 0;
  const gamePath = useGamePath();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const luckyPick = () => {
    const game = games[Math.floor(Math.random() * games.length)];
    if (game) navigate(gamePath(game.slug));
  };
  return { list, games, total, loadMore, luckyPick };
}
