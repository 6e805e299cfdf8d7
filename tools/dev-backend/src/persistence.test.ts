import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS } from './data/reference';
import { endpoints as e } from './test-contract';
import { must, okData, startHarness, type Harness } from './testing';

const dir = mkdtempSync(path.join(tmpdir(), 'dev-backend-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A start (Postgres and the seed) takes seconds of CPU: the backends start in the hooks, the tests use them.
describe('on-disk database', () => {
  const now = '2026-05-20T10:00:00.000Z';
  let first: Harness;
  let token = '';
  let claimed: { date: string; amount: number } | undefined;
  let wallet: unknown;
  beforeAll(async () => {
    first = await startHarness({ db: dir, now });
  });

  it('claims a rakeback day', async () => {
    token = await first.login('player@demo.test');
    const days = okData(await first.call(e.getRakebackDays, { token })).days;
    const day = must(
      days.find(
        (d) =>
          (d.canClaimDate === '2026-05-20' || d.canClaimDate === '2026-05-19') && Number(d.amount) > 0 && !d.paidAt,
      ),
    );
    expect(day).toBeDefined();
    const claim = okData(
      await first.call(e.rakebackClaim, { token, body: { bonusId: 100, claimDate: day.canClaimDate } }),
    );
    claimed = { date: day.canClaimDate, amount: claim.amount };
    wallet = okData(await first.call(e.getUserDetails, { token })).getUser.userWallet;
  });

  describe('restarted as in production: same data, no dev controls', () => {
    let second: Harness;
    beforeAll(async () => {
      await first.close();
      second = await startHarness({ db: dir, now, devControls: false });
    });
    afterAll(() => second?.close());

    it('keeps a claimed rakeback day (and the session) after a restart', async () => {
      const { date, amount } = must(claimed, 'claimed day');
      const again = must(
        okData(await second.call(e.getRakebackDays, { token })).days.find((d) => d.canClaimDate === date),
      );
      expect(again.paidAt).not.toBeNull();
      expect(Number(again.amount)).toBe(amount);
      expect(okData(await second.call(e.getUserDetails, { token })).getUser.userWallet).toEqual(wallet);
    });

    it('production mode has no dev controls', async () => {
      const reset = await fetch(`${second.url}/__dev/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(reset.status).toBe(404);
    });

    it("production mode has no fake Google consent screen, and every brand's settings turn Google sign-in off", async () => {
      const consent = await fetch(
        `${second.url}/__dev/google/authorize?client_id=dev-curacao.apps.googleusercontent.test`,
      );
      expect(consent.status).toBe(404);
      const posted = await fetch(`${second.url}/__dev/google/authorize`, {
        method: 'POST',
        body: new URLSearchParams({ account: 'demo' }),
        redirect: 'manual',
      });
      expect(posted.status).toBe(404);
      for (const brand of Object.keys(BRANDS)) {
        expect(
          okData(await second.call(e.getSettings, { headers: { 'x-casino-brand': brand } })).googleLoginEnabled,
          brand,
        ).toBe(false);
      }
    });
  });
});
