import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, inactivityTimeoutMs, startInactivityTimer } from './inactivity';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('inactivity timeout (spec sections 4 and 9)', () => {
  it('is 30 minutes unless the setting is greater than 1', () => {
    expect(inactivityTimeoutMs(undefined)).toBe(30 * 60_000);
    expect(inactivityTimeoutMs(1)).toBe(30 * 60_000);
    expect(inactivityTimeoutMs(0)).toBe(30 * 60_000);
    expect(inactivityTimeoutMs(5)).toBe(5 * 60_000);
  });

  it('expires once after the timeout without activity', () => {
    const onExpire = vi.fn();
    startInactivityTimer({ timeoutMs: 60_000, onExpire });
    vi.advanceTimersByTime(59_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * 60_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it.each(ACTIVITY_EVENTS)('restarts the wait on %s', (name) => {
    const onExpire = vi.fn();
    startInactivityTimer({ timeoutMs: 60_000, onExpire });
    vi.advanceTimersByTime(50_000);
    window.dispatchEvent(new Event(name));
    vi.advanceTimersByTime(50_000);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stops listening and never fires once stopped (sign-out, page left)', () => {
    const onExpire = vi.fn();
    const stop = startInactivityTimer({ timeoutMs: 60_000, onExpire });
    stop();
    vi.advanceTimersByTime(120_000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});
