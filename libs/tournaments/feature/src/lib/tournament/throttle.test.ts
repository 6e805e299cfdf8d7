import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('throttle', () => {
  it('runs at once, folds the calls of the next 2 seconds into one run at their end, and never drops the last', () => {
    const task = vi.fn();
    const refresh = throttle(task, 2_000);
    refresh.call();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    refresh.call();
    refresh.call();
    refresh.call();
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_499);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(2);
    // quiet for a while: the next call runs at once again
    vi.advanceTimersByTime(5_000);
    refresh.call();
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('drops a waiting run when cancelled', () => {
    const task = vi.fn();
    const refresh = throttle(task, 2_000);
    refresh.call();
    refresh.call();
    refresh.cancel();
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
