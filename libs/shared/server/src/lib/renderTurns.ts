/**
 * Renders start one per turn of the event loop, in the order their pages asked. Node 20's libuv accepts one new
 * connection per turn (libuv/libuv#3696; nodejs/performance#95), and React's server renderer runs every render that
 * was started in a turn in the next turn's check phase, one after the other. Under load a turn held the renders of
 * every page whose data had arrived (25 signed-in homes: about 150 ms), so a burst of 50 new connections was accepted
 * over 3 s and its last requests waited that long before the server read them (measured with strace on the 2-core
 * machine of 4 December 2026: one `accept4` per `epoll_pwait`, the turns growing from 10 to 170 ms). One render per
 * turn keeps a turn to about one render: connections are accepted and requests read between renders, and renders
 * still run back to back while any are waiting.
 */
export function createRenderTurns(schedule: (next: () => void) => void = setImmediate) {
  const waiting: (() => void)[] = [];
  let running = false;
  const next = () => {
    const start = waiting.shift();
    if (!start) {
      running = false;
      return;
    }
    start();
    schedule(next);
  };
  /** Resolves when this render may start: at once when none is waiting, else a turn after the one before it. */
  return function renderTurn(): Promise<void> {
    return new Promise((resolve) => {
      waiting.push(resolve);
      if (!running) {
        running = true;
        next();
      }
    });
  };
}
