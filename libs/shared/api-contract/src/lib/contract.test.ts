import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  appSettings,
  buildPath,
  defaultSettings,
  endpoints,
  errorCode,
  errorEnvelope,
  getRakebackDays,
  getUserDetails,
  login,
  mergeSettings,
  parseSocketEvent,
  partialAppSettings,
  rakebackClaim,
  signUp,
  toAmount,
  type Endpoint,
} from '../index';

const userDetailsBody = {
  success: true,
  data: {
    getUser: {
      userId: 1,
      email: 'player@demo.test',
      currencyCode: 'EUR',
      dateOfBirth: '1990-05-17',
      tags: ['vip'],
      countryCode: 'MT',
      userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: null },
      userWallet: { amount: 250, nonCashAmount: 50, totalAmount: 300 },
      firstName: 'Max',
      lastName: 'Player',
      nickname: null,
      phoneCode: '+356',
      phone: '79123456',
      gender: 'Male',
      city: null,
      zipCode: null,
      address: null,
      locale: 'en',
      isEmailVerified: true,
      kycStatus: 'APPROVED',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    depositCount: 3,
    totalDeposit: 600,
    totalSpend: 1850,
    isCrypto: false,
    userLoyaltyLevel: { level: 3, name: 'Gold', points: 10, xp: 6500, nextLevelXp: 20000 },
    referralData: { referralCode: 'MAX', referralLink: '/?ref=MAX' },
    activeBonus: null,
    currencySymbol: '€',
    userMonthlyLimit: null,
  },
};

describe('settings', () => {
  it('defaults cover every key with the spec defaults', () => {
    expect(appSettings.safeParse(defaultSettings).success).toBe(true);
    expect(defaultSettings).toMatchObject({
      theme: 'curacao',
      navigationSystem: 'basic',
      cookiesPopup: true,
      affiliateKeyQueryParameter: 'nxafk',
      chatEnabled: false,
      socialLoginEnabled: false,
      skipSsrAuth: false,
    });
  });

  it('merges partial settings over the defaults, page URLs key by key', () => {
    const merged = mergeSettings(
      { navigationSystem: 'panel', pageUrls: { editProfile: '/account' } },
      { brandName: 'X' },
    );
    expect(merged).toMatchObject({ navigationSystem: 'panel', brandName: 'X', theme: 'curacao' });
    expect(merged.pageUrls['editProfile']).toBe('/account');
    expect(merged.pageUrls['deposit']).toBe('/deposit');
  });

  it('rejects a wrong navigation system with a readable error', () => {
    const result = partialAppSettings.safeParse({ navigationSystem: 'sidebar' });
    expect(result.success).toBe(false);
    if (!result.success) expect(z.prettifyError(result.error)).toMatch(/navigationSystem/);
  });
});

describe('endpoint schemas', () => {
  it('accepts a good user-details answer and names the broken field of a bad one', () => {
    expect(getUserDetails.response.safeParse(userDetailsBody).success).toBe(true);
    const broken = structuredClone(userDetailsBody) as { data: { getUser: { userWallet: { amount: unknown } } } };
    broken.data.getUser.userWallet.amount = 'lots';
    const result = getUserDetails.response.safeParse(broken);
    expect(result.success).toBe(false);
    if (!result.success) expect(z.prettifyError(result.error)).toMatch(/data\.getUser\.userWallet\.amount/);
  });

  it('validates login and sign-up bodies', () => {
    expect(login.body.safeParse({ email: 'a@b.test', password: 'Secret#1', userDeviceType: 'mobile' }).success).toBe(
      true,
    );
    expect(login.body.safeParse({ email: 'a@b.test' }).success).toBe(false);
    expect(
      signUp.body.safeParse({
        email: 'a@b.test',
        password: 'Secret#1',
        dateOfBirth: '1990-01-31',
        gender: 'Not to say',
      }).success,
    ).toBe(true);
    const bad = signUp.body.safeParse({ email: 'nope', password: 'x', dateOfBirth: '31/01/1990' });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(bad.error.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['email', 'dateOfBirth']));
  });

  it('coerces query strings and rakeback amounts', () => {
    expect(getRakebackDays.query.parse({ user: '12' })).toEqual({ user: 12 });
    expect(rakebackClaim.query.safeParse({ bonusId: 'abc' }).success).toBe(false);
    expect(toAmount('12.5')).toBe(12.5);
    expect(toAmount('nope')).toBe(0);
    const day = { canClaimDate: '2026-03-09', bonusId: 100, amount: '4.20', paidAt: null };
    expect(getRakebackDays.response.safeParse({ success: true, data: { days: [day] } }).success).toBe(true);
  });

  it('error envelopes carry known codes only', () => {
    for (const code of [
      'DEPOSIT_COUNTRY_BLOCK',
      'ACTIVE_BONUS',
      'MAX_BET_LIMIT_REACHED',
      'dailyLossLimit',
      'UNAUTHORIZED',
    ]) {
      expect(errorCode.safeParse(code).success).toBe(true);
    }
    expect(errorEnvelope.safeParse({ success: false, error: { code: 'OOPS', message: 'x' } }).success).toBe(false);
    expect(
      errorEnvelope.safeParse({ success: false, error: { code: 'NOT_FOUND', message: 'x', details: { a: 1 } } })
        .success,
    ).toBe(true);
  });

  it('registers every endpoint once with a unique method + path', () => {
    const list = Object.values(endpoints) as Endpoint[];
    const keys = list.map((ep) => `${ep.method} ${ep.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/core/casino/settings2',
        'GET /api/user/get-user-details',
        'GET /api/core/casino/locales/:lng.json',
        'GET /api/core/casino/scripts',
        'POST /api/user/login',
        'POST /api/user/sign-up',
        'POST /api/user/logout',
        'POST /api/user/3ds-webhook',
        'PUT /api/user/country-blocked',
        'PUT /api/user/log-event',
        'PUT /api/user/update-user-details',
        'PUT /api/user/rakeback-claim',
        'GET /api/admin/get-rakeback-days',
        'GET /api/user/calendar-award',
        'GET /api/admin/get-all-bonus',
        'GET /api/admin/get-payments',
        'GET /api/admin/get-all-country',
        'GET /api/admin/get-currencies',
        'GET /api/admin/get-location',
        'GET /api/admin/get-registration-fields',
        'GET /api/admin/get-full-category-list',
      ]),
    );
    expect(buildPath(endpoints.getLocale.path, { lng: 'pt-BR' })).toBe('/api/core/casino/locales/pt-BR.json');
    expect(() => buildPath(endpoints.getGame.path)).toThrow(/slug/);
  });
});

describe('socket events', () => {
  it('parses balance events and explains bad ones', () => {
    expect(parseSocketEvent('balance', { cash: 1, nonCash: 2, total: 3 })).toEqual({
      ok: true,
      data: { cash: 1, nonCash: 2, total: 3 },
    });
    const bad = parseSocketEvent('deposit', { count: 'one' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatch(/count/);
  });
});

describe('parseAnswer', () => {
  it('unwraps data, passes error envelopes through and turns malformed bodies into readable errors', async () => {
    const { parseAnswer, getCurrencies, getLocale } = await import('../index');
    expect(parseAnswer(getCurrencies, 200, { success: true, data: [{ code: 'EUR', name: 'Euro' }] })).toMatchObject({
      ok: true,
      data: [{ code: 'EUR' }],
    });
    expect(parseAnswer(getLocale, 200, { hello: 'Hello' })).toMatchObject({ ok: true, data: { hello: 'Hello' } });
    expect(
      parseAnswer(getCurrencies, 403, { success: false, error: { code: 'TOKEN_EXPIRED', message: 'x' } }),
    ).toMatchObject({ ok: false, malformed: false, error: { code: 'TOKEN_EXPIRED' } });
    const bad = parseAnswer(getCurrencies, 200, { success: true, data: 'nope' });
    expect(bad).toMatchObject({ ok: false, malformed: true, error: { code: 'INTERNAL_ERROR' } });
    expect(parseAnswer(getCurrencies, 502, '<html>')).toMatchObject({
      ok: false,
      malformed: true,
      error: { code: 'INTERNAL_ERROR' },
    });
  });
});
