import {
  MAX_AGE,
  MIN_AGE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  type AppSettings,
} from '@casino/api-contract';
import { validatePhoneNumberLength } from 'libphonenumber-js';

/**
 * The validation rules of spec/account-shell.md section 5, as pure functions that answer a translation key (or
 * nothing when the value is fine). The form schemas and the key filters are built from them.
 */
export const messages = {
  required: 'form.validation.invalid.required',
  format: 'form.validation.invalid.format',
  shortNumber: 'form.validation.invalid.short.number',
  longNumber: 'form.validation.invalid.long.number',
  passwordLength: 'form.validation.invalid.password.length',
  passwordMax: 'form.validation.invalid.password.max',
  passwordSpecial: 'form.validation.invalid.password.contain.special',
  passwordNumbers: 'form.validation.invalid.password.contain.numbers',
  passwordUpper: 'form.validation.invalid.password.contain.upper',
  passwordsMatch: 'form.validation.invalid.password.match',
  dob: 'form.validation.invalid.dob',
  max255: 'form.validation.invalid.max',
  terms: 'form.validation.invalid.terms',
} as const;

/** A standard address: something@domain.tld, letters, digits and . _ % + - before the @. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Spec: key presses in the email field are restricted to letters, digits and @ . _ % + - */
export const EMAIL_KEY_PATTERN = /^[A-Za-z0-9@._%+-]$/;

export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return messages.required;
  return EMAIL_PATTERN.test(value.trim()) ? undefined : messages.format;
}

/**
 * Phone: digits only; the code and the number together are parsed (libphonenumber-js) for too short / too long.
 * The catalogue's "at least 6 characters" is the floor when the parser knows no length for the country.
 */
export function phoneProblem(
  phoneCode: string,
  phone: string,
  { required }: { required: boolean },
): string | undefined {
  const digits = phone.trim();
  if (!digits) return required ? messages.required : undefined;
  if (!/^\d+$/.test(digits)) return messages.format;
  const code = phoneCode.replace(/\D/g, '');
  if (!code) return messages.required;
  const verdict = validatePhoneNumberLength(`+${code}${digits}`);
  if (verdict === 'TOO_SHORT' || digits.length < PHONE_MIN_LENGTH) return messages.shortNumber;
  if (verdict === 'TOO_LONG') return messages.longNumber;
  if (verdict === 'INVALID_COUNTRY' || verdict === 'NOT_A_NUMBER') return messages.format;
  return undefined;
}

/** The longest national number the phone field accepts for a code: typing beyond it is blocked. */
export function phoneMaxDigits(phoneCode: string): number {
  const code = phoneCode.replace(/\D/g, '');
  if (!code) return 15;
  // Grow a number until the parser calls it too long: the metadata knows each country's lengths.
  for (let length = 4; length <= 17; length += 1) {
    if (validatePhoneNumberLength(`+${code}${'9'.repeat(length)}`) === 'TOO_LONG') return length - 1;
  }
  return 15;
}

export type PasswordSettings = Pick<
  AppSettings,
  'passwordMinLength' | 'passwordRequireSpecial' | 'passwordRequireNumber' | 'passwordRequireUppercase'
>;

/** Every rule a password breaks, in the order they are shown. */
export function passwordProblems(value: string, settings: PasswordSettings): string[] {
  const problems: string[] = [];
  if (!value) return [messages.required];
  if (value.length < settings.passwordMinLength) problems.push(messages.passwordLength);
  if (value.length > PASSWORD_MAX_LENGTH) problems.push(messages.passwordMax);
  if (settings.passwordRequireSpecial && !/[^A-Za-z0-9]/.test(value)) problems.push(messages.passwordSpecial);
  if (settings.passwordRequireNumber && !/\d/.test(value)) problems.push(messages.passwordNumbers);
  if (settings.passwordRequireUppercase && !/[A-Z]/.test(value)) problems.push(messages.passwordUpper);
  return problems;
}

export function nameProblem(value: string, { required }: { required: boolean }): string | undefined {
  if (!value.trim()) return required ? messages.required : undefined;
  return value.length > NAME_MAX_LENGTH ? messages.max255 : undefined;
}

/** The date `years` before `today` (local calendar), as YYYY-MM-DD. */
export function yearsAgo(years: number, today: Date = new Date()): string {
  const y = today.getFullYear() - years;
  const m = today.getMonth();
  // 29 February of a leap year becomes 28 February when the target year has none.
  const d = Math.min(today.getDate(), new Date(y, m + 1, 0).getDate());
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Date of birth: required, at least 18 and at most 100 years ago (section 5 and 9). */
export function dobProblem(value: string, today: Date = new Date()): string | undefined {
  if (!value) return messages.required;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return messages.format;
  if (value > yearsAgo(MIN_AGE, today)) return messages.dob;
  if (value < yearsAgo(MAX_AGE + 1, today)) return messages.format;
  return undefined;
}
