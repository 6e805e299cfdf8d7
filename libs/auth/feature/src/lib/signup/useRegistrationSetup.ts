import type { AppSettings, Country } from '@casino/api-contract';
import {
  useCountries,
  useCurrencies,
  useMirrorDomain,
  useRegistrationFields,
  useVisitorLocation,
} from '@casino/reference-data';
import { readCampaignContext } from '@casino/tracking';
import { yearsAgo } from '../forms/rules';
import type { SignUpValues } from '../forms/schemas';
import { registrationBlock } from './registrationBlock';

const emptyValues = (country: string, currency: string, phoneCode: string): SignUpValues => ({
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  nickname: '',
  dateOfBirth: yearsAgo(18),
  countryCode: country,
  currencyCode: currency,
  phoneCode,
  phone: '',
  address: '',
  city: '',
  zipCode: '',
  gender: '',
  promoCode: '',
  // Spec section 5: newsletter optional, on by default.
  newsLetter: true,
  terms: false,
});

/** What the registration form has been given to start with, once its reference data is in. */
export interface RegistrationReady {
  status: 'ready';
  fields: Record<string, 0 | 1 | 2>;
  countries: Country[];
  currencies: Array<{ code: string; name: string }>;
  defaults: SignUpValues;
  mirrorDomainFk: number | null;
}

export type RegistrationSetup =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'blocked'; block: 'country' | 'mirrorWindow' }
  | RegistrationReady;

/**
 * Where the registration form stands before it can be filled: its reference data loading (fields, countries,
 * currencies, the visitor's location, the mirror domain), failed (with a retry of what failed to load), closed to this
 * visitor (a restricted country, outside a mirror domain's window), or ready with the starting values (the visitor's
 * country where the list knows it, EUR where it is offered).
 */
export function useRegistrationSetup(settings: AppSettings): RegistrationSetup {
  const fields = useRegistrationFields();
  const countries = useCountries();
  const currencies = useCurrencies();
  const location = useVisitorLocation();
  const mirror = useMirrorDomain(typeof window === 'undefined' ? '' : window.location.host);

  if (fields.isPending || countries.isPending || currencies.isPending || location.isPending || mirror.isPending)
    return { status: 'loading' };
  if (
    fields.isError ||
    countries.isError ||
    currencies.isError ||
    !fields.data ||
    !countries.data ||
    !currencies.data
  ) {
    return {
      status: 'failed',
      error: fields.error ?? countries.error ?? currencies.error,
      retry: () => {
        void fields.refetch();
        void countries.refetch();
        void currencies.refetch();
      },
    };
  }
  const where = location.data ? { country: location.data.country.code, ip: location.data.ipInfo.ip } : undefined;
  const block = registrationBlock(settings, where, mirror.data, readCampaignContext().userDeviceType, new Date());
  if (block) return { status: 'blocked', block };
  const knownCountry = countries.data.some((c) => c.code === where?.country) ? (where?.country ?? '') : '';
  const defaultCurrency = currencies.data.some((c) => c.code === 'EUR') ? 'EUR' : (currencies.data[0]?.code ?? '');
  return {
    status: 'ready',
    fields: fields.data,
    countries: countries.data,
    currencies: currencies.data,
    defaults: emptyValues(
      knownCountry,
      defaultCurrency,
      countries.data.find((c) => c.code === knownCountry)?.phoneCode ?? '',
    ),
    mirrorDomainFk: mirror.data?.domainId ?? null,
  };
}
