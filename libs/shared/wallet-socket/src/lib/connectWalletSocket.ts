import { io as socketIo, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { parseSocketEvent, SOCKET_PATH, type SocketEventPayload } from '@casino/api-contract';

/** The wallet events of spec section 3 (chatMessage travels on the same socket but is not ours). */
/** What a signed-in page listens to: the wallet's events, and presence (the player's own one-time table-removal notice). */
export const WALLET_SOCKET_EVENTS = [
  'debit',
  'credit',
  'globalCredit',
  'deposit',
  'failedDeposit',
  'balance',
  'presence',
] as const;
export type WalletSocketEventName = (typeof WALLET_SOCKET_EVENTS)[number];

/**
 * `(name, payload)` with the payload typed by the name: a `switch (name)` or `if (name === 'balance')`
 * narrows `payload` too (TypeScript's dependent parameters).
 */
export type WalletSocketEventArgs = {
  [E in WalletSocketEventName]: [name: E, payload: SocketEventPayload<E>];
}[WalletSocketEventName];
export type WalletSocketEventHandler = (...args: WalletSocketEventArgs) => void;

/** The part of socket.io's client `Socket` this module uses; unit tests hand in a fake. */
export interface WalletSocketLike {
  /** socket.io: true when the last reconnect restored the session (no event was lost). */
  readonly recovered: boolean;
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  /** Connects now (a reconnect without waiting for the back-off). */
  connect(): unknown;
  disconnect(): unknown;
}

export type WalletSocketIoOptions = Partial<ManagerOptions & SocketOptions>;
export type WalletSocketIoFactory = (url: string, options: WalletSocketIoOptions) => WalletSocketLike;

export interface WalletSocketOptions {
  /** Origin of the casino backend (in the browser, the page's own origin: the brand server proxies `/socket.io`). */
  url: string;
  /** The player's access token, sent in the handshake's `auth`. A new token needs a new connection. */
  token: string;
  /** Every valid wallet event, already checked against the contract. */
  onEvent: WalletSocketEventHandler;
  /**
   * A reconnect did not recover the session, so events may have been missed: fetch the balance again.
   * Never called for the first connect.
   */
  onBalanceStale: () => void;
  /** A payload that broke the contract; it is dropped. Default: `console.warn`. */
  onInvalidEvent?: (name: WalletSocketEventName, error: string, payload: unknown) => void;
  /**
   * The handshake was refused or the transport failed (`error.message` is e.g. `TOKEN_EXPIRED`, `TOKEN_INVALID`,
   * `SESSION_TIMEOUT`). socket.io retries transport failures on its own; a refused token is not retried.
   */
  onConnectError?: (error: Error) => void;
  /** socket.io-client's `io`, injectable for tests. */
  io?: WalletSocketIoFactory;
}

export interface WalletSocketConnection {
  /** Closes the socket and silences every callback. Safe to call more than once. */
  disconnect(): void;
  /** Tells the server the player is active (presence: online, not away); false (nothing sent) while disconnected. */
  activity(): boolean;
}

const defaultIo: WalletSocketIoFactory = (url, options) => socketIo(url, options);

/** The default `onInvalidEvent`. */
export const warnInvalidWalletEvent = (name: WalletSocketEventName, error: string) =>
  console.warn(`[wallet-socket] dropped a "${name}" event that broke the contract:\n${error}`);

/**
 * Opens the wallet socket: websocket first, long-polling as the fallback, the token in `auth`.
 * The token is fixed for the life of a connection: when it changes, `disconnect()` and connect again
 * (`useWalletSocket` does that for you).
 */
export function connectWalletSocket(options: WalletSocketOptions): WalletSocketConnection {
  const {
    url,
    token,
    onEvent,
    onBalanceStale,
    onInvalidEvent = warnInvalidWalletEvent,
    onConnectError,
    io = defaultIo,
  } = options;
  let closed = false;
  let connectedBefore = false;

  // A dropped connection comes back within about 2 s (socket.io's default backs off to 5 s): the balance a player
  // sees is stale for no longer than that.
  const socket = io(url, {
    path: SOCKET_PATH,
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnectionDelay: 500,
    reconnectionDelayMax: 2_000,
  });
  // Back online: try at once rather than at the next back-off step.
  const reconnectNow = () => {
    if (!closed && !socket.connected) socket.connect();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', reconnectNow);

  socket.on('connect', () => {
    if (closed) return;
    // Without state recovery (the server may not enable it) anything pushed while we were away is lost.
    if (connectedBefore && !socket.recovered) onBalanceStale();
    connectedBefore = true;
  });
  socket.on('connect_error', (error: Error) => {
    if (!closed) onConnectError?.(error);
  });
  const deliver = (name: WalletSocketEventName) => (payload: unknown) => {
    if (closed) return;
    const parsed = parseSocketEvent(name, payload);
    if (parsed.ok) (onEvent as (name: WalletSocketEventName, payload: unknown) => void)(name, parsed.data);
    else onInvalidEvent(name, parsed.error, payload);
  };
  for (const name of WALLET_SOCKET_EVENTS) socket.on(name, deliver(name));

  return {
    activity() {
      if (closed || !socket.connected) return false;
      socket.emit('activity', {});
      return true;
    },
    disconnect() {
      if (closed) return;
      closed = true;
      if (typeof window !== 'undefined') window.removeEventListener('online', reconnectNow);
      socket.disconnect();
    },
  };
}
