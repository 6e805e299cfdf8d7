import { useEffect, useRef } from 'react';
import {
  connectWalletSocket,
  type WalletSocketEventArgs,
  type WalletSocketEventHandler,
  type WalletSocketOptions,
  warnInvalidWalletEvent,
} from './connectWalletSocket';

export interface UseWalletSocketOptions extends Omit<WalletSocketOptions, 'url' | 'token'> {
  /** Default: the page's origin (the brand server proxies `/socket.io` to the backend). */
  url?: string;
  token: string | null | undefined;
  /** Connect only while true (e.g. signed in); the token must be present too. */
  enabled: boolean;
  /** Part of the connection's identity (a new factory reconnects): pass a stable one. */
  io?: WalletSocketOptions['io'];
  /**
   * Tell the server when the player is active (their input: pointer, keys, wheel, touch), at most once per
   * `ACTIVITY_PING_MS`: presence (online or away after 5 minutes) follows the player on every page, not only the chat.
   */
  reportActivity?: boolean;
}

/** At most one activity ping a minute (away comes after 5 minutes without one). */
export const ACTIVITY_PING_MS = 60_000;
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Keeps the wallet socket open while `enabled && token`: connects in an effect (so never on the server),
 * reconnects when the token or url changes, disconnects on unmount. The callbacks may change on every render
 * without reconnecting: the latest ones are always called.
 */
export function useWalletSocket(options: UseWalletSocketOptions): void {
  const { url, token, enabled, io, reportActivity = false } = options;
  const latest = useRef(options);
  // Declared before the connecting effect, so it runs first on every commit.
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!enabled || !token) return undefined;
    const connection = connectWalletSocket({
      url: url ?? window.location.origin,
      token,
      io,
      onEvent: ((...args: WalletSocketEventArgs) => latest.current.onEvent(...args)) as WalletSocketEventHandler,
      onBalanceStale: () => latest.current.onBalanceStale(),
      onInvalidEvent: (...args) => (latest.current.onInvalidEvent ?? warnInvalidWalletEvent)(...args),
      onConnectError: (error) => latest.current.onConnectError?.(error),
    });
    let lastPing = 0;
    const onInput = () => {
      const now = Date.now();
      if (now - lastPing < ACTIVITY_PING_MS) return;
      if (connection.activity()) lastPing = now;
    };
    if (reportActivity)
      for (const event of INPUT_EVENTS) document.addEventListener(event, onInput, { passive: true, capture: true });
    return () => {
      if (reportActivity)
        for (const event of INPUT_EVENTS) document.removeEventListener(event, onInput, { capture: true });
      connection.disconnect();
    };
  }, [enabled, token, url, io, reportActivity]);
}
