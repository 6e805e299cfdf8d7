import { splitCommaList, type AppSettings } from '@casino/api-contract';
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
  /** When it was detected (ISO), shown in the popup. */
  detectedAt: string;
  /** Excluded countries, for the re-verification in the browser. */
  excludedCountries: string[];
  /** `?whitelisted=1` arrived: the browser keeps the flag. */
  whitelistedByQuery: boolean;
  /** Reverse-geocoding URL template with {lat} and {lon}. */
  reverseGeocodeUrl: string;
}

/** Deployment setting for the external reverse-geocoding service (any service answering a country code). */
export const DEFAULT_REVERSE_GEOCODE_URL = 'https://api.bigdatacloud.net/data/reverse-geocode-client?latitude={lat}&longitude={lon}&localityLanguage=en';

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
  now = () => new Date(),
  log = console.warn,
}: {
  request: Request;
  api: ApiClient;
  settings: AppSettings;
  signedIn: boolean;
  isBot: boolean;
  now?: () => Date;
  log?: (message: string) => void;
}): Promise<CountryBlockData | null> {
  const excludedCountries = splitCommaList(settings.excludedCountryCodeList).map((c) => c.toUpperCase());
  const flags = geoFlagsFrom(request);
  if (isBot || excludedCountries.length === 0 || flags.isVerified) return null;
  try {
    const location = await getLocation(api, { timeoutMs: 3_000 });
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
      reportCountryBlocked(api, { ip: location.ipInfo.ip, country: location.country.code, firstUrl: firstUrl.pathname + firstUrl.search }).catch((error: unknown) => log(`country-blocked report failed: ${(error as Error).message}`));
    }
    return {
      blocked,
      country: location.country.code,
      countryName: location.country.name,
      ip: location.ipInfo.ip,
      detectedAt: now().toISOString(),
      excludedCountries,
      whitelistedByQuery: new URL(request.url).searchParams.get('whitelisted') === '1',
      reverseGeocodeUrl: process.env['CASINO_REVERSE_GEOCODE_URL'] ?? DEFAULT_REVERSE_GEOCODE_URL,
    };
  } catch (error) {
    log(`location lookup failed, not blocking: ${(error as Error).message}`);
    return null;
  }
}
