// Test-only: MSW handlers that answer the reference calls the account forms make, with the contract-shaped fixtures.
import { http, HttpResponse } from 'msw';
import { countriesFixture, currenciesFixture, locationFixture, registrationFieldsFixture } from './fixtures';

export const referenceHandlers = [
  http.get('*/api/admin/get-all-country', () => HttpResponse.json({ success: true, data: countriesFixture })),
  http.get('*/api/admin/get-currencies', () => HttpResponse.json({ success: true, data: currenciesFixture })),
  http.get('*/api/admin/get-registration-fields', () => HttpResponse.json({ success: true, data: registrationFieldsFixture })),
  http.get('*/api/admin/get-location', () => HttpResponse.json({ success: true, data: locationFixture })),
  http.get('*/api/core/casino/mirror-domain', () => HttpResponse.json({ success: true, data: null })),
];
