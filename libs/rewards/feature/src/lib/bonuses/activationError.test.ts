import { ApiError } from '@casino/api-client';
import { bonusActivationErrorCode } from '@casino/api-contract';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { describe, expect, it } from 'vitest';
import { ACTIVATION_MESSAGE_CODES, activationMessage, activationRefusal } from './activationError';

const en = createI18n({ lng: 'en', translations: bundledTranslations('en') });
const ar = createI18n({ lng: 'ar', translations: bundledTranslations('ar') });
const refused = (code: string, details?: unknown, status = 400) =>
  new ApiError(
    status,
    code,
    code,
    { success: false, error: { code, message: code, ...(details === undefined ? {} : { details }) } },
    'POST /api/user/bonus/activate',
    true,
  );
const NOW = new Date('2026-11-24T12:00:00Z');

describe('activation refusals', () => {
  it('cover the whole bonus activation table of the catalogue', () => {
    for (const code of bonusActivationErrorCode.options) expect(ACTIVATION_MESSAGE_CODES).toContain(code);
  });

  it.each(ACTIVATION_MESSAGE_CODES.map((code) => [code]))('%s has its own sentence in English and Arabic', (code) => {
    const generic = activationMessage(en.t, new Error('x'), { locale: 'en' });
    for (const [i18n, locale] of [
      [en, 'en'],
      [ar, 'ar'],
    ] as const) {
      const text = activationMessage(i18n.t, refused(code), { locale, now: NOW, bonus: { requiredDepositCount: 2 } });
      expect(text).not.toContain('rewards.activation');
      expect(text).not.toBe(activationMessage(i18n.t, new Error('x'), { locale }));
      expect(text.length).toBeGreaterThan(10);
    }
    expect(activationMessage(en.t, refused(code), { locale: 'en', now: NOW })).not.toBe(generic);
  });

  it('puts the promotion, user and user bonus references of UNIFIED_ERROR in the message', () => {
    expect(
      activationMessage(en.t, refused('UNIFIED_ERROR', { promotionId: 7, userId: 42, userBonusId: null }), {
        locale: 'en',
      }),
    ).toBe('The bonus could not be activated. Please contact support and quote: promotion 7, user 42, user bonus -.');
  });

  it('says when a bonus can be used again, which days and hours it runs, and which deposit it is for', () => {
    expect(
      activationMessage(en.t, refused('RETRY_PERIOD', { retryAt: '2026-11-25T09:30:00.000Z' }), { locale: 'en' }),
    ).toMatch(/again from Nov 25, 2026/);
    expect(activationMessage(en.t, refused('RETRY_PERIOD'), { locale: 'en' })).toBe(
      'You have already used this bonus. It can be used only once.',
    );
    expect(activationMessage(en.t, refused('VALID_ON_DAYS', { validOnDays: [0, 6] }), { locale: 'en' })).toBe(
      'This bonus is only available on Sunday or Saturday.',
    );
    expect(
      activationMessage(en.t, refused('START_TIME_ERROR', { validFrom: '2026-12-01T00:00:00.000Z' }), { locale: 'en' }),
    ).toBe('This promotion starts on Dec 1, 2026.');
    expect(
      activationMessage(en.t, refused('START_TIME_ERROR', { startTime: '18:00' }), { locale: 'en', now: NOW }),
    ).toBe(
      `This bonus is available from ${new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit' }).format(new Date('2026-11-24T18:00:00Z'))}.`,
    );
    expect(
      activationMessage(en.t, refused('DEPOSITS_NUMBER', { depositCount: 0 }), {
        locale: 'en',
        bonus: { requiredDepositCount: 2 },
      }),
    ).toBe('This bonus is for your deposit number 2. You have made 0 deposits so far: make another deposit first.');
  });

  it('asks to confirm replacing only a replaceable active bonus, offers the resend for an unverified email, and sends a lost session to log in', () => {
    expect(
      activationRefusal(en.t, refused('ACTIVE_BONUS', { activeUserBonusId: 3, canReplace: true }), { locale: 'en' }),
    ).toEqual({ kind: 'confirmReplace', activeUserBonusId: 3 });
    expect(
      activationRefusal(en.t, refused('ACTIVE_BONUS', { activeUserBonusId: 3, canReplace: false }), { locale: 'en' }),
    ).toMatchObject({ kind: 'message', code: 'ACTIVE_BONUS' });
    expect(activationRefusal(en.t, refused('REQUIRED_EMAIL_VERIFICATION'), { locale: 'en' })).toMatchObject({
      kind: 'verifyEmail',
      message: expect.stringMatching(/Verify your email/),
    });
    expect(activationRefusal(en.t, refused('NO_TOKEN', undefined, 401), { locale: 'en' })).toEqual({ kind: 'login' });
  });

  it('falls back to the shared words for a timeout and to a plain retry for anything else', () => {
    expect(activationMessage(en.t, new ApiError(0, 'TIMEOUT', 'timeout', null, 'x'), { locale: 'en' })).not.toMatch(
      /could not be activated/,
    );
    expect(activationMessage(en.t, new TypeError('boom'), { locale: 'en' })).toBe(
      'Something went wrong with this bonus. Please try again.',
    );
  });
});
