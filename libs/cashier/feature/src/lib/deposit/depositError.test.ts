import { ApiError } from '@casino/api-client';
import { createDeposit, depositErrorCode } from '@casino/api-contract';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { describe, expect, it } from 'vitest';
import { DEPOSIT_MESSAGE_CODES, depositRefusal } from './depositError';

const en = createI18n({ lng: 'en', translations: bundledTranslations('en') });
const ar = createI18n({ lng: 'ar', translations: bundledTranslations('ar') });
const refused = (code: string, details?: unknown, status = 422) =>
  new ApiError(
    status,
    code,
    code,
    { success: false, error: { code, message: code, ...(details === undefined ? {} : { details }) } },
    'POST /api/user/deposit',
    true,
  );
const ctx = { locale: 'en', currencyCode: 'EUR' };
const text = (r: ReturnType<typeof depositRefusal>) => r.message;

describe('deposit refusals', () => {
  it('cover the whole deposit table of the catalogue and every code the deposit call names', () => {
    for (const code of [...depositErrorCode.options, ...createDeposit.errors])
      expect(DEPOSIT_MESSAGE_CODES).toContain(code);
  });

  it.each(DEPOSIT_MESSAGE_CODES.map((code) => [code]))('%s has its own sentence in English and Arabic', (code) => {
    for (const [i18n, locale] of [
      [en, 'en'],
      [ar, 'ar'],
    ] as const) {
      const message = text(depositRefusal(i18n.t, refused(code), { locale, currencyCode: 'EUR' }));
      expect(message).not.toContain('cashier.');
      expect(message).not.toBe(text(depositRefusal(i18n.t, new Error('x'), { locale, currencyCode: 'EUR' })));
      expect(message.length).toBeGreaterThan(10);
    }
  });

  it('DEPOSIT_COUNTRY_BLOCK mentions verification and the VPN, and links to verification', () => {
    const refusal = depositRefusal(en.t, refused('DEPOSIT_COUNTRY_BLOCK'), ctx);
    expect(refusal.message).toMatch(/Verify your account/);
    expect(refusal.message).toMatch(/VPN/);
    expect(refusal).toMatchObject({ action: { page: 'verify' } });
  });

  it('PAYMENT_LIMIT_THRESHOLD shows the limit, its period and what is used, with the way to the limits', () => {
    const refusal = depositRefusal(
      en.t,
      refused('PAYMENT_LIMIT_THRESHOLD', { period: 0, limit: 1000, used: 975 }),
      ctx,
    );
    expect(refusal.message).toBe(
      'This deposit would go over your daily deposit limit of €1,000.00 (€975.00 used so far). Choose a smaller amount or review your limits.',
    );
    expect(refusal).toMatchObject({ action: { page: 'limits' } });
  });

  it('says the provider range, the unsupported currency and the self-exclusion end date', () => {
    expect(text(depositRefusal(en.t, refused('PAYMENT_PROVIDER_LIMIT_THRESHOLD', { min: 5, max: 100000 }), ctx))).toBe(
      'Keep the amount between €5.00 and €100,000.00 for this method.',
    );
    expect(text(depositRefusal(en.t, refused('PAYMENT_SERVICE_ERROR'), { locale: 'en', currencyCode: 'TRY' }))).toMatch(
      /\(TRY\)/,
    );
    expect(text(depositRefusal(en.t, refused('SELF_EXCLUDED'), { ...ctx, until: '2026-12-24T10:00:00.000Z' }))).toMatch(
      /self-excluded until Dec 24, 2026/,
    );
  });

  it('RG_LIMITS_REQUIRED names the limits the market wants before a deposit and leads to the limits page', () => {
    const refusal = depositRefusal(en.t, refused('RG_LIMITS_REQUIRED', { missing: ['deposit', 'session'] }), ctx);
    expect(refusal.message).toBe(
      'Before you deposit, set a deposit limit and a session time limit: your market asks for them.',
    );
    expect(refusal).toMatchObject({ action: { page: 'limits' } });
  });

  it('offers the email resend for REQUIRED_EMAIL_VERIFICATION', () => {
    expect(depositRefusal(en.t, refused('REQUIRED_EMAIL_VERIFICATION'), ctx)).toMatchObject({
      kind: 'verifyEmail',
      message: expect.stringMatching(/Verify your email/),
    });
  });

  it.each(['INVALID_RESPONSE', 'MALFORMED_RESPONSE'])(
    'after an answer it could not read (%s), never says nothing was charged: sending again cannot charge twice',
    (code) => {
      const refusal = depositRefusal(
        en.t,
        new ApiError(200, code, code, '__malformed__', 'POST /api/user/deposit'),
        ctx,
      );
      expect(text(refusal)).toMatch(/will not charge you twice/);
      expect(text(refusal)).not.toMatch(/nothing was charged/);
    },
  );

  it('tells a player whose send timed out that sending again cannot charge twice', () => {
    expect(text(depositRefusal(en.t, new ApiError(0, 'TIMEOUT', 'timeout', null, 'x'), ctx))).toMatch(
      /will not charge you twice/,
    );
    expect(text(depositRefusal(en.t, refused('SOMETHING_NEW'), ctx))).toBe(
      'The deposit could not be sent and nothing was charged. Please try again.',
    );
  });
});
