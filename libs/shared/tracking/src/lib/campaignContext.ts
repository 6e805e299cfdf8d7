import { TRACKING_KEYS, type DeviceType } from './constants';
import { deviceTypeFromWidth, readCampaignLast } from './rules';
import { combinedStore, cookieStore, webStorageStore, type TrackingStore } from './store';

/** What login and sign-up bodies carry from tracking (spec section 7). */
export interface CampaignContext {
  cpnc: string | null;
  mkt: string | null;
  userDeviceType: DeviceType;
  /** The affiliate token (the affiliate key parameter of the landing URL). */
  token: string | null;
  firstUrl?: string;
  /** Designed here: `WIDTHxHEIGHT` of the screen. */
  screenResolution: string;
  /** Designed here: the referral code of the last referral link this browser came through (the referral lib keeps it). */
  referralCode?: string;
}

/** Where the referral lib keeps the code of the last referral link followed, for the sign-up that follows. */
export const REFERRAL_CODE_KEY = 'casino.referralCode';

function readReferralCode(): string | undefined {
  try {
    return window.localStorage.getItem(REFERRAL_CODE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the visitor's campaign values as the tracking root stored them. The campaign `last` value, while inside its
 * window, wins over the first-touch cpnc.
 */
export function readCampaignContext(
  store: TrackingStore = combinedStore(cookieStore(document), webStorageStore(window.localStorage)),
  now: number = Date.now(),
): CampaignContext {
  const stored = store.get(TRACKING_KEYS.deviceType);
  const userDeviceType: DeviceType =
    stored === 'desktop' || stored === 'tablet' || stored === 'mobile'
      ? stored
      : deviceTypeFromWidth(window.innerWidth);
  const firstUrl = store.get(TRACKING_KEYS.firstUrl);
  const referralCode = readReferralCode();
  return {
    cpnc: readCampaignLast(store, now) ?? store.get(TRACKING_KEYS.cpnc),
    mkt: store.get(TRACKING_KEYS.mkt),
    userDeviceType,
    token: store.get(TRACKING_KEYS.affiliateKey),
    ...(firstUrl ? { firstUrl } : {}),
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    ...(referralCode ? { referralCode } : {}),
  };
}
