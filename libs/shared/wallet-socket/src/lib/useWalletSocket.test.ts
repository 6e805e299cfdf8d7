// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { ACTIVITY_PING_MS, useWalletSocket, type UseWalletSocketOptions } from './useWalletSocket';
import { createFakeIo } from './fakeIo';

const balance = { cash: 1, nonCash: 2, total: 3 };

function setUp(initial: Partial<UseWalletSocketOptions> = {}) {
  const fake = createFakeIo();
  const base: UseWalletSocketOptions = {
    token: 'tok-1',
    enabled: true,
    onEvent: vi.fn(),
    onBalanceStale: vi.fn(),
    io: fake.io,
    ...initial,
  };
  const hook = renderHook((props: UseWalletSocketOptions) => useWalletSocket(props), { initialProps: base });
  return { fake, base, ...hook };
}

describe('useWalletSocket', () => {
  it('connects to the page origin with the token when enabled', () => {
    const { fake } = setUp();
    expect(fake.sockets).toHaveLength(1);
    expect(fake.sockets[0]?.url).toBe(window.location.origin);
    expect(fake.sockets[0]?.options.auth).toEqual({ token: 'tok-1' });
  });

  it('stays off without a token or while disabled, and connects once both hold', () => {
    const { fake, base, rerender } = setUp({ token: null });
    rerender({ ...base, token: null, enabled: true });
    rerender({ ...base, token: 'tok-1', enabled: false });
    expect(fake.sockets).toHaveLength(0);
    rerender({ ...base, token: 'tok-1', enabled: true });
    expect(fake.sockets).toHaveLength(1);
  });

  it('reconnects with the new token when it changes, and disconnects on sign-out and unmount', () => {
    const { fake, base, rerender, unmount } = setUp();
    rerender({ ...base, token: 'tok-2' });
    expect(fake.sockets.map((s) => [s.options.auth, s.disconnects])).toEqual([
      [{ token: 'tok-1' }, 1],
      [{ token: 'tok-2' }, 0],
    ]);
    rerender({ ...base, token: 'tok-2', enabled: false });
    expect(fake.sockets[1]?.disconnects).toBe(1);
    rerender({ ...base, token: 'tok-3' });
    unmount();
    expect(fake.sockets.map((s) => s.disconnects)).toEqual([1, 1, 1]);
  });

  it('calls the latest callbacks without reconnecting when they change', () => {
    const { fake, base, rerender } = setUp();
    const onEvent = vi.fn();
    const onBalanceStale = vi.fn();
    rerender({ ...base, onEvent, onBalanceStale });
    expect(fake.sockets).toHaveLength(1);
    const socket = fake.sockets[0];
    socket?.fire('balance', balance);
    socket?.connect();
    socket?.connect(false);
    expect(onEvent).toHaveBeenCalledWith('balance', balance);
    expect(onBalanceStale).toHaveBeenCalledTimes(1);
    expect(base.onEvent).not.toHaveBeenCalled();
  });

  it("reports the player's input as activity at most once a minute while connected, and only when asked to", () => {
    vi.useFakeTimers();
    try {
      const { fake, base, rerender } = setUp({ reportActivity: true });
      const socket = fake.last();
      const pings = () => socket?.emitted.filter((e) => e.event === 'activity').length;
      fireEvent.pointerDown(document.body);
      expect(pings()).toBe(0);
      socket?.connect();
      fireEvent.pointerDown(document.body);
      fireEvent.keyDown(document.body, { key: 'a' });
      expect(pings()).toBe(1);
      vi.advanceTimersByTime(ACTIVITY_PING_MS);
      fireEvent.keyDown(document.body, { key: 'b' });
      expect(pings()).toBe(2);
      rerender({ ...base, reportActivity: false });
      const quiet = fake.last();
      quiet?.connect();
      vi.advanceTimersByTime(ACTIVITY_PING_MS);
      fireEvent.pointerDown(document.body);
      expect(quiet?.emitted.filter((e) => e.event === 'activity')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never connects while rendering on the server', () => {
    const fake = createFakeIo();
    function Probe() {
      useWalletSocket({ token: 'tok-1', enabled: true, onEvent: vi.fn(), onBalanceStale: vi.fn(), io: fake.io });
      return null;
    }
    renderToString(createElement(Probe));
    expect(fake.sockets).toHaveLength(0);
  });
});
