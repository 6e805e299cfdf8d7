import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, useAttemptKey } from './idempotency';

describe('newIdempotencyKey', () => {
  it('makes a key the contract takes (16 to 64 of [A-Za-z0-9_-]), prefixed by what it is for, never the same twice', () => {
    const deposit = newIdempotencyKey();
    const withdrawal = newIdempotencyKey('wd');
    expect(deposit).toMatch(/^dep_[0-9a-f]{36}$/);
    expect(withdrawal).toMatch(/^wd_[0-9a-f]{36}$/);
    for (const key of [deposit, withdrawal]) expect(key).toMatch(/^[\w-]{16,64}$/);
    expect(newIdempotencyKey()).not.toBe(deposit);
  });
});

describe('useAttemptKey', () => {
  it('keeps one key for the repeats of an attempt, and makes a new one once what the attempt is made of changes', () => {
    const { result, rerender } = renderHook(({ amount, method }) => useAttemptKey('dep', [method, amount]), {
      initialProps: { method: 1, amount: '25' },
    });
    const first = result.current.take();
    expect(first).toMatch(/^dep_/);
    rerender({ method: 1, amount: '25' });
    expect(result.current.take()).toBe(first);
    rerender({ method: 1, amount: '26' });
    const second = result.current.take();
    expect(second).not.toBe(first);
    // Back to what the first attempt was made of: still an attempt of its own.
    rerender({ method: 1, amount: '25' });
    expect(result.current.take()).not.toBe(second);
    expect(result.current.take()).not.toBe(first);
  });

  it('makes a new key after the attempt is settled (dropped), with nothing changed', () => {
    const { result } = renderHook(() => useAttemptKey('wd', ['quote']));
    const first = result.current.take();
    result.current.drop();
    expect(result.current.take()).not.toBe(first);
    expect(result.current.take()).toMatch(/^wd_/);
  });
});
