// Reference data every domain may show (countries, currencies, the visitor's location, registration fields, mirror
// domains): one file per endpoint, each with its fetcher, query options and hook (docs/data-and-pages.md).
export { referenceDataKeys, REFERENCE_STALE_MS } from './api/reference-data-keys';
export { getCountries, countriesQueryOptions, useCountries } from './api/get-countries';
export { getCurrencies, currenciesQueryOptions, useCurrencies } from './api/get-currencies';
export {
  getRegistrationFields,
  registrationFieldsQueryOptions,
  useRegistrationFields,
} from './api/get-registration-fields';
export { getLocation, locationQueryOptions, useVisitorLocation } from './api/get-location';
export { getMirrorDomain, mirrorDomainQueryOptions, useMirrorDomain } from './api/get-mirror-domain';
