import type { WalletSocketIoFactory, WalletSocketIoOptions, WalletSocketLike } from './connectWalletSocket';

/** A stand-in for socket.io-client's `io` in unit tests: records what was asked and lets the test play the server. */
export class FakeSocket implements WalletSocketLike {
  recovered = false;
  connected = false;
  disconnects = 0;
  /** What the client sent, in order. */
  readonly emitted: Array<{ event: string; args: unknown[] }> = [];
  private readonly listeners = new Map<string, Array<(...args: unknown[]) => void>>();

  constructor(
    readonly url: string,
    readonly options: WalletSocketIoOptions,
  ) {}

  on(event: string, listener: (...args: never[]) => void): this {
    // The test plays the server, so it may send anything, like a real one.
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener as (...args: unknown[]) => void]);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args });
    return this;
  }

  disconnect(): this {
    this.disconnects += 1;
    this.connected = false;
    return this;
  }

  /** The connection drops (network gone, server restarted): socket.io will try again. */
  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** What the server (or socket.io itself) would deliver. */
  fire(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  /** A (re)connect; `recovered` is what socket.io's connection-state recovery reports. */
  connect(recovered = false): void {
    this.recovered = recovered;
    this.connected = true;
    this.fire('connect');
  }
}

export function createFakeIo() {
  const sockets: FakeSocket[] = [];
  const io: WalletSocketIoFactory = (url, options) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  };
  return { io, sockets, last: () => sockets.at(-1) };
}
