import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tournamentsKeys } from '../../api/tournaments-keys';
import { throttle } from './throttle';

/** However busy the tournament, its leaderboard is read again at most once every 2 seconds. */
export const LEADERBOARD_REFRESH_MS = 2_000;

/**
 * Keeps a tournament's leaderboard live: after the page is interactive and idle, the socket client loads on its own
 * and each `leaderboard` event naming this tournament reads the board again (throttled), guests included; so does
 * every (re)connect of the socket, which cannot tell what moved before it connected or while it was down. Off when
 * `enabled` is false (an ended tournament moves no more; stories and tests).
 */
export function useLiveLeaderboard(tournamentId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const refresh = throttle(
      () => void queryClient.invalidateQueries({ queryKey: tournamentsKeys.leaderboardsOf(tournamentId) }),
      LEADERBOARD_REFRESH_MS,
    );
    const start = () =>
      void import('./liveLeaderboard').then(({ subscribeToLeaderboard }) => {
        if (cancelled) return;
        stop = subscribeToLeaderboard(
          (id) => {
            if (id === tournamentId) refresh.call();
          },
          () => refresh.call(),
        );
      });
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(start, { timeout: 3_000 })
        : window.setTimeout(start, 1_500);
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      refresh.cancel();
      stop?.();
    };
  }, [enabled, tournamentId, queryClient]);
}
