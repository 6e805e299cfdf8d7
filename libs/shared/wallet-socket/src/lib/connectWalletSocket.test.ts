import { afterEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_PATH } from '@casino/api-contract';
import { connectWalletSocket, type WalletSocketEventHandler } from './connectWalletSocket';
import { createFakeIo, type FakeSocket } from './fakeIo';

const move = { amount: 25, currencyCode: 'EUR', reason: 'dev', wallet: 'cash' as const };
const validPayloads = {
  debit: { ...move, reason: 'bet' },
  credit: move,
  globalCredit: { ...move, reason: 'promotion' },
  deposit: { count: 2, amount: 20, currencyCode: 'EUR' },
  failedDeposit: { amount: 5, currencyCode: 'EUR', status: 'declined', errorCode: null },
  balance: { cash: 275, nonCash: 50, total: 325 },
};

function setUp() {
  const fake = createFakeIo();
  const onEvent = vi.fn<WalletSocketEventHandler>();
  const onBalanceStale = vi.fn();
  const onInvalidEvent = vi.fn();
  const onConnectError = vi.fn();
  const connection = connectWalletSocket({
    url: 'http://casino.test',
    token: 'tok-1',
    onEvent,
    onBalanceStale,
    onInvalidEvent,
    onConnectError,
    io: fake.io,
  });
  const socket = fake.last() as FakeSocket;
  return { fake, socket, connection, onEvent, onBalanceStale, onInvalidEvent, onConnectError };
}

afterEach(() => vi.restoreAllMocks());

describe('connectWalletSocket', () => {
  it('connects to the socket path with the token in auth, websocket first then polling', () => {
    const { fake, socket } = setUp();
    expect(fake.sockets).toHaveLength(1);
    expect(socket.url).toBe('http://casino.test');
    expect(socket.options).toEqual({
      path: SOCKET_PATH,
      auth: { token: 'tok-1' },
      transports: ['websocket', 'polling'],
      reconnectionDelay: 500,
      reconnectionDelayMax: 2_000,
    });
  });

  it('reconnects at once when the browser is back online, and reads the balance again', () => {
    const browser = new EventTarget();
    vi.stubGlobal('window', browser);
    const { socket, onBalanceStale } = setUp();
    socket.connect();
    socket.drop();
    browser.dispatchEvent(new Event('online'));
    expect(socket.connected).toBe(true);
    expect(onBalanceStale).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('routes every valid wallet event to onEvent with its parsed payload', () => {
    const { socket, onEvent, onInvalidEvent } = setUp();
    socket.connect();
    for (const [name, payload] of Object.entries(validPayloads)) socket.fire(name, payload);
    expect(onEvent.mock.calls).toEqual(Object.entries(validPayloads));
    expect(onInvalidEvent).not.toHaveBeenCalled();
  });

  it('narrows the payload by the event name', () => {
    const seen: number[] = [];
    const fake = createFakeIo();
    connectWalletSocket({
      url: 'http://casino.test',
      token: 't',
      io: fake.io,
      onBalanceStale: () => undefined,
      onEvent: (name, payload) => {
        if (name === 'balance') seen.push(payload.total);
        if (name === 'deposit') seen.push(payload.count);
      },
    });
    fake.last()?.fire('deposit', validPayloads.deposit);
    fake.last()?.fire('balance', validPayloads.balance);
    expect(seen).toEqual([2, 325]);
  });

  it('reports a payload that breaks the contract instead of delivering or throwing it', () => {
    const { socket, onEvent, onInvalidEvent } = setUp();
    expect(() => socket.fire('balance', { cash: 'lots' })).not.toThrow();
    expect(() => socket.fire('deposit', { amount: 20, currencyCode: 'EUR' })).not.toThrow();
    expect(() => socket.fire('credit', undefined)).not.toThrow();
    expect(onEvent).not.toHaveBeenCalled();
    expect(onInvalidEvent).toHaveBeenCalledTimes(3);
    expect(onInvalidEvent).toHaveBeenNthCalledWith(1, 'balance', expect.stringContaining('cash'), { cash: 'lots' });
    expect(onInvalidEvent.mock.calls[1]?.[0]).toBe('deposit');
  });

  it('warns on the console when no onInvalidEvent is given', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fake = createFakeIo();
    const onEvent = vi.fn();
    connectWalletSocket({ url: 'http://casino.test', token: 't', io: fake.io, onEvent, onBalanceStale: vi.fn() });
    fake.last()?.fire('failedDeposit', { amount: -1 });
    expect(onEvent).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"failedDeposit"'));
  });

  it('ignores events that are not wallet events', () => {
    const { socket, onEvent, onInvalidEvent } = setUp();
    socket.fire('chatMessage', { text: 'hi' });
    socket.fire('explode', {});
    expect(onEvent).not.toHaveBeenCalled();
    expect(onInvalidEvent).not.toHaveBeenCalled();
  });

  it('asks for a fresh balance after a reconnect that lost state, not on the first connect or a recovered one', () => {
    const { socket, onBalanceStale } = setUp();
    socket.connect(false);
    expect(onBalanceStale).not.toHaveBeenCalled();
    socket.fire('disconnect', 'transport close');
    socket.connect(true);
    expect(onBalanceStale).not.toHaveBeenCalled();
    socket.fire('disconnect', 'transport close');
    socket.connect(false);
    expect(onBalanceStale).toHaveBeenCalledTimes(1);
    socket.connect(false);
    expect(onBalanceStale).toHaveBeenCalledTimes(2);
  });

  it('passes connection errors (e.g. a refused token) to onConnectError', () => {
    const { socket, onConnectError } = setUp();
    socket.fire('connect_error', new Error('TOKEN_EXPIRED'));
    expect(onConnectError).toHaveBeenCalledWith(expect.objectContaining({ message: 'TOKEN_EXPIRED' }));
  });

  it('disconnects once, however often disconnect is called, and goes quiet afterwards', () => {
    const { socket, connection, onEvent, onBalanceStale, onInvalidEvent, onConnectError } = setUp();
    socket.connect();
    connection.disconnect();
    connection.disconnect();
    expect(socket.disconnects).toBe(1);
    socket.fire('balance', validPayloads.balance);
    socket.fire('balance', { cash: 'lots' });
    socket.connect(false);
    socket.fire('connect_error', new Error('late'));
    expect([onEvent, onBalanceStale, onInvalidEvent, onConnectError].map((f) => f.mock.calls.length)).toEqual([
      0, 0, 0, 0,
    ]);
  });
});
