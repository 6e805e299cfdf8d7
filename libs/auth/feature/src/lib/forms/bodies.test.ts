import { signUpBody as signUpBodySchema, loginBody as loginBodySchema } from '@casino/api-contract';
import * as z from 'zod/mini';
import { beforeEach, describe, expect, it } from 'vitest';
import { isPlaceholderEmail, loginBody, signUpBody } from './bodies';
import { visibleSignUpFields, type SignUpValues } from './schemas';

const campaign = {
  cpnc: 'spring',
  mkt: 'aff-7',
  userDeviceType: 'mobile' as const,
  token: 'AFF123',
  firstUrl: 'https://c.test/?nxafk=AFF123',
  screenResolution: '390x844',
};
const values: SignUpValues = {
  email: 'ana@casino.example',
  password: 'Secret#1',
  firstName: 'Ana',
  lastName: 'Smith',
  nickname: '',
  dateOfBirth: '1990-01-02',
  countryCode: 'MT',
  currencyCode: 'EUR',
  phoneCode: '+356',
  phone: '79123456',
  address: 'Main St 1',
  city: 'Valletta',
  zipCode: 'VLT',
  gender: '',
  promoCode: 'WELCOME',
  newsLetter: true,
  terms: true,
};
const fields = {
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
  nickname: 1,
  promoCode: 1,
  newsLetter: 1,
} as const;

beforeEach(() => localStorage.clear());

describe('login body (spec section 7)', () => {
  it('carries exactly the spec keys, with the campaign and device values', () => {
    const body = loginBody(
      'email',
      { email: ' ana@casino.example ', phoneCode: '', phone: '', account: '', password: 'pw' },
      { campaign, recaptchaToken: 'rc' },
    );
    expect(Object.keys(body).sort()).toEqual(
      ['cpnc', 'email', 'mkt', 'password', 'recaptchaToken', 'screenResolution', 'uidToken', 'userDeviceType'].sort(),
    );
    expect(body).toMatchObject({
      email: 'ana@casino.example',
      cpnc: 'spring',
      mkt: 'aff-7',
      userDeviceType: 'mobile',
      screenResolution: '390x844',
    });
    expect(z.safeParse(loginBodySchema, body).success).toBe(true);
  });

  it('logs in by phone with the code and number as the identifier, and keeps one uidToken per browser', () => {
    const first = loginBody(
      'phone',
      { email: '', phoneCode: '+356', phone: '79123456', account: '', password: 'pw' },
      { campaign },
    );
    expect(first.email).toBe('+35679123456');
    expect(
      loginBody('email', { email: 'a@b.co', phoneCode: '', phone: '', account: '', password: 'pw' }, { campaign })
        .uidToken,
    ).toBe(first.uidToken);
  });
});

describe('sign-up body (spec section 7)', () => {
  it('sends the form plus language, username, keys, gender "Not to say", campaign, mirror domain, resolution and firstUrl', () => {
    const body = signUpBody('email', values, visibleSignUpFields(fields, 'email'), {
      language: 'ar',
      uniqueKey: 'k-1',
      mirrorDomainFk: 3,
      campaign,
    });
    expect(body).toMatchObject({
      email: 'ana@casino.example',
      password: 'Secret#1',
      firstName: 'Ana',
      lastName: 'Smith',
      dateOfBirth: '1990-01-02',
      countryCode: 'MT',
      currencyCode: 'EUR',
      phoneCode: '+356',
      phone: '79123456',
      promoCode: 'WELCOME',
      newsLetter: true,
      subscribe: true,
      token: 'AFF123',
      preferredLanguage: 'ar',
      username: 'ana',
      uniqueKey: 'k-1',
      gender: 'Not to say',
      cpnc: 'spring',
      mkt: 'aff-7',
      userDeviceType: 'mobile',
      mirrorDomainFk: 3,
      screenResolution: '390x844',
      firstUrl: 'https://c.test/?nxafk=AFF123',
    });
    expect(body.userUUID).toBeTruthy();
    expect(body.uidToken).toBeTruthy();
    // Hidden fields (address, city, zip are 0) are not sent even when the values object holds them.
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('city');
    expect(z.safeParse(signUpBodySchema, body).success).toBe(true);
  });

  it('credits the referral link the visitor came through, and sends no referral code without one', () => {
    const referred = signUpBody('email', values, visibleSignUpFields(fields, 'email'), {
      language: 'en',
      uniqueKey: 'k',
      mirrorDomainFk: null,
      campaign: { ...campaign, referralCode: 'MAXP42' },
    });
    expect(referred.referralCode).toBe('MAXP42');
    expect(z.safeParse(signUpBodySchema, referred).success).toBe(true);
    const direct = signUpBody('email', values, visibleSignUpFields(fields, 'email'), {
      language: 'en',
      uniqueKey: 'k',
      mirrorDomainFk: null,
      campaign,
    });
    expect(direct).not.toHaveProperty('referralCode');
  });

  it('replaces the missing email of the phone and 1-click forms with a placeholder, and sends no password in 1-click', () => {
    const phone = signUpBody('phone', { ...values, email: '' }, visibleSignUpFields(fields, 'phone'), {
      language: 'en',
      uniqueKey: 'k',
      mirrorDomainFk: null,
      campaign,
    });
    expect(isPlaceholderEmail(phone.email)).toBe(true);
    expect(z.safeParse(signUpBodySchema, phone).success).toBe(true);
    const oneClick = signUpBody('oneClick', { ...values, email: '' }, visibleSignUpFields(fields, 'oneClick'), {
      language: 'en',
      uniqueKey: 'k',
      mirrorDomainFk: null,
      campaign,
    });
    expect(oneClick).not.toHaveProperty('password');
    expect(oneClick).not.toHaveProperty('firstName');
    expect(isPlaceholderEmail(oneClick.email)).toBe(true);
  });
});
