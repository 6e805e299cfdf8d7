import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, socketEvents } from '@casino/api-contract';
import { endpoints as e } from './test-contract';
import { errCode, okData, startHarness, type Harness } from './testing';

let h: Harness;
let token: string;
const sockets: Socket[] = [];

const connect = (auth: Record<string, unknown>) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(h.url, { path: SOCKET_PATH, auth, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (err) => reject(err));
  });

const next = <T>(socket: Socket, event: string, timeoutMs = 3000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" event within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

beforeAll(async () => {
  h = await startHarness();
  token = await h.login('player@demo.test');
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await h?.close();
});

describe('socket.io wallet events', () => {
  it('pushes a dev credit to the connected player as credit + balance', async () => {
    const socket = await connect({ token });
    const before = okData(await h.call(e.getUserDetails, { token })).getUser.userWallet;
    const credit = next<unknown>(socket, 'credit');
    const balance = next<unknown>(socket, 'balance');
    const res = okData(await h.call(e.devEmit, { body: { userId: 1, event: 'credit', data: { amount: 25 } } }));
    expect(res.delivered).toBe(1);
    expect(socketEvents.credit.parse(await credit)).toMatchObject({ amount: 25, wallet: 'cash' });
    const b = socketEvents.balance.parse(await balance);
    expect(b).toEqual({ cash: before.amount + 25, nonCash: before.nonCashAmount, total: before.totalAmount + 25 });
  });

  it('pushes deposit with count and failedDeposit from real deposits', async () => {
    const socket = await connect({ token });
    const count = okData(await h.call(e.getUserDetails, { token })).depositCount;
    const deposit = next<unknown>(socket, 'deposit');
    okData(await h.call(e.createDeposit, { token, body: { paymentMethodId: 2, amount: 20 } }));
    expect(socketEvents.deposit.parse(await deposit).count).toBe(count + 1);
    const failed = next<unknown>(socket, 'failedDeposit');
    okData(await h.call(e.createDeposit, { token, body: { paymentMethodId: 2, amount: 20.01 } }));
    expect(socketEvents.failedDeposit.parse(await failed)).toMatchObject({ status: 'failed' });
  });

  it('pushes debit on a game round and forwards validated custom events', async () => {
    const socket = await connect({ token });
    const debit = next<unknown>(socket, 'debit');
    okData(await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: 1 } }));
    expect(socketEvents.debit.parse(await debit)).toMatchObject({ amount: 1, reason: 'bet' });
    const failed = next<unknown>(socket, 'failedDeposit');
    okData(
      await h.call(e.devEmit, {
        body: {
          userId: 1,
          event: 'failedDeposit',
          data: { amount: 5, currencyCode: 'EUR', status: 'declined', errorCode: null },
        },
      }),
    );
    expect(await failed).toMatchObject({ status: 'declined' });
    expect(errCode(await h.call(e.devEmit, { body: { userId: 1, event: 'balance', data: { cash: 'lots' } } }))).toBe(
      'VALIDATION_ERROR',
    );
    expect(errCode(await h.call(e.devEmit, { body: { userId: 1, event: 'explode', data: {} } }))).toBe(
      'VALIDATION_ERROR',
    );
    expect(errCode(await h.call(e.devEmit, { body: { userId: 9999, event: 'balance', data: {} } }))).toBe('NOT_FOUND');
  });

  it("drops a player's connections like a network drop, and credits while they are down", async () => {
    const socket = await connect({ token });
    const gone = next<string>(socket, 'disconnect');
    const missed: unknown[] = [];
    socket.on('balance', (payload) => missed.push(payload));
    // Earlier tests left this player other sockets: every one of them is dropped.
    expect(
      okData(await h.call(e.devDropSockets, { body: { userId: 1, creditWhileDown: 5 } })).dropped,
    ).toBeGreaterThanOrEqual(1);
    // A transport close, which socket.io clients answer by reconnecting (a server's kick would not be).
    expect(await gone).toBe('transport close');
    expect(missed).toEqual([]);
  });

  it('lets guests connect and refuses bad tokens', async () => {
    const guest = await connect({});
    expect(guest.connected).toBe(true);
    await expect(connect({ token: 'bogus' })).rejects.toThrow(/TOKEN_INVALID/);
  });
});

describe('dev controls', () => {
  it('injects errors, latency and malformed bodies at the asked rate, only on /api', async () => {
    okData(await h.call(e.devFaults, { body: { errorRate: 1 } }));
    const failed = await h.call(e.getCurrencies);
    expect([failed.status, errCode(failed)]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    expect(okData(await h.call(e.devMail, { query: {} }))).toBeDefined();

    okData(await h.call(e.devFaults, { body: { errorRate: 1, paths: ['/api/admin/get-currencies'] } }));
    expect((await h.call(e.getCurrencies)).status).toBe(503);
    expect((await h.call(e.getAllCountry)).status).toBe(200);

    // Scoped to one player's token: that player meets the faults, everyone else does not.
    okData(await h.call(e.devFaults, { body: { errorRate: 1, tokens: [token] } }));
    expect((await h.call(e.getUserDetails, { token })).status).toBe(503);
    expect((await h.call(e.getCurrencies, { token })).status).toBe(503);
    expect((await h.call(e.getCurrencies)).status).toBe(200);

    // Scoped to a header a test's browser sends: only its requests meet the faults.
    okData(await h.call(e.devFaults, { body: { errorRate: 1, scope: 'journey-7' } }));
    expect((await h.call(e.getCurrencies, { headers: { 'x-dev-fault-scope': 'journey-7' } })).status).toBe(503);
    expect((await h.call(e.getCurrencies)).status).toBe(200);

    okData(await h.call(e.devFaults, { body: { malformedRate: 1 } }));
    const res = await fetch(`${h.url}/api/admin/get-currencies`);
    expect(res.status).toBe(200);
    expect(e.getCurrencies.response.safeParse(await res.json()).success).toBe(false);
    const locale = await fetch(`${h.url}/api/core/casino/locales/en.json`);
    expect(e.getLocale.response.safeParse(await locale.json()).success).toBe(false);

    okData(await h.call(e.devFaults, { body: { latencyMs: 300 } }));
    const started = Date.now();
    expect((await h.call(e.getCurrencies)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    okData(await h.call(e.devFaults, { body: { errorRate: 0, malformedRate: 0, latencyMs: 0 } }));
    for (let i = 0; i < 5; i++) expect((await h.call(e.getCurrencies)).status).toBe(200);
    expect(errCode(await h.call(e.devFaults, { body: { errorRate: 2 } }))).toBe('VALIDATION_ERROR');
  });

  it('appends hostile text to the names and titles of the answers in scope, and to nothing else', async () => {
    const text = '<img src=x onerror=alert(1)>';
    okData(await h.call(e.devFaults, { body: { hostileText: text, scope: 'xss-1' } }));
    const headers = { 'x-dev-fault-scope': 'xss-1' };
    const games = okData(await h.call(e.getGames, { query: { limit: 2 }, headers }));
    expect(games.rows.length).toBeGreaterThan(0);
    for (const game of games.rows) {
      expect(game.name.endsWith(text)).toBe(true);
      expect(game.providerName.endsWith(text)).toBe(true);
      expect(game.slug).not.toContain('<');
    }
    const bonuses = okData(await h.call(e.getAllBonus, { headers }));
    expect(bonuses.bonus.rows.length).toBeGreaterThan(0);
    for (const bonus of bonuses.bonus.rows) {
      expect(bonus.name.endsWith(text)).toBe(true);
      expect(bonus.banner.bannerTitle.endsWith(text)).toBe(true);
      expect(bonus.banner.buttonUrl).not.toContain('<');
    }
    // Out of scope: the catalogue's own names.
    for (const game of okData(await h.call(e.getGames, { query: { limit: 2 } })).rows)
      expect(game.name).not.toContain('<');
    okData(await h.call(e.devFaults, { body: {} }));
    for (const game of okData(await h.call(e.getGames, { query: { limit: 2 }, headers })).rows)
      expect(game.name).not.toContain('<');
  });

  it('sets and advances the clock', async () => {
    expect(okData(await h.call(e.devClock, { body: { now: '2030-01-01T00:00:00.000Z' } })).now).toBe(
      '2030-01-01T00:00:00.000Z',
    );
    const advanced = okData(await h.call(e.devClock, { body: { advanceMs: 3_600_000 } })).now;
    expect(advanced.startsWith('2030-01-01T01:00')).toBe(true);
    expect(errCode(await h.call(e.devClock, { body: { now: 'not a date' } }))).toBe('VALIDATION_ERROR');
    okData(await h.call(e.devClock, { body: { reset: true } }));
  });

  // A reset is a whole seed (Postgres busy for most of a second, more on a slow machine): it runs in the hook, the
  // tests check what it left.
  describe('reset', () => {
    beforeAll(async () => {
      okData(await h.call(e.devEmit, { body: { userId: 1, event: 'debit', data: { amount: 100 } } }));
      okData(await h.call(e.devReset, { body: {} }));
    });

    it('reseeds', async () => {
      const fresh = await h.login('player@demo.test');
      expect(okData(await h.call(e.getUserDetails, { token: fresh })).getUser.userWallet).toEqual({
        amount: 250,
        nonCashAmount: 50,
        totalAmount: 300,
      });
    });

    it('ends the sessions from before', async () => {
      expect(errCode(await h.call(e.getUserDetails, { token }))).toBe('TOKEN_INVALID');
    });
  });
});
