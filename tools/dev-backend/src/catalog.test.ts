import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_COUNT, generateGames } from './data/catalog';
import { gameCountFromEnv, readEnv } from './lib/config';
import { endpoints as e } from './test-contract';
import { okData, startHarness, type Harness } from './testing';

const dir = mkdtempSync(path.join(tmpdir(), 'dev-backend-games-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** SHA-256 of the default catalogue as it was before its size became configurable: the same 2,200 games. */
const DEFAULT_CATALOGUE_SHA256 = '04ff04dcf1a145f2767c0ee13bb2483f52f7882815cf95ae35cfe6fa3edd8747';

describe('game catalogue size (DEV_BACKEND_GAMES)', () => {
  it('generates the same 2,200 games by default, and a bigger catalogue starts with them', () => {
    // Compared by the hash of their JSON (as strict as toEqual for this plain data, and a fraction of its time).
    const sha256 = (games: unknown) => createHash('sha256').update(JSON.stringify(games)).digest('hex');
    const defaults = generateGames();
    expect(defaults).toHaveLength(GAME_COUNT);
    expect(sha256(defaults)).toBe(DEFAULT_CATALOGUE_SHA256);
    const big = generateGames(6000);
    expect(big).toHaveLength(6000);
    expect(sha256(big.slice(0, GAME_COUNT))).toBe(DEFAULT_CATALOGUE_SHA256);
    expect(new Set(big.map((g) => g.slug)).size).toBe(6000);
    expect(sha256(generateGames(6000))).toBe(sha256(big));
  });

  it('reads DEV_BACKEND_GAMES: a whole number from 1 to 200,000, else the start stops', () => {
    expect(gameCountFromEnv({})).toBe(2200);
    expect(gameCountFromEnv({ DEV_BACKEND_GAMES: '' })).toBe(2200);
    expect(gameCountFromEnv({ DEV_BACKEND_GAMES: '5000' })).toBe(5000);
    expect(readEnv({ DEV_BACKEND_GAMES: '12' }).games).toBe(12);
    for (const bad of ['abc', '0', '-5', '1.5', '1e4', '200001']) {
      expect(() => gameCountFromEnv({ DEV_BACKEND_GAMES: bad }), bad).toThrow(/DEV_BACKEND_GAMES/);
    }
  });

  // A start (Postgres and the seed) takes seconds of CPU: the backends start in the hooks, the tests use them.
  describe('an on-disk backend', () => {
    let first: Harness;
    let token = '';
    beforeAll(async () => {
      const saved = process.env['DEV_BACKEND_GAMES'];
      process.env['DEV_BACKEND_GAMES'] = '2345';
      first = await startHarness({ db: dir }).finally(() => {
        if (saved === undefined) delete process.env['DEV_BACKEND_GAMES'];
        else process.env['DEV_BACKEND_GAMES'] = saved;
      });
    });

    it('seeds that many games', async () => {
      expect(okData(await first.call(e.getGames, { query: { limit: 1 } })).count).toBe(2345);
      const categories = okData(await first.call(e.getFullCategoryList)).topCategoryList;
      expect(categories.reduce((a, c) => a + c.gameCount, 0)).toBe(2345);
      expect(okData(await first.call(e.getWinners, { query: { type: 'top' } }))).toHaveLength(10);
      token = await first.login('player@demo.test');
    });

    describe('restarted with another count', () => {
      let second: Harness;
      beforeAll(async () => {
        await first.close();
        second = await startHarness({ db: dir, games: 2200 });
      });
      afterAll(() => second?.close());

      it('adds or removes games only', async () => {
        expect(okData(await second.call(e.getGames, { query: { limit: 1 } })).count).toBe(2200);
        // the rest of the data (the session) is kept
        expect(okData(await second.call(e.getUserDetails, { token })).getUser.email).toBe('player@demo.test');
        expect(okData(await second.call(e.getGame, { params: { slug: 'book-of-dev' } })).game.id).toBe(1);
      });
    });
  });
});
