import * as z from 'zod/mini';
import {
  ackResponse,
  countryCode,
  currencyCode,
  idSchema,
  isoDate,
  isoDateTime,
  money,
  ok,
  type Endpoint,
} from './common';
import { DEVICE_TYPES, GENDERS, LOGOUT_REASONS, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './constants';

/**
 * Users and sessions: get-user-details, login, sign-up, logout, update-user-details (spec section 7), and the
 * designed-here account calls of the catalogue (password reset, verification, credentials by email).
 */

export const gender = z.enum(GENDERS);
export const logoutReason = z.enum(LOGOUT_REASONS);
export const deviceType = z.enum(DEVICE_TYPES);
export const kycStatus = z.enum(['NOT_STARTED', 'PENDING', 'APPROVED', 'REJECTED']);
export type KycStatus = z.infer<typeof kycStatus>;

const name = z.string().check(z.maxLength(NAME_MAX_LENGTH));
const password = z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH));
const nullableString = z.nullable(z.string());

export const userWallet = z.object({
  /** Cash (real money). */
  amount: money,
  /** Bonus money. */
  nonCashAmount: money,
  totalAmount: money,
});
export type UserWallet = z.infer<typeof userWallet>;

export const userLimit = z.object({
  isSelfExclusionPermanent: z.boolean(),
  /** Self-excluded until this moment; null when not excluded. */
  selfExclusion: z.nullable(isoDateTime),
  /** Designed here: account frozen until this moment. */
  frozenUntil: z.nullable(isoDateTime),
});

export const getUser = z.object({
  userId: idSchema,
  email: z.string(),
  currencyCode,
  dateOfBirth: z.nullable(isoDate),
  tags: z.array(z.string()),
  countryCode: z.nullable(countryCode),
  userLimit,
  userWallet,
  firstName: nullableString,
  lastName: nullableString,
  nickname: nullableString,
  phoneCode: nullableString,
  phone: nullableString,
  gender: z.nullable(gender),
  city: nullableString,
  zipCode: nullableString,
  address: nullableString,
  locale: z.string(),
  isEmailVerified: z.boolean(),
  kycStatus,
  createdAt: isoDateTime,
  /** Designed here: the player's name is hidden (anonymised) in the public bet feed and leaderboards (catalogue "ghost mode"). */
  ghostMode: z.optional(z.boolean()),
  /** Designed here: the player opted out of the reward calendars (rakeback and promotions calendars): they are not shown. */
  rewardCalendarOptOut: z.optional(z.boolean()),
});
export type GetUser = z.infer<typeof getUser>;

/** Designed here. */
export const userLoyaltyLevel = z.object({
  level: z.number().check(z.int()),
  name: z.string(),
  points: z.number(),
  xp: z.number(),
  nextLevelXp: z.number(),
});

/** Designed here. */
export const referralData = z.object({
  referralCode: z.string(),
  referralLink: z.string(),
});

/** Designed here: a summary of the active user bonus. */
export const activeBonusSummary = z.object({
  userBonusId: idSchema,
  bonusId: idSchema,
  name: z.string(),
  type: z.string(),
  amount: money,
  wagerLeft: money,
});

/** Designed here: the monthly winnings limit, which adjusts with play. */
export const userMonthlyLimit = z.object({
  limit: money,
  used: money,
});

export const userDetails = z.object({
  getUser,
  depositCount: z.number().check(z.int()),
  totalDeposit: money,
  totalSpend: money,
  isCrypto: z.boolean(),
  userLoyaltyLevel,
  referralData,
  activeBonus: z.nullable(activeBonusSummary),
  currencySymbol: z.string(),
  userMonthlyLimit: z.nullable(userMonthlyLimit),
});
export type UserDetails = z.infer<typeof userDetails>;

export const getUserDetails = {
  method: 'GET',
  path: '/api/user/get-user-details',
  response: ok(userDetails),
  auth: 'required',
} as const satisfies Endpoint;
export type GetUserDetailsResponse = z.infer<typeof getUserDetails.response>;

// ---- login -----------------------------------------------------------------------------

export const loginBody = z.object({
  email: z.string().check(z.minLength(1)),
  password,
  recaptchaToken: z.optional(z.string()),
  afterReg: z.optional(z.boolean()),
  cpnc: z.optional(z.nullable(z.string())),
  mkt: z.optional(z.nullable(z.string())),
  userDeviceType: z.optional(deviceType),
  screenResolution: z.optional(z.string()),
  uidToken: z.optional(z.string()),
});
export type LoginBody = z.infer<typeof loginBody>;

export const lastLogin = z.object({
  created_at: isoDateTime,
  ip: z.string(),
  location: z.string(),
});

export const loginData = z.object({
  accessToken: z.string(),
  /** Previous login; null on the first one. */
  lastLogin: z.nullable(lastLogin),
  locale: z.string(),
  cpnc: z.nullable(z.string()),
  userId: idSchema,
});
export type LoginData = z.infer<typeof loginData>;

export const login = {
  method: 'POST',
  path: '/api/user/login',
  body: loginBody,
  response: ok(loginData),
  auth: 'none',
  errors: ['INVALID_CREDENTIALS', 'ACCOUNT_FROZEN', 'LOGIN_DISABLED'],
} as const satisfies Endpoint;

// ---- sign-up ---------------------------------------------------------------------------

export const signUpBody = z.object({
  email: z.email(),
  /** Absent in one-click registration: the server generates one and answers it once (generatedPassword). */
  password: z.optional(password),
  linkedAccountUuid: z.optional(z.string()),
  firstName: z.optional(name),
  lastName: z.optional(name),
  countryCode: z.optional(countryCode),
  currencyCode: z.optional(currencyCode),
  /** YYYY-MM-DD */
  dateOfBirth: z.optional(isoDate),
  address: z.optional(name),
  city: z.optional(name),
  zipCode: z.optional(name),
  phoneCode: z.optional(z.string()),
  phone: z.optional(z.string().check(z.regex(/^\d*$/, 'Digits only'))),
  /** The affiliate token. */
  token: z.optional(z.nullable(z.string())),
  newsLetter: z.optional(z.boolean()),
  subscribe: z.optional(z.boolean()),
  preferredLanguage: z.optional(z.string()),
  username: z.optional(z.string()),
  nickname: z.optional(z.string()),
  uniqueKey: z.optional(z.string()),
  userUUID: z.optional(z.string()),
  gender: z.optional(gender),
  cpnc: z.optional(z.nullable(z.string())),
  mkt: z.optional(z.nullable(z.string())),
  userDeviceType: z.optional(deviceType),
  mirrorDomainFk: z.optional(z.nullable(z.number())),
  screenResolution: z.optional(z.string()),
  uidToken: z.optional(z.string()),
  firstUrl: z.optional(z.string()),
  /** Designed here: promo code field of the registration form. */
  promoCode: z.optional(z.string()),
  /** Designed here: referral code of a refer-a-friend link. */
  referralCode: z.optional(z.string()),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signUpData = z.object({
  /** Null when the mirror domain has login turned off. */
  accessToken: z.nullable(z.string()),
  /** Designed here: one-click registration only, for the credentials-save screen. */
  generatedPassword: z.optional(z.string()),
  createUser: z.object({
    userId: idSchema,
    email: z.string(),
    currencyCode,
    countryCode: z.nullable(countryCode),
    isEmailVerified: z.boolean(),
  }),
});
export type SignUpData = z.infer<typeof signUpData>;

export const signUp = {
  method: 'POST',
  path: '/api/user/sign-up',
  body: signUpBody,
  response: ok(signUpData),
  auth: 'none',
  errors: ['EMAIL_TAKEN', 'REGISTRATION_UNAVAILABLE', 'COUNTRY_RESTRICTED'],
} as const satisfies Endpoint;

// ---- designed here: Google sign-in ------------------------------------------------------

export const googleLoginBody = z.object({
  /** The authorization code the consent screen sent back to the callback page. */
  code: z.string().check(z.minLength(1)),
  /** The PKCE verifier whose S256 challenge went with the authorization request. */
  codeVerifier: z.string().check(z.minLength(43), z.maxLength(128)),
  /** The callback URL the authorization request named: the code is bound to it. */
  redirectUri: z.string().check(z.minLength(1)),
  promoCode: z.optional(z.string()),
  referralCode: z.optional(z.string()),
});
export type GoogleLoginBody = z.infer<typeof googleLoginBody>;

/** The login's answer, and whether the Google account became a new player (who lands where sign-up lands). */
export const googleLoginData = z.extend(loginData, { newAccount: z.boolean() });
export type GoogleLoginData = z.infer<typeof googleLoginData>;

/**
 * Signs in the player linked to the Google account, or creates one (email verified, no password of their own,
 * currency and country from geo, the referral code honoured; refused where registration is). The answer is the login's. A frozen player may sign in, as with login. The invalid, used, expired or mismatched
 * code (PKCE, redirect URI, client) answers TOKEN_INVALID (400): the error-code list is shared and closed.
 */
export const googleLogin = {
  method: 'POST',
  path: '/api/user/google-login',
  body: googleLoginBody,
  response: ok(googleLoginData),
  auth: 'none',
  designedHere: true,
  errors: ['TOKEN_INVALID', 'LOGIN_DISABLED', 'COUNTRY_RESTRICTED'],
} as const satisfies Endpoint;

export const logoutBody = z.object({ reason: logoutReason });
export const logout = {
  method: 'POST',
  path: '/api/user/logout',
  body: logoutBody,
  /** Answer not shown in the spec: designed here as `data: null`. */
  response: ackResponse,
  auth: 'required',
} as const satisfies Endpoint;

// ---- profile -----------------------------------------------------------------------------

export const updateUserDetailsBody = z.object({
  updateFrom: z.enum(['Update Form', 'Profile Page']),
  onChangeResetKyc: z.optional(z.boolean()),
  email: z.optional(z.email()),
  firstName: z.optional(name),
  lastName: z.optional(name),
  nickname: z.optional(name),
  phoneCode: z.optional(z.string()),
  phone: z.optional(z.string().check(z.regex(/^\d*$/, 'Digits only'))),
  dateOfBirth: z.optional(isoDate),
  gender: z.optional(gender),
  countryCode: z.optional(countryCode),
  city: z.optional(name),
  zipCode: z.optional(name),
  address: z.optional(name),
  /** Designed here: a password change carries the current and the new one. */
  currentPassword: z.optional(password),
  newPassword: z.optional(password),
});
export type UpdateUserDetailsBody = z.infer<typeof updateUserDetailsBody>;

export const updateUserDetails = {
  method: 'PUT',
  path: '/api/user/update-user-details',
  body: updateUserDetailsBody,
  /** Designed here: answers the updated getUser. */
  response: ok(z.object({ getUser })),
  auth: 'required',
  errors: ['INVALID_PASSWORD', 'EMAIL_TAKEN'],
} as const satisfies Endpoint;

// ---- designed here: password reset, verification, credentials ----------------------------

export const forgotPassword = {
  method: 'POST',
  path: '/api/user/forgot-password',
  body: z.object({ email: z.email() }),
  /** Always succeeds (no account enumeration); a reset link is mailed when the account exists. */
  response: ackResponse,
  auth: 'none',
  designedHere: true,
} as const satisfies Endpoint;

export const resetPassword = {
  method: 'POST',
  path: '/api/user/reset-password',
  body: z.object({ token: z.string().check(z.minLength(1)), password }),
  response: ackResponse,
  auth: 'none',
  designedHere: true,
  errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED'],
} as const satisfies Endpoint;

export const resendVerification = {
  method: 'POST',
  path: '/api/user/resend-verification',
  body: z.object({}),
  response: ackResponse,
  auth: 'required',
  designedHere: true,
  errors: ['ALREADY_VERIFIED'],
} as const satisfies Endpoint;

export const verifyEmail = {
  method: 'POST',
  path: '/api/user/verify-email',
  body: z.object({ token: z.string().check(z.minLength(1)) }),
  response: ok(z.object({ email: z.string(), isEmailVerified: z.literal(true) })),
  auth: 'none',
  designedHere: true,
  errors: ['TOKEN_INVALID', 'VERIFICATION_EXPIRED'],
} as const satisfies Endpoint;

export const sendCredentials = {
  method: 'POST',
  path: '/api/user/send-credentials',
  /** The credentials-save screen: mail the login (and the one-click password) to this address. */
  body: z.object({ email: z.email(), password: z.optional(password) }),
  response: ackResponse,
  auth: 'required',
  designedHere: true,
} as const satisfies Endpoint;
