import { defaultSettings, type GetUser } from '@casino/api-contract';
import { userDetailsFixture } from '@casino/session/testing';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { lockedProfileFields, profileSchema, profileUpdateBody, profileValues } from './profileRules';

const user = (over: Partial<GetUser> = {}) => userDetailsFixture({ getUser: over }).getUser;

describe('profile form locks (spec section 5)', () => {
  it('locks the email once verified and the address once KYC is approved', () => {
    const locked = lockedProfileFields(user({ isEmailVerified: true, kycStatus: 'APPROVED', address: 'Main St 1' }), {
      ...defaultSettings,
      onDepositShowAllField: true,
    });
    expect([...locked].sort()).toEqual(['address', 'email']);
    const open = lockedProfileFields(user({ isEmailVerified: false, kycStatus: 'PENDING', address: 'Main St 1' }), {
      ...defaultSettings,
      onDepositShowAllField: true,
    });
    expect(open.size).toBe(0);
  });

  it('locks filled identity fields unless the brand shows every field, and leaves empty ones editable', () => {
    const player = user({
      firstName: 'Ana',
      lastName: null,
      dateOfBirth: '1990-01-02',
      phoneCode: '+356',
      phone: '79123456',
      countryCode: 'MT',
      isEmailVerified: false,
      kycStatus: 'PENDING',
    });
    const locked = lockedProfileFields(player, { ...defaultSettings, onDepositShowAllField: false });
    expect(locked.has('firstName')).toBe(true);
    expect(locked.has('lastName')).toBe(false);
    expect(locked.has('dateOfBirth')).toBe(true);
    expect(locked.has('countryCode')).toBe(true);
    expect(locked.has('phone')).toBe(true);
    expect(locked.has('city')).toBe(false);
    // The panel theme keeps the phone editable.
    expect(
      lockedProfileFields(player, { ...defaultSettings, theme: 'panel', onDepositShowAllField: false }).has('phone'),
    ).toBe(false);
  });

  it('hides a generated placeholder email and starts an empty date of birth at 18 years ago', () => {
    const values = profileValues(user({ email: 'player-abc@no-email.invalid', dateOfBirth: null }));
    expect(values.email).toBe('');
    expect(values.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('profile form rules and body', () => {
  it('requires country, city, zip and address', () => {
    const result = z.safeParse(profileSchema(), {
      ...profileValues(user()),
      countryCode: '',
      city: '',
      zipCode: '',
      address: '',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['address', 'city', 'countryCode', 'zipCode']);
  });

  it('sends only changed, unlocked fields with updateFrom, and the phone with its code', () => {
    const initial = profileValues(user({ city: 'Valletta', address: 'Old 1', phoneCode: '+356', phone: '79123456' }));
    const body = profileUpdateBody(
      initial,
      { ...initial, city: 'Sliema', address: 'New 2', phone: '79999999' },
      new Set(['address']),
      'Profile Page',
    );
    expect(body).toEqual({ updateFrom: 'Profile Page', city: 'Sliema', phone: '79999999', phoneCode: '+356' });
  });
});
