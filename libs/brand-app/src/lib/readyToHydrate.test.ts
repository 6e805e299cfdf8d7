import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@casino/translate';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, warmFormatsInOwnTask } from './readyToHydrate';

afterEach(() => vi.useRealTimers());

describe('hydration waits for the first paint', () => {
  it('resolves only after the next frame has been painted', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback = () => undefined;
    const win = {
      requestAnimationFrame: vi.fn((cb: FrameRequestCallback) => ((frame = cb), 1)),
      setTimeout,
      clearTimeout,
    };
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

describe("hydration waits for the language's Intl formatters, built in a task of their own", () => {
  it('builds the number formatter after the current task, before it resolves, into the cache the translator reads', async () => {
    vi.useFakeTimers();
    const NumberFormat = Intl.NumberFormat;
    const built: unknown[] = [];
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      built.push(args[0]);
      return new NumberFormat(...args);
    } as never);
    let done = false;
    // A language no other test formats in: its formatter is not in the cache yet.
    void warmFormatsInOwnTask('sw').then(() => (done = true));
    // Not in the task that asked (the entry module's evaluation, already long on a phone).
    expect(built).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(built).toEqual(['sw']);
    expect(done).toBe(true);
    // The translator's count and formatMoney find it there: no second construction.
    createTranslator({ lng: 'sw', translations: { games: '{{count, number}} games' } }).t('games', { count: 2200 });
    expect(built).toEqual(['sw']);
    vi.restoreAllMocks();
  });

  it('still resolves when Intl rejects the language tag: a head start never holds hydration up', async () => {
    vi.useFakeTimers();
    let done = false;
    void warmFormatsInOwnTask('not a language tag!').then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
