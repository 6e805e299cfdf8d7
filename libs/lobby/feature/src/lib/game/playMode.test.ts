import { userDetailsFixture } from '@casino/session/testing';
import { describe, expect, it } from 'vitest';
import { playBlock } from './playMode';

const now = new Date('2026-11-23T12:00:00Z');
const player = userDetailsFixture();
const limited = (userLimit: {
  isSelfExclusionPermanent: boolean;
  selfExclusion: string | null;
  frozenUntil: string | null;
}) => userDetailsFixture({ getUser: { userLimit } });
const excluded = limited({ isSelfExclusionPermanent: false, selfExclusion: '2026-12-01T00:00:00Z', frozenUntil: null });
const frozen = limited({ isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: '2026-11-30T00:00:00Z' });

describe('playBlock', () => {
  it('lets a guest play a demo where the settings allow, and not otherwise', () => {
    expect(playBlock('demo', { demoAvailable: true }, undefined, true, now)).toBeNull();
    expect(playBlock('demo', { demoAvailable: true }, undefined, false, now)).toBe('demoNeedsLogin');
  });

  it('refuses a demo the game does not have', () => {
    expect(playBlock('demo', { demoAvailable: false }, player, true, now)).toBe('demoUnavailable');
  });

  it('asks a guest to log in for real money', () => {
    expect(playBlock('real', { demoAvailable: true }, undefined, true, now)).toBe('realNeedsLogin');
  });

  it('refuses real money to a self-excluded player (they may only withdraw)', () => {
    expect(playBlock('real', { demoAvailable: true }, excluded, true, now)).toBe('selfExcluded');
    expect(playBlock('real', { demoAvailable: true }, player, true, now)).toBeNull();
  });

  it('refuses real money to a frozen player while the freeze lasts, and self-exclusion wins over a freeze', () => {
    expect(playBlock('real', { demoAvailable: true }, frozen, true, now)).toBe('frozen');
    expect(playBlock('real', { demoAvailable: true }, frozen, true, new Date('2026-12-01T00:00:00Z'))).toBeNull();
    expect(
      playBlock(
        'real',
        { demoAvailable: true },
        limited({ isSelfExclusionPermanent: true, selfExclusion: null, frozenUntil: '2026-11-30T00:00:00Z' }),
        true,
        now,
      ),
    ).toBe('selfExcluded');
  });

  it('keeps the demo open to a self-excluded or frozen player', () => {
    expect(playBlock('demo', { demoAvailable: true }, excluded, true, now)).toBeNull();
    expect(playBlock('demo', { demoAvailable: true }, frozen, false, now)).toBeNull();
  });
});
