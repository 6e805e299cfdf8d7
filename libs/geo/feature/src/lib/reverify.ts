import { GEOLOCATION_TIMEOUT_MS } from './geoRules';

export type ReverifyOutcome =
  | { kind: 'allowed'; country: string }
  | { kind: 'stillBlocked'; country: string }
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'failed' };

function position(geolocation: Geolocation, timeout: number): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    geolocation.getCurrentPosition(resolve, reject, { timeout, maximumAge: 0, enableHighAccuracy: false }),
  );
}

/** Reads a country code from the common reverse-geocoding answers (`countryCode`, `address.country_code`). */
export function countryFromGeocode(body: unknown): string | undefined {
  const b = body as { countryCode?: unknown; country_code?: unknown; address?: { country_code?: unknown } } | null;
  const code = b?.countryCode ?? b?.country_code ?? b?.address?.country_code;
  return typeof code === 'string' && /^[a-z]{2}$/i.test(code) ? code.toUpperCase() : undefined;
}

/**
 * Re-verification (spec section 4): the browser's position, reverse-geocoded by the configured service, both
 * within 10 s. Errors and unsupported browsers are only logged; the outcome says what the player can do.
 */
export async function reverifyLocation({
  reverseGeocodeUrl,
  excludedCountries,
  geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
  fetchImpl = fetch,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
}: {
  reverseGeocodeUrl: string;
  excludedCountries: readonly string[];
  geolocation?: Geolocation;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): Promise<ReverifyOutcome> {
  if (!geolocation) {
    console.warn('geolocation is not supported by this browser');
    return { kind: 'unsupported' };
  }
  let coords: GeolocationCoordinates;
  try {
    coords = (await position(geolocation, timeoutMs)).coords;
  } catch (error) {
    console.warn('geolocation failed', error);
    return (error as GeolocationPositionError).code === 1 ? { kind: 'denied' } : { kind: 'failed' };
  }
  try {
    const url = reverseGeocodeUrl.replace('{lat}', String(coords.latitude)).replace('{lon}', String(coords.longitude));
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), credentials: 'omit' });
    const country = countryFromGeocode(await response.json());
    if (!country) return { kind: 'failed' };
    return excludedCountries.includes(country) ? { kind: 'stillBlocked', country } : { kind: 'allowed', country };
  } catch (error) {
    console.warn('reverse geocoding failed', error);
    return { kind: 'failed' };
  }
}
