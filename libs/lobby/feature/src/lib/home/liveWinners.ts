import { parseSocketEvent, SOCKET_PATH, type WinnerRow } from '@casino/api-contract';
import { io } from 'socket.io-client';

/**
 * Wins as they happen (the socket's public `winner` event, guests included). Loaded after the home page is
 * interactive, so the socket client is never part of its first download. Returns the disconnect.
 */
export function subscribeToWinners(onWinner: (row: WinnerRow) => void): () => void {
  const socket = io(window.location.origin, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 10_000,
  });
  socket.on('winner', (payload: unknown) => {
    const parsed = parseSocketEvent('winner', payload);
    if (parsed.ok) onWinner(parsed.data);
  });
  return () => {
    socket.off('winner');
    socket.disconnect();
  };
}
