import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToLeaderboard } from './liveLeaderboard';

// socket.io-client's `io`, played by the test: it records the handlers the subscription sets and delivers what a server
// (or socket.io itself, for `connect`) would.
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket = {
    disconnected: 0,
    on(event: string, handler: (...args: unknown[]) => void) {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
      return socket;
    },
    off(event: string, handler?: (...args: unknown[]) => void) {
      if (handler) handlers.get(event)?.delete(handler);
      else handlers.delete(event);
      return socket;
    },
    disconnect() {
      socket.disconnected += 1;
      return socket;
    },
  };
  const fire = (event: string, ...args: unknown[]) => {
    for (const handler of handlers.get(event) ?? []) handler(...args);
  };
  return { socket, handlers, fire };
});
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

afterEach(() => {
  fake.handlers.clear();
  fake.socket.disconnected = 0;
});

describe('subscribeToLeaderboard', () => {
  it('asks for a read on the first connect and on every reconnect, so a move made while it was not connected is not missed', () => {
    const onConnected = vi.fn();
    const stop = subscribeToLeaderboard(vi.fn(), onConnected);
    expect(onConnected).not.toHaveBeenCalled();
    fake.fire('connect');
    expect(onConnected).toHaveBeenCalledTimes(1);
    fake.fire('disconnect', 'transport close');
    fake.fire('connect');
    expect(onConnected).toHaveBeenCalledTimes(2);
    stop();
    fake.fire('connect');
    expect(onConnected).toHaveBeenCalledTimes(2);
    expect(fake.socket.disconnected).toBe(1);
  });

  it('passes on the id of each tournament that moved, and nothing for a malformed event', () => {
    const onMoved = vi.fn();
    const stop = subscribeToLeaderboard(onMoved, vi.fn());
    fake.fire('leaderboard', { tournamentId: 7 });
    fake.fire('leaderboard', { tournamentId: 'seven' });
    fake.fire('leaderboard', null);
    expect(onMoved.mock.calls).toEqual([[7]]);
    stop();
    fake.fire('leaderboard', { tournamentId: 8 });
    expect(onMoved.mock.calls).toEqual([[7]]);
  });
});
