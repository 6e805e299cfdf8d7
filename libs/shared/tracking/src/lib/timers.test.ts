import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_KEYS } from './constants';
import { memoryStorage, webStorageStore } from './store';
import { createPageViewScheduler, createTimeOnScreen } from './timers';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('page view scheduler', () => {
  it('sends PAGE_VIEW 300 ms after navigation, and a navigation inside the window replaces the pending one', async () => {
    const store = webStorageStore(memoryStorage());
    store.set('mkt', 'M1');
    const sendEvent = vi.fn().mockResolvedValue({});
    const s = createPageViewScheduler({ store, sendEvent, deviceType: () => 'mobile' });
    s.schedule('/a');
    await vi.advanceTimersByTimeAsync(299);
    s.schedule('/b');
    await vi.advanceTimersByTimeAsync(299);
    expect(sendEvent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sendEvent).toHaveBeenCalledTimes(1);
    expect(sendEvent).toHaveBeenCalledWith({
      event: 'PAGE_VIEW',
      data: { url: '/b' },
      mkt: 'M1',
      userDeviceType: 'mobile',
    });
  });

  it('sends cpncToSent until one send succeeded, then marks cpnc_sent', async () => {
    const store = webStorageStore(memoryStorage());
    store.set('cpnc', 'C1');
    const sendEvent = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue({});
    const s = createPageViewScheduler({ store, sendEvent, deviceType: () => 'desktop' });
    for (const url of ['/1', '/2', '/3']) {
      s.schedule(url);
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(sendEvent.mock.calls.map(([b]) => b.cpncToSent)).toEqual(['C1', 'C1', undefined]);
    expect(store.get(TRACKING_KEYS.cpncSent)).toBe('true');
  });

  it('cancel drops the pending event', async () => {
    const sendEvent = vi.fn().mockResolvedValue({});
    const s = createPageViewScheduler({
      store: webStorageStore(memoryStorage()),
      sendEvent,
      deviceType: () => 'desktop',
    });
    s.schedule('/a');
    s.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sendEvent).not.toHaveBeenCalled();
  });
});

describe('time on screen', () => {
  it('adds 60 s every minute while visible only', () => {
    let visible = true;
    const t = createTimeOnScreen({ store: webStorageStore(memoryStorage()), isVisible: () => visible });
    t.start();
    vi.advanceTimersByTime(59_999);
    expect(t.seconds()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(t.seconds()).toBe(60);
    visible = false;
    vi.advanceTimersByTime(120_000);
    expect(t.seconds()).toBe(60);
    visible = true;
    vi.advanceTimersByTime(60_000);
    expect(t.seconds()).toBe(120);
    t.stop();
    vi.advanceTimersByTime(60_000);
    expect(t.seconds()).toBe(120);
  });
});
