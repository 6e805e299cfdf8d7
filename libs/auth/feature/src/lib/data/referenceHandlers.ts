// Test-only: MSW handlers, built from the contract, that answer the reference calls the account forms make with the
// contract-shaped fixtures.
import { endpoints } from '@casino/api-contract';
import { mockEndpoint } from '@casino/api-contract/testing';
import { countriesFixture, currenciesFixture, locationFixture, registrationFieldsFixture } from './fixtures';

export const referenceHandlers = [
  mockEndpoint(endpoints.getAllCountry, countriesFixture),
  mockEndpoint(endpoints.getCurrencies, currenciesFixture),
  mockEndpoint(endpoints.getRegistrationFields, registrationFieldsFixture),
  mockEndpoint(endpoints.getLocation, locationFixture),
  mockEndpoint(endpoints.getMirrorDomain, null),
];
