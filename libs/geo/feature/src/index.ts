export { CountryBlock, type CountryBlockProps } from './lib/CountryBlock';
export { isCountryBlocked, GEO_KEYS, GEOLOCATION_TIMEOUT_MS, type BlockInputs } from './lib/geoRules';
export { reverifyLocation, countryFromGeocode, type ReverifyOutcome } from './lib/reverify';
export type { CountryBlockData } from './lib/geoBlock.server';
