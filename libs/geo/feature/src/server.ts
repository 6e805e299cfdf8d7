// Server-only entry: the country decision made while rendering.
export {
  countryBlockOnServer,
  clearLocationCache,
  DEFAULT_REVERSE_GEOCODE_URL,
  LOCATION_CACHE_TTL_MS,
  type CountryBlockData,
} from './lib/geoBlock.server';
