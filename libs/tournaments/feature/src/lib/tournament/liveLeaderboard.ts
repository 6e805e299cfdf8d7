import { parseSocketEvent, SOCKET_PATH } from '@casino/api-contract';
import { io } from 'socket.io-client';

/**
 * Leaderboards as they move (the socket's public `leaderboard` event, guests included): `onMoved` hears the id of each
 * tournament whose leaderboard changed, and `onConnected` every time the socket connects, the first time included. The
 * socket only tells what moves while it is connected: a race that moved before it first connected (it loads once the
 * page is idle, seconds after the board was read) or while it was down would stay stale until the next move, so the
 * caller reads the board once on each (re)connect, as the chat catches up on its missed messages. Loaded after the
 * tournament page is interactive, so the socket client is never part of its first download. Returns the disconnect.
 */
export function subscribeToLeaderboard(onMoved: (tournamentId: number) => void, onConnected: () => void): () => void {
  const socket = io(window.location.origin, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  });
  socket.on('leaderboard', (payload: unknown) => {
    const parsed = parseSocketEvent('leaderboard', payload);
    if (parsed.ok) onMoved(parsed.data.tournamentId);
  });
  socket.on('connect', onConnected);
  return () => {
    socket.off('leaderboard');
    socket.off('connect', onConnected);
    socket.disconnect();
  };
}
