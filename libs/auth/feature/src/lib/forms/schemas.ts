import type { AppSettings, RegistrationFields } from '@casino/api-contract';
import * as z from 'zod/mini';
import {
  dobProblem,
  emailProblem,
  messages,
  nameProblem,
  passwordProblems,
  phoneProblem,
  type PasswordSettings,
} from './rules';

/** A string field checked by a rule that answers a translation key. */
export const keyed = (rule: (value: string) => string | undefined) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = rule(value);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    }),
  );

const anyString = z.string();

/** A new password by the brand's rules (length, and the optional special / number / uppercase): the first broken one. */
export const newPassword = (settings: PasswordSettings) => keyed((value) => passwordProblems(value, settings)[0]);

/** Feature catalogue section 5: the confirmation must match ("Passwords must match"), reported on the confirmation. */
export const confirmationMatches = <K extends string, C extends string>(passwordKey: K, confirmKey: C) =>
  z.superRefine<Record<K | C, string>>((values, ctx) => {
    if (values[confirmKey] !== values[passwordKey]) {
      ctx.addIssue({ code: 'custom', message: messages.passwordsMatch, path: [confirmKey], input: values[confirmKey] });
    }
  });

/** The ways a player identifies: email, phone number, or the 1-click account id (spec: tabs where settings allow). */
export type AuthMode = 'email' | 'phone' | 'oneClick';

export function authModes(settings: Pick<AppSettings, 'phoneRegistration' | 'oneClickRegistration'>): AuthMode[] {
  return [
    'email',
    ...(settings.phoneRegistration ? (['phone'] as const) : []),
    ...(settings.oneClickRegistration ? (['oneClick'] as const) : []),
  ];
}

// ---- login --------------------------------------------------------------------------------------------------

export interface LoginValues {
  email: string;
  phoneCode: string;
  phone: string;
  account: string;
  password: string;
}

export function loginSchema(mode: AuthMode) {
  const required = keyed((v) => (v.trim() ? undefined : messages.required));
  return z
    .object({
      email: mode === 'email' ? keyed(emailProblem) : anyString,
      phoneCode: anyString,
      phone: anyString,
      account: mode === 'oneClick' ? required : anyString,
      password: required,
    })
    .check(
      z.superRefine((values, ctx) => {
        if (mode !== 'phone') return;
        const message = phoneProblem(values.phoneCode, values.phone, { required: true });
        if (message) ctx.addIssue({ code: 'custom', message, path: ['phone'], input: values.phone });
      }),
    );
}

// ---- sign-up --------------------------------------------------------------------------------------------------

export interface SignUpValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  nickname: string;
  dateOfBirth: string;
  countryCode: string;
  currencyCode: string;
  phoneCode: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  gender: string;
  promoCode: string;
  newsLetter: boolean;
  terms: boolean;
}

/** Registration fields: 0 hidden, 1 shown, 2 shown and required (spec section 5: a value of 0 means hidden). */
export const shown = (fields: RegistrationFields, name: string) => (fields[name] ?? 0) !== 0;

/** Which fields a sign-up form shows for a mode: the backend's list, with the mode's own identity fields. */
export function visibleSignUpFields(fields: RegistrationFields, mode: AuthMode) {
  const oneClick = mode === 'oneClick';
  return {
    email: mode === 'email',
    password: !oneClick,
    phone: mode === 'phone' || (!oneClick && shown(fields, 'phone')),
    firstName: !oneClick && shown(fields, 'firstName'),
    lastName: !oneClick && shown(fields, 'lastName'),
    nickname: !oneClick && shown(fields, 'nickname'),
    dateOfBirth: !oneClick && shown(fields, 'dateOfBirth'),
    countryCode: shown(fields, 'countryCode'),
    currencyCode: shown(fields, 'currencyCode'),
    address: !oneClick && shown(fields, 'address'),
    city: !oneClick && shown(fields, 'city'),
    zipCode: !oneClick && shown(fields, 'zipCode'),
    gender: !oneClick && shown(fields, 'gender'),
    promoCode: shown(fields, 'promoCode'),
    newsLetter: shown(fields, 'newsLetter'),
  };
}
export type VisibleSignUpFields = ReturnType<typeof visibleSignUpFields>;

/**
 * The sign-up form's schema for the fields it shows: every rule of section 5. Hidden fields are not checked.
 * `today` pins the age check in tests.
 */
export function signUpSchema({
  fields,
  mode,
  settings,
  today,
}: {
  fields: RegistrationFields;
  mode: AuthMode;
  settings: PasswordSettings;
  today?: Date;
}) {
  const visible = visibleSignUpFields(fields, mode);
  const optionalMax = keyed((v) => nameProblem(v, { required: false }));
  const requiredName = keyed((v) => nameProblem(v, { required: true }));
  const requiredChoice = keyed((v) => (v ? undefined : messages.required));
  return z
    .object({
      email: visible.email ? keyed(emailProblem) : anyString,
      password: visible.password ? newPassword(settings) : anyString,
      firstName: visible.firstName ? requiredName : anyString,
      lastName: visible.lastName ? requiredName : anyString,
      nickname: visible.nickname ? optionalMax : anyString,
      dateOfBirth: visible.dateOfBirth ? keyed((v) => dobProblem(v, today)) : anyString,
      countryCode: visible.countryCode ? requiredChoice : anyString,
      currencyCode: visible.currencyCode ? requiredChoice : anyString,
      phoneCode: anyString,
      phone: anyString,
      address: visible.address ? optionalMax : anyString,
      city: visible.city ? optionalMax : anyString,
      zipCode: visible.zipCode ? optionalMax : anyString,
      gender: anyString,
      promoCode: anyString,
      newsLetter: z.boolean(),
      terms: z.boolean().check(z.refine((v) => v, { message: messages.terms })),
    })
    .check(
      z.superRefine((values, ctx) => {
        if (!visible.phone) return;
        // Spec: code and phone are required only if the phone field is a registration field (or the phone tab).
        const message = phoneProblem(values.phoneCode, values.phone, {
          required: mode === 'phone' || fields['phone'] === 2,
        });
        if (message) ctx.addIssue({ code: 'custom', message, path: ['phone'], input: values.phone });
      }),
    );
}
