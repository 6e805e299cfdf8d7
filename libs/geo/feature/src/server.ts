// Server-only entry: the country decision made while rendering.
export { countryBlockOnServer, DEFAULT_REVERSE_GEOCODE_URL, type CountryBlockData } from './lib/geoBlock.server';
