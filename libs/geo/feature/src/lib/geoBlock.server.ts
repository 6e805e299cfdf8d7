import { splitCommaList, type AppSettings, type Location } from '@casino/api-contract';
import type { ApiClient } from '@casino/api-client';
import { getLocation } from '@casino/reference-data';
import { reportCountryBlocked } from '../api/report-country-blocked';
import { geoFlagsFrom, isCountryBlocked } from './geoRules';

/** What the page needs to show (or not) the country block. */
export interface CountryBlockData {
  blocked: boolean;
  country: string;
  countryName?: string;
  ip: string;
  /** When the location was looked up (ISO), shown in the popup. */
  detectedAt: string;
  /** Excluded countries, for the re-verification in the browser. */
  excludedCountries: string[];
  /** `?whitelisted=1` arrived: the browser keeps the flag. */
  whitelistedByQuery: boolean;
  /** Reverse-geocoding URL template with {lat} and {lon}. */
  reverseGeocodeUrl: string;
}

/** Deployment setting for the external reverse-geocoding service (any service answering a country code). */
export const DEFAULT_REVERSE_GEOCODE_URL =
  'https://api.bigdatacloud.net/data/reverse-geocode-client?latitude={lat}&longitude={lon}&localityLanguage=en';

/** Where an IP is does not change between two pages: a visitor's location is kept this long (per brand server). */
export const LOCATION_CACHE_TTL_MS = 5 * 60_000;
export const LOCATION_CACHE_MAX_ENTRIES = 10_000;

/** Locations by visitor (IP and, where forwarded, the dev country header), oldest first; failures are never kept. */
const locations = new Map<string, { location: Location; detectedAt: number; expires: number }>();

/** The visitor's location and when it was looked up (a kept one keeps its time: every page then says the same). */
async function cachedLocation(
  key: string | undefined,
  lookUp: () => Promise<Location>,
  now: () => number,
): Promise<{ location: Location; detectedAt: number }> {
  if (key === undefined) return { location: await lookUp(), detectedAt: now() };
  const hit = locations.get(key);
  if (hit && hit.expires > now()) return hit;
  const location = await lookUp();
  const entry = { location, detectedAt: now(), expires: now() + LOCATION_CACHE_TTL_MS };
  locations.delete(key);
  locations.set(key, entry);
  while (locations.size > LOCATION_CACHE_MAX_ENTRIES) {
    const oldest = locations.keys().next().value;
    if (oldest === undefined) break;
    locations.delete(oldest);
  }
  return entry;
}

/** Forgets every kept location (tests). */
export function clearLocationCache(): void {
  locations.clear();
}

/**
 * Decides the country block while rendering: crawlers never get it, verified or whitelisted visitors skip the
 * lookup, a failed lookup is logged and blocks nobody. A blocked visitor is reported (`country-blocked`).
 */
export async function countryBlockOnServer({
  request,
  api,
  settings,
  signedIn,
  isBot,
  visitorKey,
  now = () => new Date(),
  log = console.warn,
}: {
  request: Request;
  api: ApiClient;
  settings: AppSettings;
  signedIn: boolean;
  isBot: boolean;
  /** Who is asking (their IP): their location is looked up once per few minutes. No key, no cache. */
  visitorKey?: string;
  now?: () => Date;
  log?: (message: string) => void;
}): Promise<CountryBlockData | null> {
  const excludedCountries = splitCommaList(settings.excludedCountryCodeList).map((c) => c.toUpperCase());
  const flags = geoFlagsFrom(request);
  // Players are never blocked (spec section 4): nothing to look up.
  if (isBot || signedIn || excludedCountries.length === 0 || flags.isVerified) return null;
  try {
    const { location, detectedAt } = await cachedLocation(
      visitorKey,
      () => getLocation(api, { timeoutMs: 3_000 }),
      () => now().getTime(),
    );
    const blocked = isCountryBlocked({
      country: location.country.code,
      ips: [location.ipInfo.ip, ...(flags.storedIp ? [flags.storedIp] : [])],
      excludedCountries,
      whitelistedIPs: splitCommaList(settings.whitelistedIPs),
      signedIn,
      whitelisted: flags.whitelisted,
      isVerified: flags.isVerified,
    });
    if (blocked) {
      const firstUrl = new URL(request.url);
      reportCountryBlocked(api, {
        ip: location.ipInfo.ip,
        country: location.country.code,
        firstUrl: firstUrl.pathname + firstUrl.search,
      }).catch((error: unknown) => log(`country-blocked report failed: ${(error as Error).message}`));
    }
    return {
      blocked,
      country: location.country.code,
      countryName: location.country.name,
      ip: location.ipInfo.ip,
      detectedAt: new Date(detectedAt).toISOString(),
      excludedCountries,
      whitelistedByQuery: new URL(request.url).searchParams.get('whitelisted') === '1',
      reverseGeocodeUrl: process.env['CASINO_REVERSE_GEOCODE_URL'] ?? DEFAULT_REVERSE_GEOCODE_URL,
    };
  } catch (error) {
    log(`location lookup failed, not blocking: ${(error as Error).message}`);
    return null;
  }
}
