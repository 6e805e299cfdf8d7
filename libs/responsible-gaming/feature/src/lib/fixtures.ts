import type { Limit, ResponsibleGaming } from '@casino/api-contract';

/** A limit as the dev backend answers it. */
export const limitFixture = (overrides: Partial<Limit> = {}): Limit => ({
  type: 'deposit',
  period: 0,
  amount: 1000,
  used: 150,
  updatedAt: '2026-11-20T10:00:00.000Z',
  nextChangeAt: null,
  pending: null,
  ...overrides,
});

/** The demo player's responsible-gaming state: a daily deposit limit of 1000, nothing else. */
export const rgStateFixture = (overrides: Partial<ResponsibleGaming> = {}): ResponsibleGaming => ({
  limits: [limitFixture()],
  sessionLimit: null,
  selfExclusion: null,
  frozenUntil: null,
  market: 'default',
  realityCheckMinutes: null,
  ...overrides,
});

/** A player just registered in a market offering a deposit limit at the start (UK): no limit of any kind yet. */
export const newPlayerStateFixture = (overrides: Partial<ResponsibleGaming> = {}): ResponsibleGaming =>
  rgStateFixture({ market: 'UK', limits: [], ...overrides });
