import { describe, expect, it } from 'vitest';
import { shardFromEnv } from './config';

describe('a suite in parts (CASINO_E2E_SHARD)', () => {
  it('reads the part and the number of parts, or none', () => {
    expect(shardFromEnv(undefined)).toBeNull();
    expect(shardFromEnv('')).toBeNull();
    expect(shardFromEnv('2/2')).toEqual({ current: 2, total: 2 });
  });

  it('refuses what is not a part of the parts', () => {
    for (const bad of ['0/2', '3/2', 'two', '1/', '1/10']) expect(() => shardFromEnv(bad), bad).toThrow(/CASINO_E2E_SHARD/);
  });
});
