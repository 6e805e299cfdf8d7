import type { Country, Currency, RegistrationFields } from '@casino/api-contract';

/** Contract-shaped reference data for tests and stories. */
export const countriesFixture: Country[] = [
  { countryId: 1, code: 'MT', name: 'Malta', phoneCode: '+356', flag: '🇲🇹' },
  { countryId: 2, code: 'DE', name: 'Germany', phoneCode: '+49', flag: '🇩🇪' },
  { countryId: 3, code: 'US', name: 'United States', phoneCode: '+1', flag: '🇺🇸' },
];
export const currenciesFixture: Currency[] = [
  { code: 'EUR', name: 'Euro' },
  { code: 'USD', name: 'US dollar' },
];
export const registrationFieldsFixture: RegistrationFields = {
  email: 2,
  password: 2,
  firstName: 1,
  lastName: 1,
  dateOfBirth: 2,
  countryCode: 2,
  currencyCode: 2,
  phone: 1,
  address: 0,
  city: 0,
  zipCode: 0,
  gender: 0,
  nickname: 0,
  promoCode: 1,
  newsLetter: 1,
};
export const locationFixture = {
  location: { country: { code: 'MT', name: 'Malta' }, ipInfo: { ip: '203.0.113.9', country: 'MT' } },
};
