import { BANK_CODE_LENGTH } from '@casino/api-contract';

/**
 * The withdrawal form's rules (catalogue section 6): each returns the message key of what is wrong, or null.
 * Bank: name, account and email required and valid; bank code (IFSC) 8 to 15 characters; bank name required for
 * netbanking. UPI: the ID required and like name@bank. Crypto: network, wallet address and amount required.
 */
export const UPI_ID = /^[\w.-]{2,}@[a-zA-Z]{2,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const WALLET_ADDRESS = /^[A-Za-z0-9:_-]{10,128}$/;

const key = (name: string) => `cashier.withdraw.error.${name}`;

export const required = (value: string) => (value.trim() ? null : key('required'));
export const emailProblem = (value: string) =>
  !value.trim() ? key('required') : EMAIL.test(value.trim()) ? null : key('email');
export function bankCodeProblem(value: string): string | null {
  const code = value.trim();
  if (!code) return key('required');
  return code.length >= BANK_CODE_LENGTH.min && code.length <= BANK_CODE_LENGTH.max && /^[A-Za-z0-9]+$/.test(code)
    ? null
    : key('bankCode');
}
export const accountNumberProblem = (value: string) =>
  !value.trim() ? key('required') : /^[A-Za-z0-9 -]{4,64}$/.test(value.trim()) ? null : key('accountNumber');
export const bankNameProblem = (value: string, netbanking: boolean) =>
  netbanking && !value.trim() ? key('bankName') : null;
export const upiIdProblem = (value: string) =>
  !value.trim() ? key('required') : UPI_ID.test(value.trim()) ? null : key('upiId');
export const walletAddressProblem = (value: string) =>
  !value.trim() ? key('required') : WALLET_ADDRESS.test(value.trim()) ? null : key('walletAddress');

/** The amount: a number above zero and not above the cash that can be withdrawn. */
export function withdrawAmountProblem(raw: string, withdrawable: number): { key: string; max?: number } | null {
  const text = raw.trim().replace(',', '.');
  if (!text) return { key: key('required') };
  const amount = Number(text);
  if (!Number.isFinite(amount) || amount <= 0) return { key: key('amountPositive') };
  if (amount > withdrawable) return { key: key('amountAboveBalance'), max: withdrawable };
  return null;
}
