import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { TRACKING_KEYS } from './constants';
import { buildRetargetingPixelUrl, fireRetargetingPixel, readPixelEnvironment } from './retargeting';
import {
  captureLandingParams,
  deviceTypeFromWidth,
  readTrackingParams,
  rememberFirstUrl,
  shouldTrackVisit,
} from './rules';
import { combinedStore, cookieStore, webStorageStore, type TrackingStore } from './store';
import { createPageViewScheduler, createTimeOnScreen, type SendEvent } from './timers';

export interface TrackingRootProps {
  settings: { affiliateKeyQueryParameter?: string; dspretargettraffID?: string };
  userId?: string | number | null;
  sendEvent: SendEvent;
  /** Called when the visit throttle lets a visit through (the caller decides what to report). */
  onVisit?: (userId: string) => void;
  /** Deployment settings; without a pixel base URL the retargeting pixel is off. */
  retargeting?: { pixelBaseUrl?: string; scriptUrl?: string };
  nonce?: string;
  /** Injected for tests; defaults to cookie + localStorage built in an effect (never at import or SSR). */
  createStore?: () => TrackingStore;
}

const defaultStore = () => combinedStore(cookieStore(document), webStorageStore(window.localStorage));

/** Mounted once in the root: wires capture, device type, firstUrl, PAGE_VIEW, visits, time on screen and the pixel. */
export function TrackingRoot(props: TrackingRootProps) {
  useTracking(props);
  return null;
}

export function useTracking({
  settings,
  userId,
  sendEvent,
  onVisit,
  retargeting,
  nonce,
  createStore,
}: TrackingRootProps) {
  const location = useLocation();
  const storeRef = useRef<TrackingStore | null>(null);
  const schedulerRef = useRef<ReturnType<typeof createPageViewScheduler> | null>(null);
  const sendRef = useRef(sendEvent);
  sendRef.current = sendEvent;

  // Landing: capture params, firstUrl, device type; time on screen runs for the page's life.
  useEffect(() => {
    const store = (createStore ?? defaultStore)();
    storeRef.current = store;
    const now = Date.now();
    captureLandingParams(store, readTrackingParams(window.location.search, settings.affiliateKeyQueryParameter), now);
    rememberFirstUrl(store, window.location.href);
    // A `userDeviceType` a landing URL carried wins (kept 365 days with the campaign values); otherwise the viewport
    // decides at each send.
    const stored = store.get(TRACKING_KEYS.deviceTypeFromUrl);
    const override =
      readTrackingParams(window.location.search).userDeviceType ??
      (stored === 'desktop' || stored === 'tablet' || stored === 'mobile' ? stored : null);
    const device = () => {
      const type = override ?? deviceTypeFromWidth(window.innerWidth);
      store.set(TRACKING_KEYS.deviceType, type);
      return type;
    };
    device();
    schedulerRef.current = createPageViewScheduler({ store, deviceType: device, sendEvent: (b) => sendRef.current(b) });
    const time = createTimeOnScreen({ store, isVisible: () => document.visibilityState === 'visible' });
    time.start();
    return () => {
      schedulerRef.current?.cancel();
      time.stop();
    };
    // Landing capture runs once per mount by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    schedulerRef.current?.schedule(location.pathname + location.search);
  }, [location.pathname, location.search]);

  useEffect(() => {
    const store = storeRef.current;
    if (userId === undefined || userId === null || !store) return;
    const id = String(userId);
    if (shouldTrackVisit(store, id, Date.now())) onVisit?.(id);
  }, [userId, location.pathname, onVisit]);

  // Fired once per mount (and again after leaving a /play/ page), not on every navigation.
  const onPlayPage = location.pathname.startsWith('/play/');
  useEffect(() => {
    const pixelUrl = buildRetargetingPixelUrl({
      id: settings.dspretargettraffID ?? '',
      ...(retargeting?.pixelBaseUrl ? { pixelBaseUrl: retargeting.pixelBaseUrl } : {}),
      pathname: onPlayPage ? '/play/' : '/',
      env: readPixelEnvironment(window),
    });
    if (!pixelUrl) return;
    return fireRetargetingPixel(document, {
      pixelUrl,
      ...(retargeting?.scriptUrl ? { scriptUrl: retargeting.scriptUrl } : {}),
      ...(nonce ? { nonce } : {}),
    });
  }, [settings.dspretargettraffID, retargeting?.pixelBaseUrl, retargeting?.scriptUrl, nonce, onPlayPage]);
}
