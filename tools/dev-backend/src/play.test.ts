import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  GAME_FRAME_MESSAGE_SOURCE,
  SOCKET_PATH,
  gameFrameMessage,
  jackpot,
  socketEvents,
  winnerRow,
  type Game,
  type WinnerRow,
} from '@casino/api-contract';
import { BRANDS } from './data/reference';
import { endpoints as e } from './test-contract';
import { errCode, must, okData, startHarness, type Harness } from './testing';

/** Launching games, the dev game page, bonus buys, the winners feed (list and socket) and the jackpots. */

const NOW = '2026-03-11T12:00:00.000Z';
let h: Harness;
let games: Game[];
const sockets: Socket[] = [];

beforeAll(async () => {
  h = await startHarness({ now: NOW });
  games = okData(await h.call(e.getGames, { query: { limit: 200 } })).rows;
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await h?.close();
});

const launchParams = (url: string) => new URL(url, 'http://casino.test').searchParams;
const userIdOf = async (token: string) => okData(await h.call(e.getUserDetails, { token })).getUser.userId;
const credit = async (token: string, amount: number) =>
  okData(await h.call(e.devEmit, { body: { userId: await userIdOf(token), event: 'credit', data: { amount } } }));
/**
 * Resolves once everything the server sent `socket` so far has arrived: a chat message goes to every socket (guests
 * too), after what was sent before on the same connection. Checks that no event came, without a sleep that guesses how
 * long one could take.
 */
const heardAllSoFar = async (socket: Socket, token: string) => {
  const text = `barrier ${Math.random()}`;
  const heard = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the barrier chat message did not arrive within 3 s')), 3000);
    const onMessage = (payload: { text?: unknown }) => {
      if (payload.text !== text) return;
      clearTimeout(timer);
      socket.off('chatMessage', onMessage);
      resolve();
    };
    socket.on('chatMessage', onMessage);
  });
  okData(await h.call(e.sendChatMessage, { token, params: { roomId: 1 }, body: { text } }));
  await heard;
};
const bonusBuyGame = () =>
  must(
    games.find(
      (g) => g.bonusBuy && g.demoAvailable && g.minBet <= 1 && g.maxBet >= 2 && g.restrictedCountries.length === 0,
    ),
    'bonus-buy game',
  );

describe('winners feed (fresh seed)', () => {
  it('lists the 10 latest winning rounds, newest first, the ghost-mode player anonymised', async () => {
    const latest = okData(await h.call(e.getWinners, { query: { type: 'latest' } }));
    expect(latest).toHaveLength(10);
    for (const row of latest) expect(winnerRow.safeParse(row).success).toBe(true);
    const times = latest.map((r) => Date.parse(r.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(latest.every((r) => r.payout > 0 && Date.parse(r.time) <= Date.parse(NOW))).toBe(true);
    // the most recent seeded win is MoonShot's, who plays in ghost mode
    expect(must(latest[0]).user).toBe('Anonymous');
    expect(latest.filter((r) => r.user !== 'Anonymous').every((r) => /^.{1,4}\*\*\*$/u.test(r.user))).toBe(true);
    expect(JSON.stringify(latest)).not.toMatch(/MoonShot|PokerFace|MoonS|Poke/);
  });

  it('lists the 10 biggest payouts of the last 30 days, the ghost-mode player anonymised', async () => {
    const top = okData(await h.call(e.getWinners, { query: { type: 'top' } }));
    expect(top).toHaveLength(10);
    const payouts = top.map((r) => r.payout);
    expect(payouts).toEqual([...payouts].sort((a, b) => b - a));
    expect(top.every((r) => Date.parse(NOW) - Date.parse(r.time) <= 30 * 86_400_000)).toBe(true);
    // the biggest seeded win is PokerFace's (ghost mode)
    expect(must(top[0]).user).toBe('Anonymous');
    expect(JSON.stringify(top)).not.toMatch(/PokerFace|Poke\*/);
    const row = must(top[0]);
    expect(row.multiplier).toBeCloseTo(row.payout / row.bet, 1);
    expect(okData(await h.call(e.getGame, { params: { slug: row.gameSlug } })).game.name).toBe(row.gameName);
  });

  it('takes a limit up to 50 and refuses anything else', async () => {
    const many = okData(await h.call(e.getWinners, { query: { type: 'latest', limit: 50 } }));
    expect(many.length).toBeGreaterThan(10);
    expect(many.length).toBeLessThanOrEqual(50);
    expect(okData(await h.call(e.getWinners, { query: { type: 'top', limit: 3 } }))).toHaveLength(3);
    expect(errCode(await h.call(e.getWinners, { query: { type: 'latest', limit: 51 } }))).toBe('VALIDATION_ERROR');
    expect(errCode(await h.call(e.getWinners, { query: { type: 'latest', limit: 0 } }))).toBe('VALIDATION_ERROR');
    expect(errCode(await h.call(e.getWinners, { query: { type: 'biggest' } }))).toBe('VALIDATION_ERROR');
    expect(errCode(await h.call(e.getWinners))).toBe('VALIDATION_ERROR');
  });
});

describe('launching a game', () => {
  it('gives a guest a demo session of the dev game, with the language of the request', async () => {
    const launch = okData(
      await h.call(e.launchGame, {
        params: { slug: 'book-of-dev' },
        body: { demo: true },
        headers: { 'accept-language': 'ar' },
      }),
    );
    expect(launch.demo).toBe(true);
    expect(launch.url.startsWith('/api/core/casino/dev-games/slot?')).toBe(true);
    const q = launchParams(launch.url);
    expect(q.get('game')).toBe('book-of-dev');
    expect(q.get('demo')).toBe('1');
    expect(q.get('lng')).toBe('ar');
    const session = must(q.get('session'), 'session');
    expect(session.length).toBeGreaterThanOrEqual(16);
    // the anonymous session plays demo rounds, not real ones
    const demo = okData(
      await h.call(e.playRound, { token: session, params: { slug: 'book-of-dev' }, body: { bet: 1, demo: true } }),
    );
    expect(demo.wallet.totalAmount).toBe(0);
    expect(
      (await h.call(e.playRound, { token: session, params: { slug: 'book-of-dev' }, body: { bet: 1 } })).status,
    ).toBe(403);
    // no language header, no lng
    expect(
      launchParams(
        okData(await h.call(e.launchGame, { params: { slug: 'book-of-dev' }, body: { demo: true } })).url,
      ).has('lng'),
    ).toBe(false);
  });

  it('asks a guest to sign in (401 LOGIN_REQUIRED, never 403) for real money, and for demo where the brand wants it', async () => {
    const real = await h.call(e.launchGame, { params: { slug: 'book-of-dev' }, body: { demo: false } });
    expect([real.status, errCode(real)]).toEqual([401, 'LOGIN_REQUIRED']);
    const royale = must(BRANDS['royale']);
    const before = royale.allowGuestDemoPlay;
    royale.allowGuestDemoPlay = false;
    try {
      const demo = await h.call(e.launchGame, {
        params: { slug: 'book-of-dev' },
        body: { demo: true },
        headers: { 'x-casino-brand': 'royale' },
      });
      expect([demo.status, errCode(demo)]).toEqual([401, 'LOGIN_REQUIRED']);
      const player = await h.login('player@demo.test');
      expect(
        okData(
          await h.call(e.launchGame, {
            token: player,
            params: { slug: 'book-of-dev' },
            body: { demo: true },
            headers: { 'x-casino-brand': 'royale' },
          }),
        ).demo,
      ).toBe(true);
    } finally {
      if (before === undefined) delete royale.allowGuestDemoPlay;
      else royale.allowGuestDemoPlay = before;
    }
  });

  it('gives a player a real-money session that plays rounds on their wallet, for that game only', async () => {
    const token = await h.login('neonnights@players.demo.test');
    await credit(token, 100);
    const launch = okData(
      await h.call(e.launchGame, { token, params: { slug: 'book-of-dev' }, body: { demo: false } }),
    );
    expect(launch).toMatchObject({ demo: false });
    const q = launchParams(launch.url);
    expect(q.get('demo')).toBe('0');
    const session = must(q.get('session'), 'session');
    expect(session).not.toBe(token);

    const before = okData(await h.call(e.getUserDetails, { token })).getUser.userWallet.amount;
    const r = okData(await h.call(e.playRound, { token: session, params: { slug: 'book-of-dev' }, body: { bet: 2 } }));
    expect(r.round.bet).toBe(2);
    expect(r.wallet.amount).toBeCloseTo(before - 2 + r.round.win, 2);
    expect(okData(await h.call(e.getUserDetails, { token })).getUser.userWallet.amount).toBeCloseTo(r.wallet.amount, 2);

    // the game session is nothing else: not the account, not another game
    expect(errCode(await h.call(e.getUserDetails, { token: session }))).toBe('TOKEN_INVALID');
    const other = must(
      games.find((g) => g.slug !== 'book-of-dev' && g.restrictedCountries.length === 0 && g.minBet <= 1),
    );
    expect((await h.call(e.playRound, { token: session, params: { slug: other.slug }, body: { bet: 1 } })).status).toBe(
      403,
    );
    // and it ends with the session it came from
    okData(await h.call(e.logout, { token, body: { reason: 'USER_INITIATED' } }));
    expect(
      (await h.call(e.playRound, { token: session, params: { slug: 'book-of-dev' }, body: { bet: 2 } })).status,
    ).toBe(403);
  });

  it('refuses self-excluded players real money (demo stays open), unknown games, restricted countries and missing demos', async () => {
    const excluded = await h.login('excluded@demo.test');
    expect(
      errCode(await h.call(e.launchGame, { token: excluded, params: { slug: 'book-of-dev' }, body: { demo: false } })),
    ).toBe('SELF_EXCLUDED');
    expect(
      okData(await h.call(e.launchGame, { token: excluded, params: { slug: 'book-of-dev' }, body: { demo: true } }))
        .demo,
    ).toBe(true);
    expect(errCode(await h.call(e.launchGame, { params: { slug: 'no-such-game' }, body: { demo: true } }))).toBe(
      'GAME_NOT_FOUND',
    );

    const restricted = must(
      games.find((g) => g.restrictedCountries.includes('DE') && g.demoAvailable),
      'game restricted in DE',
    );
    const refused = await h.call(e.launchGame, {
      params: { slug: restricted.slug },
      body: { demo: true },
      headers: { 'x-dev-country': 'DE' },
    });
    expect([refused.status, errCode(refused)]).toEqual([451, 'GAME_COUNTRY_RESTRICTED']);
    expect(
      okData(
        await h.call(e.launchGame, {
          params: { slug: restricted.slug },
          body: { demo: true },
          headers: { 'x-dev-country': 'MT' },
        }),
      ).demo,
    ).toBe(true);

    const noDemo = must(
      games.find((g) => !g.demoAvailable && g.restrictedCountries.length === 0),
      'game without demo',
    );
    expect(errCode(await h.call(e.launchGame, { params: { slug: noDemo.slug }, body: { demo: true } }))).toBe(
      'DEMO_NOT_AVAILABLE',
    );
    expect(errCode(await h.call(e.launchGame, { params: { slug: 'book-of-dev' }, body: {} }))).toBe('VALIDATION_ERROR');
  });
});

describe('the dev game page', () => {
  it('answers one self-contained HTML page under a nonce CSP, framed by this site only', async () => {
    const game = bonusBuyGame();
    const launch = okData(
      await h.call(e.launchGame, {
        params: { slug: game.slug },
        body: { demo: true },
        headers: { 'accept-language': 'ar' },
      }),
    );
    const res = await fetch(`${h.url}${launch.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = must(res.headers.get('content-security-policy'), 'CSP');
    const nonce = must(/script-src 'nonce-([^']+)'/.exec(csp)?.[1], 'nonce');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    // every executable script carries the nonce; the configuration is a data block
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(
      scripts.filter((a) => !a.includes('type="application/json"')).every((a) => a.includes(`nonce="${nonce}"`)),
    ).toBe(true);
    expect(html).toContain(`/api/games/`);
    expect(html).toContain('Demo mode');
    expect(html).toContain('id="spin"');
    expect(html).toContain('id="buy"');
    expect(html).toContain('<dialog');
    expect(html).toContain(GAME_FRAME_MESSAGE_SOURCE);
    expect(html).toContain('postMessage');
    expect(html).toMatch(/<label for="bet">Bet<select id="bet"/);
    expect(html).toContain(`<option value="${game.minBet}" selected>`);
    expect(html).toContain(`<option value="${game.maxBet}">`);

    // no bonus buy button where the game has none; a real-money player sees the balance; English by default
    const player = await h.login('player@demo.test');
    const plain = must(
      games.find((g) => !g.bonusBuy && g.restrictedCountries.length === 0 && g.slug !== 'book-of-dev'),
    );
    const real = okData(
      await h.call(e.launchGame, { token: player, params: { slug: plain.slug }, body: { demo: false } }),
    );
    const page = await (await fetch(`${h.url}${real.url}`)).text();
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).not.toContain('id="buy"');
    expect(page).toContain('Real money');
    expect(page).toContain('id="balance"');

    const missing = await fetch(`${h.url}/api/core/casino/dev-games/slot?game=%3Cscript%3E`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await missing.text()).not.toContain('<script>');
  });

  // Opening the page in jsdom (its first window loads much of jsdom) is set-up: the test plays on it.
  describe('in a window, for a player with money', () => {
    let game: Game;
    let token = '';
    let window: JSDOM['window'];
    const messages: unknown[] = [];
    beforeAll(async () => {
      game = bonusBuyGame();
      token = await h.login('dicediva@players.demo.test');
      await credit(token, 500);
      const launch = okData(await h.call(e.launchGame, { token, params: { slug: game.slug }, body: { demo: false } }));
      const url = `${h.url}${launch.url}`;
      const dom = new JSDOM(await (await fetch(url)).text(), {
        url,
        runScripts: 'dangerously',
        beforeParse(window) {
          // jsdom has no fetch: the page's calls go to the test backend
          (window as unknown as { fetch: typeof fetch }).fetch = (input, init) =>
            fetch(new URL(String(input), url), init);
          // nor a modal dialog: the page falls back to confirm()
          window.confirm = () => true;
        },
      });
      window = dom.window;
      window.addEventListener('message', (event) => messages.push(event.data));
    });
    afterAll(() => window?.close());

    it('plays rounds with its session, shows the result and posts each answer to the parent window', async () => {
      const doc = window.document;
      const byId = (id: string) => must(doc.getElementById(id), `#${id}`);
      // the session left the address at once
      expect(window.location.search).not.toContain('session=');
      expect(doc.documentElement.dir).toBe('ltr');

      const before = okData(await h.call(e.getUserDetails, { token })).getUser.userWallet.totalAmount;
      (byId('spin') as HTMLButtonElement).click();
      expect((byId('spin') as HTMLButtonElement).disabled).toBe(true);
      await expect.poll(() => messages.length, { timeout: 5000, interval: 5 }).toBe(1);
      const first = gameFrameMessage.parse(messages[0]);
      expect(first.type).toBe('round');
      if (first.type !== 'round') return;
      expect(first.round.bet).toBe(game.minBet);
      expect(first.wallet.totalAmount).toBeCloseTo(before - game.minBet + first.round.win, 2);
      expect(byId('status').textContent).toMatch(/won|No win/);
      expect(byId('balance').textContent).toContain('EUR');
      expect((byId('spin') as HTMLButtonElement).disabled).toBe(false);

      // the bonus buy, after the confirmation, costs 100 bets
      (byId('buy') as HTMLButtonElement).click();
      await expect.poll(() => messages.length, { timeout: 5000, interval: 5 }).toBe(2);
      const bought = gameFrameMessage.parse(messages[1]);
      expect(bought.type === 'round' && bought.round.bet).toBe(game.minBet * 100);

      // a refusal is shown and posted with the contract's code
      okData(await h.call(e.setLimit, { token, body: { type: 'bet', period: 0, amount: game.minBet / 2 } }));
      (byId('spin') as HTMLButtonElement).click();
      await expect.poll(() => messages.length, { timeout: 5000, interval: 5 }).toBe(3);
      expect(gameFrameMessage.parse(messages[2])).toMatchObject({
        source: GAME_FRAME_MESSAGE_SOURCE,
        type: 'error',
        code: 'MAX_BET_LIMIT_REACHED',
      });
      expect(byId('error').textContent).toMatch(/bet limit/);
    });
  });

  it('describes the messages it posts to the parent window in the contract', () => {
    const round = { id: 1, gameId: 1, bet: 1, win: 2, multiplier: 2, bonusMoney: false, createdAt: NOW };
    const wallet = { amount: 1, nonCashAmount: 0, totalAmount: 1 };
    expect(
      gameFrameMessage.safeParse({ source: GAME_FRAME_MESSAGE_SOURCE, type: 'round', round, wallet }).success,
    ).toBe(true);
    expect(
      gameFrameMessage.safeParse({
        source: GAME_FRAME_MESSAGE_SOURCE,
        type: 'error',
        code: 'MAX_BET_LIMIT_REACHED',
        message: 'x',
        details: { limit: 1 },
      }).success,
    ).toBe(true);
    expect(gameFrameMessage.safeParse({ source: 'elsewhere', type: 'round', round, wallet }).success).toBe(false);
  });
});

describe('bonus buy', () => {
  it('costs 100 times the bet, skips the bet limit once, and the next round is checked again', async () => {
    const game = bonusBuyGame();
    const token = await h.login('megamike@players.demo.test');
    await credit(token, 1000);
    okData(await h.call(e.setLimit, { token, body: { type: 'bet', period: 0, amount: 1 } }));
    expect(errCode(await h.call(e.playRound, { token, params: { slug: game.slug }, body: { bet: 2 } }))).toBe(
      'MAX_BET_LIMIT_REACHED',
    );

    const before = okData(await h.call(e.getUserDetails, { token })).getUser.userWallet.amount;
    const bought = okData(
      await h.call(e.playRound, { token, params: { slug: game.slug }, body: { bet: 2, bonusBuy: true } }),
    );
    expect(bought.round.bet).toBe(200);
    expect(bought.round.win).toBeCloseTo(200 * bought.round.multiplier, 1);
    expect(bought.wallet.amount).toBeCloseTo(before - 200 + bought.round.win, 2);

    // the next ordinary round meets the limits again (and they count what the bonus buy cost)
    const next = await h.call(e.playRound, { token, params: { slug: game.slug }, body: { bet: 2 } });
    expect([next.status, errCode(next)]).toEqual([422, 'MAX_BET_LIMIT_REACHED']);
    expect(
      errCode(
        await h.call(e.playRound, { token, params: { slug: game.slug }, body: { bet: Math.min(1, game.maxBet) } }),
      ),
    ).toBe('dailyBetLimit');
  });

  it('needs a game with bonus buy and keeps the other rules; demo bonus buys move no money', async () => {
    const game = bonusBuyGame();
    const plain = must(
      games.find((g) => !g.bonusBuy && g.demoAvailable && g.restrictedCountries.length === 0 && g.minBet <= 1),
    );
    const token = await h.login('stardust@players.demo.test');
    expect(
      errCode(await h.call(e.playRound, { token, params: { slug: plain.slug }, body: { bet: 1, bonusBuy: true } })),
    ).toBe('BONUS_BUY_NOT_AVAILABLE');
    expect(
      errCode(
        await h.call(e.playRound, { params: { slug: plain.slug }, body: { bet: 1, demo: true, bonusBuy: true } }),
      ),
    ).toBe('BONUS_BUY_NOT_AVAILABLE');
    expect(
      errCode(
        await h.call(e.playRound, {
          token,
          params: { slug: game.slug },
          body: { bet: game.maxBet + 1, bonusBuy: true },
        }),
      ),
    ).toBe('BET_ABOVE_MAX');
    const wallet = okData(await h.call(e.getUserDetails, { token })).getUser.userWallet;
    const bet = Math.max(game.minBet, Math.ceil((wallet.totalAmount + 1) / 100));
    if (bet <= game.maxBet) {
      expect(
        errCode(await h.call(e.playRound, { token, params: { slug: game.slug }, body: { bet, bonusBuy: true } })),
      ).toBe('INSUFFICIENT_FUNDS');
    }
    const demo = okData(
      await h.call(e.playRound, { params: { slug: game.slug }, body: { bet: 1, demo: true, bonusBuy: true } }),
    );
    expect(demo.round.bet).toBe(100);
    expect(demo.wallet.totalAmount).toBe(0);
    const excluded = await h.login('excluded@demo.test');
    expect(
      errCode(
        await h.call(e.playRound, { token: excluded, params: { slug: game.slug }, body: { bet: 1, bonusBuy: true } }),
      ),
    ).toBe('SELF_EXCLUDED');
  });
});

describe('live winners', () => {
  const connect = (auth: Record<string, unknown>) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(h.url, { path: SOCKET_PATH, auth, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', (err) => reject(err));
    });

  it('pushes every winning real-money round to guests as a winner event (ghost mode anonymised) and lists it first', async () => {
    const guest = await connect({});
    const heard: WinnerRow[] = [];
    guest.on('winner', (payload: unknown) => heard.push(socketEvents.winner.parse(payload)));
    const token = await h.login('pokerface@players.demo.test');
    await credit(token, 200);
    let won: { id: number; win: number } | null = null;
    for (let i = 0; i < 40 && !won; i++) {
      const r = okData(await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: 1 } }));
      if (r.round.win > 0) won = r.round;
    }
    const round = must(won, 'winning round');
    await expect.poll(() => heard.some((w) => w.id === round.id), { timeout: 3000, interval: 5 }).toBe(true);
    const event = must(heard.find((w) => w.id === round.id));
    expect(event).toMatchObject({
      gameSlug: 'book-of-dev',
      gameName: 'Book of Dev',
      user: 'Anonymous',
      payout: round.win,
      bet: 1,
      currencyCode: 'EUR',
    });
    // only winning rounds are announced
    expect(heard.every((w) => w.payout > 0)).toBe(true);
    expect(must(okData(await h.call(e.getWinners, { query: { type: 'latest', limit: 1 } }))[0]).id).toBe(round.id);

    // a demo win is no winner
    const count = heard.length;
    for (let i = 0; i < 10; i++)
      okData(await h.call(e.playRound, { params: { slug: 'book-of-dev' }, body: { bet: 1, demo: true } }));
    await heardAllSoFar(guest, token);
    expect(heard.length).toBe(count);
  });
});

describe('ghost mode by preference', () => {
  it('anonymises a player in the winners feed once they turn ghost mode on, and names them again once off', async () => {
    const token = await h.login('bonushunter@players.demo.test');
    await credit(token, 200);
    let won: { id: number; win: number } | null = null;
    for (let i = 0; i < 40 && !won; i++) {
      const r = okData(await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: 1 } }));
      if (r.round.win > 0) won = r.round;
    }
    const round = must(won, 'winning round');
    const feedRow = async () =>
      must(
        okData(await h.call(e.getWinners, { query: { type: 'latest', limit: 50 } })).find((w) => w.id === round.id),
        'the round in the feed',
      );
    expect((await feedRow()).user).toBe('Bonu***');
    expect(okData(await h.call(e.updatePreferences, { token, body: { ghostMode: true } })).ghostMode).toBe(true);
    expect(await feedRow()).toMatchObject({ user: 'Anonymous', payout: round.win });
    expect(JSON.stringify(okData(await h.call(e.getWinners, { query: { type: 'latest', limit: 50 } })))).not.toMatch(
      /Bonu\*/,
    );
    okData(await h.call(e.updatePreferences, { token, body: { ghostMode: false } }));
    expect((await feedRow()).user).toBe('Bonu***');
  });
});

describe('jackpots', () => {
  it('answers Mini, Major, Mega and Grand, growing with the dev clock and with real-money bets', async () => {
    // On the minute, later than every round played so far: the amounts stand still while the test looks at them.
    okData(await h.call(e.devClock, { body: { now: '2026-03-11T18:00:00.000Z' } }));
    const first = okData(await h.call(e.getJackpots));
    expect(first.map((j) => j.name)).toEqual(['Mini', 'Major', 'Mega', 'Grand']);
    for (const j of first) expect(jackpot.safeParse(j).success).toBe(true);
    const amounts = first.map((j) => j.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    // deterministic: the same clock, the same amounts
    expect(okData(await h.call(e.getJackpots))).toEqual(first);
    try {
      okData(await h.call(e.devClock, { body: { advanceMs: 3_600_000 } }));
      const later = okData(await h.call(e.getJackpots));
      later.forEach((j, i) => expect(j.amount).toBeGreaterThan(must(first[i]).amount));
      const token = await h.login('player@demo.test');
      okData(await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: 40 } }));
      const afterBet = okData(await h.call(e.getJackpots));
      afterBet.forEach((j, i) => expect(j.amount).toBeGreaterThan(must(later[i]).amount));
      // a demo round feeds nothing
      okData(await h.call(e.playRound, { params: { slug: 'book-of-dev' }, body: { bet: 40, demo: true } }));
      expect(okData(await h.call(e.getJackpots))).toEqual(afterBet);
    } finally {
      okData(await h.call(e.devClock, { body: { now: NOW } }));
    }
  });
});

describe('bonus wagering by game category', () => {
  it('counts a slot bet in full and a live-casino bet at a tenth, and says so on the user bonus', async () => {
    const token = await h.login('wildcard@players.demo.test');
    // The reload bonus waits for a deposit, which turns it into bonus money to wager.
    expect(okData(await h.call(e.activateBonus, { token, body: { bonusId: 3 } })).userBonus.status).toBe('claimed');
    const card = { number: '4242424242424242', expiry: '12/30', cvc: '123', holderName: 'Wild Card' };
    expect(
      okData(await h.call(e.createDeposit, { token, body: { paymentMethodId: 1, amount: 50, card } })).deposit.status,
    ).toBe('success');
    const bonusNow = async () =>
      must(
        okData(await h.call(e.getUserBonus, { token, query: { status: 'active' } })).rows.find((b) => b.bonusId === 3),
        'active reload bonus',
      );
    const active = await bonusNow();
    expect(active).toMatchObject({ wageredAmount: 0, maxBet: 5, maxWinAmount: null });
    expect(active.wageringContributions).toEqual(
      expect.arrayContaining([
        { category: 'slots', percent: 100 },
        { category: 'live-casino', percent: 10 },
      ]),
    );
    const playable = (category: string) =>
      must(
        games.find(
          (g) => g.category === category && g.minBet <= 2 && g.maxBet >= 2 && g.restrictedCountries.length === 0,
        ),
        `${category} game for a bet of 2`,
      );
    okData(await h.call(e.playRound, { token, params: { slug: playable('slots').slug }, body: { bet: 2 } }));
    expect((await bonusNow()).wageredAmount).toBe(2);
    okData(await h.call(e.playRound, { token, params: { slug: playable('live-casino').slug }, body: { bet: 2 } }));
    expect((await bonusNow()).wageredAmount).toBe(2.2);
    // The wallet says the same: what is left of the bonus's wagering and of the deposit's (played through once).
    const wallet = okData(await h.call(e.getWallet, { token }));
    expect(wallet).toMatchObject({
      currencyCode: 'EUR',
      rollover: 1,
      activeBonus: { name: 'Reload Bonus 50%', wagerRequired: 875 },
    });
    expect(wallet.wager).toBe(872.8);
    expect(wallet.balance).toBeCloseTo(wallet.realMoney + wallet.bonusBalance, 2);
    expect(wallet.bonusBalance).toBe(25);
    expect(wallet.depositWager).toBeLessThanOrEqual(50 - 4);
    expect((await h.call(e.getWallet)).status).toBe(403);
  });
});

describe('tournament leaderboards: ghost mode and live updates', () => {
  const connect = (auth: Record<string, unknown>) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = io(h.url, { path: SOCKET_PATH, auth, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.on('connect', () => resolve(socket));
      socket.on('connect_error', (err) => reject(err));
    });

  it('anonymises ghost-mode players in leaderboards and public statistics, keeping their user id for their own row', async () => {
    const token = await h.login('pokerface@players.demo.test');
    const ghostId = await userIdOf(token);
    const board = okData(await h.call(e.getLeaderboard, { token, params: { id: 1 } }));
    const row = must(
      board.rows.find((r) => r.userId === ghostId),
      'the ghost player in the weekly race',
    );
    expect(row.nickname).toBe('Anonymous');
    // the player's own row is still theirs
    expect(board.me).toMatchObject({ userId: ghostId, nickname: 'Anonymous', position: row.position });
    expect(JSON.stringify(board)).not.toMatch(/PokerFace|MoonShot/);
    // everyone else keeps their nickname
    expect(board.rows.filter((r) => r.nickname !== 'Anonymous').length).toBe(board.rows.length - 2);
    expect(board.rows.some((r) => r.nickname === 'LuckyLuke')).toBe(true);
    const stats = okData(await h.call(e.getPlayerStats, { params: { id: ghostId } }));
    expect(stats).toMatchObject({ userId: ghostId, nickname: 'Anonymous' });
    expect(stats.races).toBeGreaterThanOrEqual(2);
    const lucky = must(board.rows.find((r) => r.nickname === 'LuckyLuke'));
    expect(okData(await h.call(e.getPlayerStats, { params: { id: lucky.userId } })).nickname).toBe('LuckyLuke');
  });

  it('names a player again once ghost mode is off, and hides them once it is on', async () => {
    const token = await h.login('stardust@players.demo.test');
    const id = await userIdOf(token);
    const name = async () =>
      must(
        okData(await h.call(e.getLeaderboard, { params: { id: 1 } })).rows.find((r) => r.userId === id),
        'StarDust in the race',
      ).nickname;
    expect(await name()).toBe('StarDust');
    okData(await h.call(e.updatePreferences, { token, body: { ghostMode: true } }));
    expect(await name()).toBe('Anonymous');
    expect(okData(await h.call(e.getPlayerStats, { params: { id } })).nickname).toBe('Anonymous');
    okData(await h.call(e.updatePreferences, { token, body: { ghostMode: false } }));
    expect(await name()).toBe('StarDust');
  });

  it('pushes a leaderboard event to every socket (guests too) for each running tournament a participant’s round counts in', async () => {
    const guest = await connect({});
    const heard: number[] = [];
    guest.on('leaderboard', (payload: unknown) => heard.push(socketEvents.leaderboard.parse(payload).tournamentId));
    const token = await h.login('luckyluke@players.demo.test');
    const id = await userIdOf(token);
    await credit(token, 50);
    const before = must(
      okData(await h.call(e.getLeaderboard, { params: { id: 1 } })).rows.find((r) => r.userId === id),
    );
    okData(await h.call(e.playRound, { token, params: { slug: 'book-of-dev' }, body: { bet: 2 } }));
    // the weekly race and Multiplier Madness run; last week's race has ended
    await expect.poll(() => [...heard].sort(), { timeout: 3000, interval: 5 }).toEqual([1, 2]);
    const after = must(okData(await h.call(e.getLeaderboard, { params: { id: 1 } })).rows.find((r) => r.userId === id));
    expect(after.wagered).toBeCloseTo(before.wagered + 2, 2);
    expect(after.gamesPlayed).toBe(before.gamesPlayed + 1);

    // a demo round, and a round of a player in no tournament, move no leaderboard
    heard.length = 0;
    okData(await h.call(e.playRound, { params: { slug: 'book-of-dev' }, body: { bet: 1, demo: true } }));
    const outsider = await h.login('kyc@demo.test');
    okData(await h.call(e.playRound, { token: outsider, params: { slug: 'book-of-dev' }, body: { bet: 1 } }));
    await heardAllSoFar(guest, outsider);
    expect(heard).toEqual([]);

    // joining is news too, and from then on the newcomer's rounds count
    expect(
      okData(await h.call(e.joinTournament, { token: outsider, params: { id: 1 }, body: {} })).tournament.joined,
    ).toBe(true);
    await expect.poll(() => heard, { timeout: 3000, interval: 5 }).toEqual([1]);
    heard.length = 0;
    okData(await h.call(e.playRound, { token: outsider, params: { slug: 'book-of-dev' }, body: { bet: 1 } }));
    await expect.poll(() => heard, { timeout: 3000, interval: 5 }).toEqual([1]);
    expect(okData(await h.call(e.getLeaderboard, { token: outsider, params: { id: 1 } })).me).toMatchObject({
      wagered: 1,
      gamesPlayed: 1,
    });
  });
});
