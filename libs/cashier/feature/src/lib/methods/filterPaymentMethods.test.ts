import type { PaymentMethod } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import {
  filterPaymentMethods,
  paymentMethodExclusion,
  paymentThumbnail,
  tagRestrictedCountriesFor,
  type PaymentAudience,
} from './filterPaymentMethods';

const method = (overrides: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 1,
  name: 'Card',
  title: 'Card',
  rawTitle: 'CARD',
  description: '',
  paymentMethod: 'card',
  thumbnailUrl: '/card.png',
  isActive: true,
  hidden: false,
  withdrawalExist: true,
  isCardForm: true,
  order: 1,
  allowedCountries: [],
  restrictedCountries: [],
  allowedCurrencies: [],
  restrictedCurrencies: [],
  tagRestrictedCountries: {},
  allowEmails: [],
  minAmount: 10,
  maxAmount: 5000,
  networks: [],
  ...overrides,
});
const maltaEuro: PaymentAudience = {
  countryCode: 'MT',
  currencyCode: 'EUR',
  email: 'player@demo.test',
  tags: [],
  side: 'deposit',
};
const excluded = (overrides: Partial<PaymentMethod>, audience: Partial<PaymentAudience> = {}) =>
  paymentMethodExclusion(method(overrides), { ...maltaEuro, ...audience });

describe('filterPaymentMethods', () => {
  it('offers an active, visible method with no restrictions to everyone', () => {
    expect(excluded({})).toBeNull();
    expect(excluded({}, { countryCode: null, currencyCode: null, email: null })).toBeNull();
  });

  it('leaves out inactive and hidden methods', () => {
    expect(excluded({ isActive: false })).toBe('inactive');
    expect(excluded({ hidden: true })).toBe('hidden');
  });

  it('offers only methods with withdrawalExist on the withdrawal side', () => {
    expect(excluded({ withdrawalExist: false }, { side: 'withdrawal' })).toBe('noWithdrawal');
    expect(excluded({ withdrawalExist: false }, { side: 'deposit' })).toBeNull();
    expect(excluded({ withdrawalExist: true }, { side: 'withdrawal' })).toBeNull();
  });

  it('allowedCountries: only inside the list, and not for an unknown country', () => {
    expect(excluded({ allowedCountries: ['MT', 'DE'] })).toBeNull();
    expect(excluded({ allowedCountries: ['mt'] })).toBeNull();
    expect(excluded({ allowedCountries: ['TR'] })).toBe('countryNotAllowed');
    expect(excluded({ allowedCountries: ['MT'] }, { countryCode: null })).toBe('countryNotAllowed');
  });

  it('restrictedCountries: closed inside the list, open for an unknown country', () => {
    expect(excluded({ restrictedCountries: ['MT'] })).toBe('countryRestricted');
    expect(excluded({ restrictedCountries: ['TR'] })).toBeNull();
    expect(excluded({ restrictedCountries: ['MT'] }, { countryCode: null })).toBeNull();
  });

  it('allowedCurrencies and restrictedCurrencies work the same way on the wallet currency', () => {
    expect(excluded({ allowedCurrencies: ['EUR', 'USD'] })).toBeNull();
    expect(excluded({ allowedCurrencies: ['TRY'] })).toBe('currencyNotAllowed');
    expect(excluded({ allowedCurrencies: ['EUR'] }, { currencyCode: null })).toBe('currencyNotAllowed');
    expect(excluded({ restrictedCurrencies: ['eur'] })).toBe('currencyRestricted');
    expect(excluded({ restrictedCurrencies: ['BRL'] })).toBeNull();
  });

  describe('tagRestrictedCountries', () => {
    const record = { matched: ['DE'], unmatched: ['AT'], default: ['CH'], highroller: ['PL'] };
    it('default closes its countries for everyone', () => {
      expect(excluded({ tagRestrictedCountries: record }, { countryCode: 'CH' })).toBe('tagRestrictedCountry');
      expect(excluded({ tagRestrictedCountries: record }, { countryCode: 'CH', tags: ['highroller'] })).toBe(
        'tagRestrictedCountry',
      );
    });
    it('a tag closes its countries for players carrying it, and only for them', () => {
      expect(excluded({ tagRestrictedCountries: record }, { countryCode: 'PL', tags: ['HighRoller'] })).toBe(
        'tagRestrictedCountry',
      );
      expect(excluded({ tagRestrictedCountries: record }, { countryCode: 'PL', tags: [] })).toBeNull();
    });
    it('matched closes its countries for players carrying one of the named tags', () => {
      expect(excluded({ tagRestrictedCountries: record }, { countryCode: 'DE', tags: ['highroller'] })).toBe(
        'tagRestrictedCountry',
      );
      expect(excluded({ tagRestrictedCountries: record }, { countryCode: 'DE', tags: ['vip'] })).toBeNull();
    });
    it('unmatched closes its countries for players carrying none of them', () => {
      expect(excluded({ tagRestrictedCountries: record }, { countryCode: 'AT', tags: ['vip'] })).toBe(
        'tagRestrictedCountry',
      );
      expect(excluded({ tagRestrictedCountries: record }, { countryCode: 'AT', tags: ['highroller'] })).toBeNull();
    });
    it('names the closed countries for a set of tags', () => {
      expect([...tagRestrictedCountriesFor(record, ['highroller'])].sort()).toEqual(['CH', 'DE', 'PL']);
      expect([...tagRestrictedCountriesFor(record, [])].sort()).toEqual(['AT', 'CH']);
      expect([...tagRestrictedCountriesFor({}, ['vip'])]).toEqual([]);
    });
  });

  it('allowEmails: only for the listed addresses, any case, never for a guest', () => {
    expect(excluded({ allowEmails: ['Player@Demo.test'] })).toBeNull();
    expect(excluded({ allowEmails: ['staff@demo.test'] })).toBe('emailNotAllowed');
    expect(excluded({ allowEmails: ['player@demo.test'] }, { email: null })).toBe('emailNotAllowed');
  });

  it('allowTags and allowedTags: only for players carrying one of them', () => {
    expect(excluded({ allowTags: ['vip'] }, { tags: ['VIP'] })).toBeNull();
    expect(excluded({ allowedTags: ['vip'] }, { tags: ['vip', 'other'] })).toBeNull();
    expect(excluded({ allowTags: ['vip'] }, { tags: [] })).toBe('tagNotAllowed');
    expect(excluded({ allowedTags: ['vip'] }, { tags: ['highroller'] })).toBe('tagNotAllowed');
    expect(excluded({ allowTags: [], allowedTags: [] }, { tags: [] })).toBeNull();
  });

  it('lists what remains by order, then id', () => {
    const methods = [
      method({ id: 3, order: 2 }),
      method({ id: 1, order: 5 }),
      method({ id: 2, order: 2 }),
      method({ id: 4, order: 0, hidden: true }),
    ];
    expect(filterPaymentMethods(methods, maltaEuro).map((m) => m.id)).toEqual([2, 3, 1]);
    expect(methods.map((m) => m.id)).toEqual([3, 1, 2, 4]);
  });

  it('takes the thumbnail from either spelling, or none', () => {
    expect(paymentThumbnail({ thumbnailUrl: '/a.png', thumbnail_url: '/b.png' })).toBe('/a.png');
    expect(paymentThumbnail({ thumbnailUrl: undefined, thumbnail_url: '/b.png' })).toBe('/b.png');
    expect(paymentThumbnail({ thumbnailUrl: null, thumbnail_url: null })).toBeNull();
  });
});
