import { DEFAULT_AFFILIATE_KEY_QUERY_PARAMETER, type DEVICE_TYPES } from '@casino/api-contract';

export type DeviceType = (typeof DEVICE_TYPES)[number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Spec section 9: under 768 px is mobile, 768 to 1024 px is tablet (data-access may not import design-system). */
export const TRACKING_BREAKPOINTS = { tabletMin: 768, tabletMax: 1024 } as const;

export const CAMPAIGN_MAX_AGE_MS = 365 * DAY;
/** "roughly 7 days minus 1 hour" (spec section 4). */
export const CAMPAIGN_LAST_MAX_AGE_MS = 7 * DAY - 60 * MINUTE;
export const PAGE_VIEW_DELAY_MS = 300;
export const VISIT_THROTTLE_MS = 30 * MINUTE;
export const VISIT_STALE_MS = 60 * MINUTE;
export const TIME_ON_SCREEN_INTERVAL_MS = 60_000;
export const DEFAULT_AFFILIATE_PARAM = DEFAULT_AFFILIATE_KEY_QUERY_PARAMETER;

/** Storage keys from spec section 3 ("Locally stored values"). */
export const TRACKING_KEYS = {
  cpnc: 'cpnc',
  mkt: 'mkt',
  pid: 'pid',
  cpncSent: 'cpnc_sent',
  whitelisted: 'whitelisted',
  firstUrl: 'firstUrl',
  deviceType: 'userDeviceType',
  /** Designed here: a `userDeviceType` the landing URL carried; it wins over the viewport for 365 days. */
  deviceTypeFromUrl: 'userDeviceTypeParam',
  affiliateKey: 'affiliateKey',
  /** Designed here: `{ value, savedAt }` of the campaign `last` parameter. */
  campaignLast: 'campaign_last',
  /** Designed here: JSON `{ [userId]: lastVisitEpochMs }`. */
  visits: 'visit_records',
  timeOnScreen: 'time_on_screen',
} as const;
