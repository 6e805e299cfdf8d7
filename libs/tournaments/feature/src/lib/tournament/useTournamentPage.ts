import type { LeaderboardRow } from '@casino/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { LEADERBOARD_LIMIT, useLeaderboard } from '../../api/get-leaderboard';
import { tournamentsKeys } from '../../api/tournaments-keys';
import { useLiveLeaderboard } from './useLiveLeaderboard';

/**
 * A tournament page's state: the tournament and its leaderboard (followed live over the socket until it ends), the
 * lists read again when its countdown reaches zero, and the player whose public statistics are open.
 */
export function useTournamentPage(tournamentId: number, live: boolean) {
  const queryClient = useQueryClient();
  const query = useLeaderboard(tournamentId, LEADERBOARD_LIMIT);
  const tournament = query.data?.tournament;
  useLiveLeaderboard(tournamentId, live && tournament !== undefined && tournament.status !== 'ended');
  const [chosen, setChosen] = useState<LeaderboardRow | null>(null);
  const [statsOpen, setStatsOpen] = useState(false);
  // The countdown reached zero: the tournament started or ended, and the backend says which.
  const onElapsed = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: tournamentsKeys.all() }),
    [queryClient],
  );
  const onPlayer = useCallback((row: LeaderboardRow) => {
    setChosen(row);
    setStatsOpen(true);
  }, []);
  const closeStats = useCallback(() => setStatsOpen(false), []);
  return { query, tournament, chosen, statsOpen, onElapsed, onPlayer, closeStats };
}
