import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH, socketEvents, type ChatPresence } from '@casino/api-contract';
import { endpoints as e } from './test-contract';
import { errCode, okData, startHarness, type Harness } from './testing';

let h: Harness;
let player: string;
let kim: string;
const sockets: Socket[] = [];

const connect = (token?: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(h.url, {
      path: SOCKET_PATH,
      auth: token ? { token } : {},
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (err) => reject(err));
  });

/** The next `presence` event about `userId` with `status`. */
const presenceOf = (socket: Socket, userId: number, status: string, timeoutMs = 5000) =>
  new Promise<ChatPresence>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no presence ${status} for ${userId} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const listener = (payload: unknown) => {
      const p = socketEvents.presence.parse(payload);
      if (p.userId !== userId || p.status !== status) return;
      clearTimeout(timer);
      socket.off('presence', listener);
      resolve(p);
    };
    socket.on('presence', listener);
  });

const advance = async (minutes: number) => okData(await h.call(e.devClock, { body: { advanceMs: minutes * 60_000 } }));

beforeAll(async () => {
  h = await startHarness();
  player = await h.login('player@demo.test');
  kim = await h.login('kyc@demo.test');
}, 60_000);
afterEach(async () => {
  while (sockets.length) sockets.pop()?.disconnect();
  await h.call(e.devClock, { body: { reset: true } });
});
afterAll(async () => {
  await h?.close();
});

describe('chat sending rules', () => {
  it('answers the sixth message within 10 seconds with RATE_LIMITED and the wait in seconds', async () => {
    for (let i = 0; i < 5; i++)
      okData(await h.call(e.sendChatMessage, { token: kim, params: { roomId: 1 }, body: { text: `burst ${i}` } }));
    const refused = await h.call(e.sendChatMessage, {
      token: kim,
      params: { roomId: 1 },
      body: { text: 'one too many' },
    });
    expect(refused.status).toBe(429);
    expect(errCode(refused)).toBe('RATE_LIMITED');
    const details = (refused.body as { error: { details?: { retryAfterSeconds?: number } } }).error.details;
    expect(details?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(details?.retryAfterSeconds).toBeLessThanOrEqual(10);
    await advance(0.2);
    okData(await h.call(e.sendChatMessage, { token: kim, params: { roomId: 1 }, body: { text: 'after the wait' } }));
  });

  it('refuses a self-excluded player with SELF_EXCLUDED', async () => {
    const excluded = await h.login('excluded@demo.test');
    expect(
      errCode(await h.call(e.sendChatMessage, { token: excluded, params: { roomId: 1 }, body: { text: 'hi' } })),
    ).toBe('SELF_EXCLUDED');
  });

  it('keeps a message text as sent (markup is data) and carries a valid Game Pulse card', async () => {
    const xss = okData(
      await h.call(e.sendChatMessage, {
        token: player,
        params: { roomId: 1 },
        body: { text: '<img src=x onerror=alert(1)>' },
      }),
    );
    expect(xss.text).toBe('<img src=x onerror=alert(1)>');
    const card = okData(
      await h.call(e.sendChatMessage, {
        token: player,
        params: { roomId: 1 },
        body: { text: 'my pulse', card: { kind: 'gamePulse', points: [1, -2, 3.5] } },
      }),
    );
    expect(card.card).toEqual({ kind: 'gamePulse', points: [1, -2, 3.5] });
    expect(
      errCode(
        await h.call(e.sendChatMessage, {
          token: player,
          params: { roomId: 1 },
          body: { text: 'x', card: { kind: 'html', points: [1, 2] } },
        }),
      ),
    ).toBe('VALIDATION_ERROR');
  });

  it('answers what came after an id with `after`, oldest first (a reconnect catch-up)', async () => {
    const latest = okData(await h.call(e.getChatMessages, { params: { roomId: 1 }, query: { limit: 1 } }));
    const lastId = latest[0]?.id ?? 0;
    const a = okData(
      await h.call(e.sendChatMessage, { token: player, params: { roomId: 1 }, body: { text: 'missed one' } }),
    );
    const b = okData(
      await h.call(e.sendChatMessage, { token: player, params: { roomId: 1 }, body: { text: 'missed two' } }),
    );
    const missed = okData(await h.call(e.getChatMessages, { params: { roomId: 1 }, query: { after: lastId } }));
    expect(missed.map((m) => m.id)).toEqual([a.id, b.id]);
    expect(okData(await h.call(e.getChatMessages, { params: { roomId: 1 }, query: { after: b.id } }))).toEqual([]);
  });
});

describe('chat settings', () => {
  it('validates the colour against the fixed list and the nickname (3-20 characters, unique); messages then carry them', async () => {
    expect(okData(await h.call(e.getChatSettings, { token: player })).nickname).toBe('MaxPlayer');
    expect(errCode(await h.call(e.updateChatSettings, { token: player, body: { nameColor: '#ff0000' } }))).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      errCode(await h.call(e.updateChatSettings, { token: player, body: { nameColor: 'red; background: url(x)' } })),
    ).toBe('VALIDATION_ERROR');
    expect(errCode(await h.call(e.updateChatSettings, { token: player, body: { nickname: 'ab' } }))).toBe(
      'VALIDATION_ERROR',
    );
    expect(errCode(await h.call(e.updateChatSettings, { token: player, body: { nickname: 'x'.repeat(21) } }))).toBe(
      'VALIDATION_ERROR',
    );
    expect(errCode(await h.call(e.updateChatSettings, { token: player, body: { nickname: 'kimk' } }))).toBe(
      'NICKNAME_TAKEN',
    );
    expect(
      okData(await h.call(e.updateChatSettings, { token: player, body: { nameColor: 'accent', nickname: 'MaxChat' } })),
    ).toEqual({ nameColor: 'accent', nickname: 'MaxChat' });
    const sent = okData(
      await h.call(e.sendChatMessage, { token: player, params: { roomId: 1 }, body: { text: 'new look' } }),
    );
    expect(sent).toMatchObject({ nickname: 'MaxChat', nameColor: 'accent' });
    okData(await h.call(e.updateChatSettings, { token: player, body: { nickname: 'MaxPlayer' } }));
    expect((await h.call(e.updateChatSettings, { body: { nameColor: 'accent' } })).status).toBe(403);
  });
});

describe('presence', () => {
  it('turns a connected player away after 5 minutes without activity on the dev clock, and online again on activity', async () => {
    const watcher = await connect();
    const socket = await connect(player);
    expect(okData(await h.call(e.getChatPresence)).find((p) => p.userId === 1)?.status).toBe('online');
    const away = presenceOf(watcher, 1, 'away');
    await advance(6);
    // Asking evaluates at once; the sweep would have noticed within 2 seconds anyway.
    expect(okData(await h.call(e.getChatPresence)).find((p) => p.userId === 1)).toMatchObject({
      nickname: 'MaxPlayer',
      status: 'away',
    });
    expect(await away).toMatchObject({ userId: 1, status: 'away' });
    const back = presenceOf(watcher, 1, 'online');
    socket.emit('activity');
    expect((await back).removedFromTables).toBeUndefined();
  });

  it('lets the player set away by hand and back', async () => {
    await connect(player);
    expect(okData(await h.call(e.setChatPresence, { token: player, body: { status: 'away' } })).status).toBe('away');
    expect(okData(await h.call(e.getChatPresence)).find((p) => p.userId === 1)?.status).toBe('away');
    expect(okData(await h.call(e.setChatPresence, { token: player, body: { status: 'online' } })).status).toBe(
      'online',
    );
    expect((await h.call(e.setChatPresence, { body: { status: 'away' } })).status).toBe(403);
  });

  it('records the removal from multiplayer tables after 30 minutes away and says so once when the player is back', async () => {
    const watcher = await connect();
    const socket = await connect(player);
    await advance(36);
    expect(okData(await h.call(e.getChatPresence)).find((p) => p.userId === 1)?.status).toBe('away');
    const back = presenceOf(watcher, 1, 'online');
    socket.emit('activity');
    expect((await back).removedFromTables).toBe(true);
    // Told once only.
    expect(
      okData(await h.call(e.getChatPresence, { token: player })).find((p) => p.userId === 1)?.removedFromTables,
    ).toBeUndefined();
  });
});
