import { defaultSettings } from '@casino/api-contract';
import { describe, expect, it } from 'vitest';
import {
  dobProblem,
  emailProblem,
  EMAIL_KEY_PATTERN,
  messages,
  nameProblem,
  passwordProblems,
  phoneMaxDigits,
  phoneProblem,
  yearsAgo,
} from './rules';

describe('sign-up and profile rules (spec section 5)', () => {
  it('requires an email of a standard pattern', () => {
    expect(emailProblem('')).toBe('form.validation.invalid.required');
    expect(emailProblem('ana@')).toBe('form.validation.invalid.format');
    expect(emailProblem('ana@casino')).toBe('form.validation.invalid.format');
    expect(emailProblem('ana.maria+promo@casino.example')).toBeUndefined();
  });

  it('lets only letters, digits and @ . _ % + - be typed into the email field', () => {
    for (const key of ['a', 'Z', '7', '@', '.', '_', '%', '+', '-']) expect(EMAIL_KEY_PATTERN.test(key)).toBe(true);
    for (const key of [' ', '!', '#', 'é', '(', ',']) expect(EMAIL_KEY_PATTERN.test(key)).toBe(false);
  });

  it('parses code and number together: too short, too long, digits only', () => {
    // Malta numbers have 8 digits.
    expect(phoneProblem('+356', '7912', { required: true })).toBe('form.validation.invalid.short.number');
    expect(phoneProblem('+356', '791234567890', { required: true })).toBe('form.validation.invalid.long.number');
    expect(phoneProblem('+356', '79123456', { required: true })).toBeUndefined();
    expect(phoneProblem('+356', '79 12', { required: true })).toBe('form.validation.invalid.format');
    expect(phoneProblem('+356', '', { required: true })).toBe('form.validation.invalid.required');
    expect(phoneProblem('+356', '', { required: false })).toBeUndefined();
  });

  it('blocks typing beyond the longest number of the chosen code', () => {
    expect(phoneMaxDigits('+356')).toBe(8);
    expect(phoneMaxDigits('+49')).toBeGreaterThan(8);
  });

  it('checks password length and the optional special, number and uppercase rules from settings', () => {
    const plain = { ...defaultSettings };
    expect(passwordProblems('abc', plain)).toEqual([messages.passwordLength]);
    expect(passwordProblems('abcdef', plain)).toEqual([]);
    expect(passwordProblems('x'.repeat(256), plain)).toEqual([messages.passwordMax]);
    const strict = {
      ...plain,
      passwordRequireSpecial: true,
      passwordRequireNumber: true,
      passwordRequireUppercase: true,
    };
    expect(passwordProblems('abcdef', strict)).toEqual([
      'form.validation.invalid.password.contain.special',
      'form.validation.invalid.password.contain.numbers',
      'form.validation.invalid.password.contain.upper',
    ]);
    expect(passwordProblems('Abcde#1', strict)).toEqual([]);
    expect(passwordProblems('Abc#1', { ...strict, passwordMinLength: 8 })).toEqual([messages.passwordLength]);
  });

  it('limits names and address to 255 characters', () => {
    expect(nameProblem('', { required: true })).toBe(messages.required);
    expect(nameProblem('', { required: false })).toBeUndefined();
    expect(nameProblem('x'.repeat(256), { required: false })).toBe(messages.max255);
  });

  it('requires a date of birth at least 18 years ago', () => {
    const today = new Date(2026, 10, 23);
    expect(yearsAgo(18, today)).toBe('2008-11-23');
    expect(dobProblem('2008-11-23', today)).toBeUndefined();
    expect(dobProblem('2008-11-24', today)).toBe('form.validation.invalid.dob');
    expect(dobProblem('', today)).toBe(messages.required);
    // 29 February in a year without one becomes 28 February.
    expect(yearsAgo(18, new Date(2024, 1, 29))).toBe('2006-02-28');
  });
});
