import { MIN_AGE, type AppSettings, type GetUser, type UpdateUserDetailsBody } from '@casino/api-contract';
import { normaliseBirthDate } from '@casino/design-system';
import * as z from 'zod/mini';
import { isPlaceholderEmail } from '../forms/bodies';
import { dobProblem, emailProblem, messages, nameProblem, phoneProblem } from '../forms/rules';
import { keyed } from '../forms/schemas';

/** The profile information form's fields (spec section 3). */
export interface ProfileValues {
  email: string;
  firstName: string;
  lastName: string;
  nickname: string;
  phoneCode: string;
  phone: string;
  dateOfBirth: string;
  gender: string;
  countryCode: string;
  city: string;
  zipCode: string;
  address: string;
}
export type ProfileField = keyof ProfileValues;

export const profileFields: readonly ProfileField[] = [
  'email',
  'firstName',
  'lastName',
  'nickname',
  'phoneCode',
  'phone',
  'dateOfBirth',
  'gender',
  'countryCode',
  'city',
  'zipCode',
  'address',
];

/** Fields that identify the player: locked once filled unless the brand shows every field (onDepositShowAllField). */
const identityFields: ReadonlySet<ProfileField> = new Set([
  'firstName',
  'lastName',
  'dateOfBirth',
  'phoneCode',
  'phone',
  'countryCode',
]);

/** The form's starting values from the player's details; a generated placeholder email is shown empty (spec section 5). */
export function profileValues(user: GetUser): ProfileValues {
  return {
    email: isPlaceholderEmail(user.email) ? '' : user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    nickname: user.nickname ?? '',
    phoneCode: user.phoneCode ?? '',
    phone: user.phone ?? '',
    // The picker shows 18 years ago for an empty or 1900-01-01 date (spec section 5): start the form from the same.
    dateOfBirth: normaliseBirthDate(user.dateOfBirth ?? '', { minAge: MIN_AGE }),
    gender: user.gender ?? '',
    countryCode: user.countryCode ?? '',
    city: user.city ?? '',
    zipCode: user.zipCode ?? '',
    address: user.address ?? '',
  };
}

/**
 * Spec section 5: the email is locked once verified; the address once kycStatus is APPROVED; other fields when
 * already filled. Which "other" fields depends on the brand: with `onDepositShowAllField` only the email and address
 * rules apply, otherwise the identity fields (names, date of birth, phone, country) lock once filled, and in the
 * panel theme (its account page is the player's only editor) the contact fields stay editable too.
 */
export function lockedProfileFields(
  user: GetUser,
  settings: Pick<AppSettings, 'onDepositShowAllField' | 'theme'>,
): Set<ProfileField> {
  const locked = new Set<ProfileField>();
  if (user.isEmailVerified && !isPlaceholderEmail(user.email)) locked.add('email');
  if (user.kycStatus === 'APPROVED') locked.add('address');
  if (settings.onDepositShowAllField) return locked;
  const values = { ...profileValues(user), dateOfBirth: user.dateOfBirth ?? '' };
  for (const field of identityFields) {
    if (settings.theme === 'panel' && (field === 'phone' || field === 'phoneCode')) continue;
    if (values[field]) locked.add(field);
  }
  return locked;
}

/** Spec section 5: country, city, zip and address are required; names 255; date of birth 18+; phone parsed. */
export function profileSchema(today?: Date) {
  const required = (v: string) => (v.trim() ? undefined : messages.required);
  const requiredMax = (v: string) => nameProblem(v, { required: true });
  return z
    .object({
      email: keyed((v) => (v ? emailProblem(v) : undefined)),
      firstName: keyed(requiredMax),
      lastName: keyed(requiredMax),
      nickname: keyed((v) => nameProblem(v, { required: false })),
      phoneCode: z.string(),
      phone: z.string(),
      dateOfBirth: keyed((v) => dobProblem(v, today)),
      gender: z.string(),
      countryCode: keyed(required),
      city: keyed(requiredMax),
      zipCode: keyed(requiredMax),
      address: keyed(requiredMax),
    })
    .check(
      z.superRefine((values, ctx) => {
        const message = phoneProblem(values.phoneCode, values.phone, { required: false });
        if (message) ctx.addIssue({ code: 'custom', message, path: ['phone'], input: values.phone });
      }),
    );
}

/** Only what changed and is not locked goes to the backend, with where the change came from (spec section 7). */
export function profileUpdateBody(
  initial: ProfileValues,
  values: ProfileValues,
  locked: ReadonlySet<ProfileField>,
  updateFrom: UpdateUserDetailsBody['updateFrom'],
): UpdateUserDetailsBody {
  const body: Record<string, unknown> = { updateFrom };
  for (const field of profileFields) {
    if (locked.has(field) || values[field] === initial[field]) continue;
    const value = values[field].trim();
    if (!value && (field === 'email' || field === 'gender' || field === 'dateOfBirth')) continue;
    body[field] = value;
  }
  // The number is only meaningful with its code: send both when either changed.
  if ('phone' in body || 'phoneCode' in body) {
    body['phone'] = values.phone.trim();
    body['phoneCode'] = values.phoneCode;
  }
  return body as UpdateUserDetailsBody;
}
