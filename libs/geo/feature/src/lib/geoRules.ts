import { readCookie, rememberForAYear } from '@casino/storage';

/** Locally stored values of the spec (section 3) the country block uses. */
export const GEO_KEYS = {
  isVerified: 'isVerified',
  whitelisted: 'whitelisted',
  userIP: 'userIP',
  userFromRestrictedCountry: 'userFromRestrictedCountry',
  countryCheck: 'countryCheck',
} as const;
/** Spec section 9: geolocation (and the reverse-geocoding call) get 10 s. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

export interface BlockInputs {
  country: string;
  /** Every IP known for the visitor (the detected one, and any stored `userIP`). */
  ips: string[];
  excludedCountries: readonly string[];
  whitelistedIPs: readonly string[];
  signedIn: boolean;
  /** `?whitelisted=1` or the stored `whitelisted` flag. */
  whitelisted: boolean;
  isVerified: boolean;
}

/** Spec section 4: blocked when every one of these holds. Crawlers are decided before (they never get here). */
export function isCountryBlocked({
  country,
  ips,
  excludedCountries,
  whitelistedIPs,
  signedIn,
  whitelisted,
  isVerified,
}: BlockInputs): boolean {
  return (
    excludedCountries.includes(country.toUpperCase()) &&
    !ips.some((ip) => whitelistedIPs.includes(ip)) &&
    !signedIn &&
    !whitelisted &&
    !isVerified
  );
}

/** The flags the server can see: `whitelisted` and `isVerified` cookies, and `?whitelisted=1` on this request. */
export function geoFlagsFrom(request: Request): { whitelisted: boolean; isVerified: boolean; storedIp?: string } {
  const header = request.headers.get('Cookie');
  const query = new URL(request.url).searchParams.get('whitelisted');
  return {
    whitelisted: query === '1' || readCookie(GEO_KEYS.whitelisted, header) === 'true',
    isVerified: readCookie(GEO_KEYS.isVerified, header) === 'true',
    storedIp: readCookie(GEO_KEYS.userIP, header),
  };
}

/** Keeps a flag in a year-long cookie (so the server sees it) and in storage (the spec's local value). */
export function rememberFlag(key: string, value: string): void {
  rememberForAYear(key, value);
}
