import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './readyToHydrate';

afterEach(() => vi.useRealTimers());

describe('hydration waits for the first paint', () => {
  it('resolves only after the next frame has been painted', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback = () => undefined;
    const win = { requestAnimationFrame: vi.fn((cb: FrameRequestCallback) => ((frame = cb), 1)), setTimeout, clearTimeout };
    let done = false;
    void afterFirstPaint(win as never).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    frame(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('goes on without a frame after a moment (a hidden tab paints none)', async () => {
    vi.useFakeTimers();
    const win = { requestAnimationFrame: vi.fn(() => 1), setTimeout, clearTimeout };
    let done = false;
    void afterFirstPaint(win as never).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
