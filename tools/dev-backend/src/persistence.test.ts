import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints as e } from './test-contract';
import { must, okData, startHarness } from './testing';

const dir = mkdtempSync(path.join(tmpdir(), 'dev-backend-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('on-disk database', () => {
  it('keeps a claimed rakeback day (and the session) after a restart; production mode has no dev controls', async () => {
    const now = '2026-05-20T10:00:00.000Z';
    const first = await startHarness({ db: dir, now });
    const token = await first.login('player@demo.test');
    const days = okData(await first.call(e.getRakebackDays, { token })).days;
    const day = must(days.find((d) => (d.canClaimDate === '2026-05-20' || d.canClaimDate === '2026-05-19') && Number(d.amount) > 0 && !d.paidAt));
    expect(day).toBeDefined();
    const claim = okData(await first.call(e.rakebackClaim, { token, body: { bonusId: 100, claimDate: day.canClaimDate } }));
    const wallet = okData(await first.call(e.getUserDetails, { token })).getUser.userWallet;
    await first.close();

    // Restarted as in production: same data, no dev controls.
    const second = await startHarness({ db: dir, now, devControls: false });
    try {
      const reset = await fetch(`${second.url}/__dev/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(reset.status).toBe(404);
      const again = must(okData(await second.call(e.getRakebackDays, { token })).days.find((d) => d.canClaimDate === day.canClaimDate));
      expect(again.paidAt).not.toBeNull();
      expect(Number(again.amount)).toBe(claim.amount);
      expect(okData(await second.call(e.getUserDetails, { token })).getUser.userWallet).toEqual(wallet);
    } finally {
      await second.close();
    }
  }, 60_000);
});
