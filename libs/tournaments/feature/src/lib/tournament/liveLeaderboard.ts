import { parseSocketEvent, SOCKET_PATH } from '@casino/api-contract';
import { io } from 'socket.io-client';

/**
 * Leaderboards as they move (the socket's public `leaderboard` event, guests included): `onMoved` hears the id of each
 * tournament whose leaderboard changed, and `onReconnect` that events may have been missed while the connection was
 * down. Loaded after the tournament page is interactive, so the socket client is never part of its first download.
 * Returns the disconnect.
 */
export function subscribeToLeaderboard(onMoved: (tournamentId: number) => void, onReconnect?: () => void): () => void {
  const socket = io(window.location.origin, { path: SOCKET_PATH, transports: ['websocket', 'polling'], reconnectionDelay: 1_000, reconnectionDelayMax: 10_000 });
  socket.on('leaderboard', (payload: unknown) => {
    const parsed = parseSocketEvent('leaderboard', payload);
    if (parsed.ok) onMoved(parsed.data.tournamentId);
  });
  if (onReconnect) socket.io.on('reconnect', onReconnect);
  return () => {
    socket.off('leaderboard');
    if (onReconnect) socket.io.off('reconnect', onReconnect);
    socket.disconnect();
  };
}
