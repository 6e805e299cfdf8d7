import { CVC_LENGTH } from '@casino/api-contract';

/** Digits only, at most 19 (the longest card numbers). */
export const cardDigits = (value: string) => value.replace(/\D/g, '').slice(0, 19);

/** "4242424242424242" as typed: groups of four ("4242 4242 4242 4242"). */
export function formatCardNumber(value: string): string {
  return cardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn check of a card number (12 to 19 digits). */
export function luhnValid(value: string): boolean {
  const digits = cardDigits(value);
  if (digits.length < 12 || digits.length > 19 || digits.length !== value.replace(/[\s-]/g, '').length) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Expiry as typed: "1" → "1", "12" → "12/", "123" → "12/3", "1/" → "01/"; at most MM/YY. */
export function formatExpiry(value: string, previous = ''): string {
  const deleting = value.length < previous.length;
  if (/^\d\/$/.test(value) && !deleting) return `0${value}`;
  const digits = value.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export type ExpiryProblem = 'format' | 'month' | 'past';

/** MM/YY with a month of 01 to 12, not before the current month (a card is valid to the end of its month). */
export function expiryProblem(value: string, now: Date = new Date()): ExpiryProblem | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return 'format';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'month';
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? 'past' : null;
}

/** Exactly three digits (catalogue section 9). */
export const cvcValid = (value: string) => new RegExp(`^\\d{${CVC_LENGTH}}$`).test(value);
