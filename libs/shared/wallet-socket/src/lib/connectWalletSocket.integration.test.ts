import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as realIo } from 'socket.io-client';
import { devEmit, getUserDetails, login, parseSocketEvent } from '@casino/api-contract';
import { connectWalletSocket, type WalletSocketConnection, type WalletSocketEventArgs } from './connectWalletSocket';

/**
 * Against the real dev backend. It is a `type:tool` project, which a data-access lib may not import (lint), so
 * it runs as a child process, in memory, on a free port, the way `nx serve dev-backend` starts it.
 */
const workspaceRoot = new URL('../../../../../', import.meta.url).pathname;
let backend: ChildProcess | undefined;
let url: string;
const connections: WalletSocketConnection[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

function startBackend(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    // `npx tsx` without npx's start-up cost; its own process group, so the tsx wrapper and its node child stop together.
    const child = spawn(
      `${workspaceRoot}node_modules/.bin/tsx`,
      ['--tsconfig', 'tools/dev-backend/tsconfig.json', 'tools/dev-backend/src/main.ts'],
      {
        cwd: workspaceRoot,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          DEV_BACKEND_PORT: String(port),
          DEV_BACKEND_DB: 'memory',
          DEV_BACKEND_HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    backend = child;
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`dev backend exited (${code}) before listening:\n${output}`)));
  });
}

async function call(method: string, path: string, init: { body?: unknown; token?: string } = {}): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers['authorization'] = `Bearer ${init.token}`;
  const res = await fetch(`${url}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** Resolves with the first event for which `take` returns something, or fails after `ms`. */
function waitFor<T>(
  subscribe: (listener: (...args: WalletSocketEventArgs) => void) => void,
  take: (...args: WalletSocketEventArgs) => T | undefined,
  ms = 5000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching event within ${ms} ms`)), ms);
    subscribe((...args) => {
      const value = take(...args);
      if (value !== undefined) {
        clearTimeout(timer);
        resolve(value);
      }
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  await startBackend(port);
}, 30_000);

afterAll(async () => {
  for (const c of connections) c.disconnect();
  const child = backend;
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  }
});

describe('wallet socket against the dev backend', () => {
  it('delivers a dev credit as a valid credit and balance event', async () => {
    const session = login.response.parse(
      await call('POST', login.path, { body: { email: 'player@demo.test', password: 'Demo#2024' } }),
    ).data;
    const before = getUserDetails.response.parse(await call('GET', getUserDetails.path, { token: session.accessToken }))
      .data.getUser.userWallet;
    const listeners: Array<(...args: WalletSocketEventArgs) => void> = [];
    const invalid: unknown[] = [];
    const connected = new Promise<void>((resolve, reject) => {
      const connection = connectWalletSocket({
        url,
        token: session.accessToken,
        onEvent: (...args) => listeners.forEach((l) => l(...args)),
        onBalanceStale: () => undefined,
        onInvalidEvent: (...args) => invalid.push(args),
        onConnectError: reject,
        // Resolves on connect: the real io, with one extra listener to know when the handshake is done.
        io: (u, o) => {
          const socket = realIo(u, o);
          socket.on('connect', () => resolve());
          return socket;
        },
      });
      connections.push(connection);
    });
    await connected;

    const subscribe = (l: (...args: WalletSocketEventArgs) => void) => listeners.push(l);
    const credit = waitFor(subscribe, (name, payload) => (name === 'credit' ? payload : undefined));
    const balance = waitFor(subscribe, (name, payload) => (name === 'balance' ? payload : undefined));
    const res = devEmit.response.parse(
      await call('POST', devEmit.path, { body: { userId: session.userId, event: 'credit', data: { amount: 25 } } }),
    );
    expect(res.data.delivered).toBe(1);

    expect(await credit).toMatchObject({ amount: 25, wallet: 'cash' });
    const b = await balance;
    expect(parseSocketEvent('balance', b).ok).toBe(true);
    expect(b).toEqual({ cash: before.amount + 25, nonCash: before.nonCashAmount, total: before.totalAmount + 25 });
    expect(invalid).toEqual([]);
  }, 15_000);

  it('reports a refused token through onConnectError', async () => {
    const error = await new Promise<Error>((resolve) => {
      connections.push(
        connectWalletSocket({
          url,
          token: 'bogus',
          onEvent: () => undefined,
          onBalanceStale: () => undefined,
          onConnectError: resolve,
        }),
      );
    });
    expect(error.message).toBe('TOKEN_INVALID');
  }, 15_000);
});
