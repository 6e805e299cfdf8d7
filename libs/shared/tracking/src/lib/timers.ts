import type { LogEventBody } from '@casino/api-contract';
import { PAGE_VIEW_DELAY_MS, TIME_ON_SCREEN_INTERVAL_MS, TRACKING_KEYS, type DeviceType } from './constants';
import { pendingCpnc } from './rules';
import type { TrackingStore } from './store';

export type SendEvent = (body: LogEventBody) => Promise<unknown>;

/**
 * PAGE_VIEW 300 ms after a navigation; a newer navigation inside the window cancels the pending one.
 * `cpnc_sent` is set only after the send succeeded, so a failed send retries the campaign next time.
 */
export function createPageViewScheduler(opts: {
  sendEvent: SendEvent;
  store: TrackingStore;
  deviceType: () => DeviceType;
}) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = (url: string) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      const cpnc = pendingCpnc(opts.store);
      const body: LogEventBody = {
        event: 'PAGE_VIEW',
        data: { url },
        mkt: opts.store.get(TRACKING_KEYS.mkt),
        userDeviceType: opts.deviceType(),
        ...(cpnc ? { cpncToSent: cpnc } : {}),
      };
      opts.sendEvent(body).then(
        () => {
          if (cpnc) opts.store.set(TRACKING_KEYS.cpncSent, 'true');
        },
        () => undefined, // tracking never breaks the page
      );
    }, PAGE_VIEW_DELAY_MS);
  };
  return { schedule, cancel };
}

/** Counts seconds on screen in 60 s steps while the tab is visible; `seconds()` is for whoever reports it. */
export function createTimeOnScreen(opts: { store: TrackingStore; isVisible: () => boolean }) {
  const read = () => Number(opts.store.get(TRACKING_KEYS.timeOnScreen) ?? 0) || 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    start() {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        if (opts.isVisible())
          opts.store.set(TRACKING_KEYS.timeOnScreen, String(read() + TIME_ON_SCREEN_INTERVAL_MS / 1000));
      }, TIME_ON_SCREEN_INTERVAL_MS);
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
    seconds: read,
  };
}
