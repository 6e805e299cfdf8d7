import {
  CAMPAIGN_LAST_MAX_AGE_MS,
  CAMPAIGN_MAX_AGE_MS,
  DEFAULT_AFFILIATE_PARAM,
  TRACKING_BREAKPOINTS,
  TRACKING_KEYS,
  VISIT_STALE_MS,
  VISIT_THROTTLE_MS,
  type DeviceType,
} from './constants';
import type { TrackingStore } from './store';

/** Device type from the viewport width (spec section 9 breakpoints). */
export function deviceTypeFromWidth(width: number): DeviceType {
  if (width < TRACKING_BREAKPOINTS.tabletMin) return 'mobile';
  if (width <= TRACKING_BREAKPOINTS.tabletMax) return 'tablet';
  return 'desktop';
}

export type DepositCategory = 'first' | 'second_to_fourth' | 'fifth_plus';

/** Deposit count → tracking category; null for 0 or invalid counts (no deposit to report). */
export function depositCountCategory(count: number): DepositCategory | null {
  if (!Number.isFinite(count) || count < 1) return null;
  if (count === 1) return 'first';
  if (count <= 4) return 'second_to_fourth';
  return 'fifth_plus';
}

/** Keeps `playing` and `demo` from the landing URL when redirecting an affiliate visitor to `target`. */
export function buildAffiliateRedirectUrl(target: string, landingSearch: string): string {
  const from = new URLSearchParams(landingSearch);
  const [path, query = ''] = target.split('?', 2) as [string, string?];
  const out = new URLSearchParams(query);
  for (const key of ['playing', 'demo']) {
    const value = from.get(key);
    if (value !== null) out.set(key, value);
  }
  const qs = out.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface CapturedParams {
  affiliateKey: string | null;
  cpnc: string | null;
  mkt: string | null;
  pid: string | null;
  userDeviceType: DeviceType | null;
  whitelisted: boolean;
  last: string | null;
}

/** Reads the tracking parameters of a landing URL's query string; the affiliate parameter name comes from settings. */
export function readTrackingParams(
  search: string,
  affiliateKeyQueryParameter = DEFAULT_AFFILIATE_PARAM,
): CapturedParams {
  const q = new URLSearchParams(search);
  const device = q.get('userDeviceType');
  return {
    affiliateKey: q.get(affiliateKeyQueryParameter || DEFAULT_AFFILIATE_PARAM),
    cpnc: q.get('cpnc'),
    mkt: q.get('mkt'),
    pid: q.get('pid'),
    userDeviceType: device === 'desktop' || device === 'tablet' || device === 'mobile' ? device : null,
    whitelisted: q.get('whitelisted') === '1',
    last: q.get('last'),
  };
}

/**
 * Stores what the landing URL carried. Campaign values (cpnc, mkt, pid, affiliate key, device override) live
 * 365 days; a new cpnc resets `cpnc_sent` so the new campaign is reported once.
 */
export function captureLandingParams(store: TrackingStore, params: CapturedParams, now: number): void {
  if (params.affiliateKey) store.set(TRACKING_KEYS.affiliateKey, params.affiliateKey, CAMPAIGN_MAX_AGE_MS);
  if (params.cpnc && params.cpnc !== store.get(TRACKING_KEYS.cpnc)) {
    store.set(TRACKING_KEYS.cpnc, params.cpnc, CAMPAIGN_MAX_AGE_MS);
    store.remove(TRACKING_KEYS.cpncSent);
  }
  if (params.mkt) store.set(TRACKING_KEYS.mkt, params.mkt, CAMPAIGN_MAX_AGE_MS);
  if (params.pid) store.set(TRACKING_KEYS.pid, params.pid, CAMPAIGN_MAX_AGE_MS);
  if (params.userDeviceType) {
    store.set(TRACKING_KEYS.deviceType, params.userDeviceType, CAMPAIGN_MAX_AGE_MS);
    store.set(TRACKING_KEYS.deviceTypeFromUrl, params.userDeviceType, CAMPAIGN_MAX_AGE_MS);
  }
  if (params.whitelisted) store.set(TRACKING_KEYS.whitelisted, 'true', CAMPAIGN_MAX_AGE_MS);
  if (params.last) saveCampaignLast(store, params.last, now);
}

/**
 * The campaign `last` value is kept as JSON `{ value, savedAt }` (savedAt = epoch ms of the landing that carried
 * it) under `campaign_last`. It counts only while `now - savedAt < 7 days − 1 h`; a later read past that window
 * deletes it, so an old click can never be credited. A new `last` replaces the old one and restarts the window.
 */
export function saveCampaignLast(store: TrackingStore, value: string, now: number): void {
  store.set(TRACKING_KEYS.campaignLast, JSON.stringify({ value, savedAt: now }), CAMPAIGN_MAX_AGE_MS);
}

export function readCampaignLast(store: TrackingStore, now: number): string | null {
  const raw = store.get(TRACKING_KEYS.campaignLast);
  if (!raw) return null;
  try {
    const { value, savedAt } = JSON.parse(raw) as { value?: unknown; savedAt?: unknown };
    if (typeof value === 'string' && typeof savedAt === 'number' && now - savedAt < CAMPAIGN_LAST_MAX_AGE_MS)
      return value;
  } catch {
    // corrupt entry: drop it below
  }
  store.remove(TRACKING_KEYS.campaignLast);
  return null;
}

/** Stores the first URL of the visit once; later calls keep the original. */
export function rememberFirstUrl(store: TrackingStore, url: string): string {
  const existing = store.get(TRACKING_KEYS.firstUrl);
  if (existing) return existing;
  store.set(TRACKING_KEYS.firstUrl, url);
  return url;
}

/**
 * Visit throttle. Record = JSON `{ [userId]: lastVisitEpochMs }` under `visit_records`. A visit counts when the
 * user has no record younger than 30 min; every call drops records older than 60 min so the map stays small.
 * Returns true when the caller should report the visit (and records it).
 */
export function shouldTrackVisit(store: TrackingStore, userId: string, now: number): boolean {
  let records: Record<string, number> = {};
  try {
    const parsed: unknown = JSON.parse(store.get(TRACKING_KEYS.visits) ?? '{}');
    if (parsed && typeof parsed === 'object') records = parsed as Record<string, number>;
  } catch {
    // corrupt: start over
  }
  const fresh: Record<string, number> = {};
  for (const [id, at] of Object.entries(records)) {
    if (typeof at === 'number' && now - at < VISIT_STALE_MS) fresh[id] = at;
  }
  const last = fresh[userId];
  const track = last === undefined || now - last >= VISIT_THROTTLE_MS;
  if (track) fresh[userId] = now;
  store.set(TRACKING_KEYS.visits, JSON.stringify(fresh));
  return track;
}

/** The cpnc to send with the next PAGE_VIEW: the stored campaign until it has been sent once. */
export function pendingCpnc(store: TrackingStore): string | null {
  return store.get(TRACKING_KEYS.cpncSent) ? null : store.get(TRACKING_KEYS.cpnc);
}
