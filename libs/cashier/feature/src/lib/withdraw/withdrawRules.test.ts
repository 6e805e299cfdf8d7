import { ApiError } from '@casino/api-client';
import { createI18n } from '@casino/i18n';
import { bundledTranslations } from '@casino/i18n/server';
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_MESSAGE_CODES, withdrawalMessage } from './withdrawError';
import {
  accountNumberProblem,
  bankCodeProblem,
  bankNameProblem,
  emailProblem,
  upiIdProblem,
  walletAddressProblem,
  withdrawAmountProblem,
} from './withdrawRules';

describe('withdrawal form rules', () => {
  it('takes a bank code (IFSC) of 8 to 15 letters and digits only', () => {
    expect(bankCodeProblem('')).toBe('cashier.withdraw.error.required');
    expect(bankCodeProblem('SBIN012')).toBe('cashier.withdraw.error.bankCode');
    expect(bankCodeProblem('SBIN0123')).toBeNull();
    expect(bankCodeProblem('SBIN01234567890')).toBeNull();
    expect(bankCodeProblem('SBIN012345678901')).toBe('cashier.withdraw.error.bankCode');
    expect(bankCodeProblem('SBIN-0123')).toBe('cashier.withdraw.error.bankCode');
  });

  it('needs the bank name for netbanking only', () => {
    expect(bankNameProblem('', true)).toBe('cashier.withdraw.error.bankName');
    expect(bankNameProblem('', false)).toBeNull();
    expect(bankNameProblem('State Bank', true)).toBeNull();
  });

  it('checks the UPI ID format, the email, the account number and the wallet address', () => {
    expect(upiIdProblem('max@okaxis')).toBeNull();
    expect(upiIdProblem('max.player-1@ybl')).toBeNull();
    expect(upiIdProblem('max@1')).toBe('cashier.withdraw.error.upiId');
    expect(upiIdProblem('maxokaxis')).toBe('cashier.withdraw.error.upiId');
    expect(emailProblem('max@demo.test')).toBeNull();
    expect(emailProblem('max@demo')).toBe('cashier.withdraw.error.email');
    expect(accountNumberProblem('123')).toBe('cashier.withdraw.error.accountNumber');
    expect(accountNumberProblem('1234 5678 90')).toBeNull();
    expect(walletAddressProblem('TXshort')).toBe('cashier.withdraw.error.walletAddress');
    expect(walletAddressProblem('TXdemoWallet0123456789abcdef')).toBeNull();
  });

  it('keeps the amount above zero and within the cash that can go', () => {
    expect(withdrawAmountProblem('', 100)).toEqual({ key: 'cashier.withdraw.error.required' });
    expect(withdrawAmountProblem('0', 100)).toEqual({ key: 'cashier.withdraw.error.amountPositive' });
    expect(withdrawAmountProblem('100,01', 100)).toEqual({
      key: 'cashier.withdraw.error.amountAboveBalance',
      max: 100,
    });
    expect(withdrawAmountProblem('100', 100)).toBeNull();
  });
});

describe('withdrawal refusals', () => {
  const en = createI18n({ lng: 'en', translations: bundledTranslations('en') });
  const ar = createI18n({ lng: 'ar', translations: bundledTranslations('ar') });
  const refused = (code: string, details?: unknown) =>
    new ApiError(
      422,
      code,
      code,
      { success: false, error: { code, message: code, ...(details ? { details } : {}) } },
      'POST',
      true,
    );

  it.each(WITHDRAWAL_MESSAGE_CODES.map((code) => [code]))('%s has its own sentence in English and Arabic', (code) => {
    for (const [i18n, locale] of [
      [en, 'en'],
      [ar, 'ar'],
    ] as const) {
      const { message } = withdrawalMessage(i18n.t, refused(code), { locale, currencyCode: 'EUR' });
      expect(message).not.toContain('cashier.');
      expect(message).not.toBe(withdrawalMessage(i18n.t, new Error('x'), { locale, currencyCode: 'EUR' }).message);
    }
  });

  it.each(['INVALID_RESPONSE', 'MALFORMED_RESPONSE', 'SERVICE_UNAVAILABLE'])(
    'after %s, asks the player to look at the pending withdrawals before trying again',
    (code) => {
      const refusal = withdrawalMessage(
        en.t,
        new ApiError(200, code, code, '__malformed__', 'POST /api/user/withdrawal/confirm'),
        { locale: 'en', currencyCode: 'EUR' },
      );
      expect(refusal).toEqual({
        code: 'network',
        message: 'We could not reach the cashier. Check your pending withdrawals below before trying again.',
      });
    },
  );

  it('says the cash balance and the wager left the answer carries', () => {
    expect(
      withdrawalMessage(en.t, refused('INSUFFICIENT_FUNDS', { cash: 12.5 }), { locale: 'en', currencyCode: 'EUR' })
        .message,
    ).toBe('The amount is more than your cash balance of €12.50.');
    expect(
      withdrawalMessage(en.t, refused('WAGER_NOT_FINISHED', { wagerLeft: 40 }), { locale: 'en', currencyCode: 'EUR' })
        .message,
    ).toBe('Play through €40.00 more of your deposits before withdrawing.');
  });
});
