import type { LoginBody, SignUpBody } from '@casino/api-contract';
import { readLocal, writeLocal } from '@casino/storage';
import { readCampaignContext, type CampaignContext } from '@casino/tracking';
import type { AuthMode, LoginValues, SignUpValues, VisibleSignUpFields } from './schemas';

/** Designed here: a per-browser id sent as `uidToken` with login and sign-up (kept in storage). */
export const UID_TOKEN_KEY = 'uidToken';

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function uidToken(): string {
  const existing = readLocal(UID_TOKEN_KEY);
  if (existing) return existing;
  const id = randomId();
  writeLocal(UID_TOKEN_KEY, id);
  return id;
}

/** Spec section 5: an empty email is replaced at sign-up by a generated placeholder address (hidden in forms). */
export const PLACEHOLDER_EMAIL_DOMAIN = 'no-email.invalid';
export const placeholderEmail = () => `player-${randomId().replace(/-/g, '').slice(0, 16)}@${PLACEHOLDER_EMAIL_DOMAIN}`;
export const isPlaceholderEmail = (email: string | null | undefined) =>
  Boolean(email?.toLowerCase().endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`));

/** The number the phone tab logs in with: code and digits, e.g. +35679123456. */
export const fullPhone = (phoneCode: string, phone: string) =>
  `+${phoneCode.replace(/\D/g, '')}${phone.replace(/\D/g, '')}`;

/** Spec section 7 login body: email, password, recaptchaToken, afterReg, cpnc, mkt, userDeviceType, screenResolution, uidToken. */
export function loginBody(
  mode: AuthMode,
  values: LoginValues,
  {
    campaign = readCampaignContext(),
    recaptchaToken,
    afterReg,
  }: { campaign?: CampaignContext; recaptchaToken?: string; afterReg?: boolean } = {},
): LoginBody {
  const identifier =
    mode === 'phone'
      ? fullPhone(values.phoneCode, values.phone)
      : mode === 'oneClick'
        ? values.account.trim()
        : values.email.trim();
  return {
    email: identifier,
    password: values.password,
    ...(recaptchaToken ? { recaptchaToken } : {}),
    ...(afterReg ? { afterReg } : {}),
    cpnc: campaign.cpnc,
    mkt: campaign.mkt,
    userDeviceType: campaign.userDeviceType,
    screenResolution: campaign.screenResolution,
    uidToken: uidToken(),
  };
}

const orUndefined = (value: string) => (value.trim() ? value.trim() : undefined);

/**
 * Spec section 7 sign-up body: the form plus preferredLanguage, dateOfBirth, username, uniqueKey, userUUID, gender
 * (Not to say), cpnc, mkt, userDeviceType, mirrorDomainFk, screenResolution, uidToken, firstUrl. Hidden fields are
 * not sent; the 1-click form sends no password (the server makes one).
 */
export function signUpBody(
  mode: AuthMode,
  values: SignUpValues,
  visible: VisibleSignUpFields,
  {
    language,
    uniqueKey,
    mirrorDomainFk,
    campaign = readCampaignContext(),
    linkedAccountUuid,
  }: {
    language: string;
    uniqueKey: string;
    mirrorDomainFk: number | null;
    campaign?: CampaignContext;
    linkedAccountUuid?: string;
  },
): SignUpBody {
  const email = visible.email && values.email.trim() ? values.email.trim() : placeholderEmail();
  const phone = visible.phone && values.phone.trim() ? { phoneCode: values.phoneCode, phone: values.phone.trim() } : {};
  const pick = (show: boolean, value: string) => (show ? orUndefined(value) : undefined);
  const body: SignUpBody = {
    email,
    ...(visible.password ? { password: values.password } : {}),
    ...(linkedAccountUuid ? { linkedAccountUuid } : {}),
    firstName: pick(visible.firstName, values.firstName),
    lastName: pick(visible.lastName, values.lastName),
    nickname: pick(visible.nickname, values.nickname),
    username: pick(visible.nickname, values.nickname) ?? email.split('@')[0],
    dateOfBirth: pick(visible.dateOfBirth, values.dateOfBirth),
    countryCode: pick(visible.countryCode, values.countryCode),
    currencyCode: pick(visible.currencyCode, values.currencyCode),
    address: pick(visible.address, values.address),
    city: pick(visible.city, values.city),
    zipCode: pick(visible.zipCode, values.zipCode),
    ...phone,
    gender: visible.gender && values.gender ? (values.gender as SignUpBody['gender']) : 'Not to say',
    promoCode: pick(visible.promoCode, values.promoCode),
    newsLetter: values.newsLetter,
    subscribe: values.newsLetter,
    token: campaign.token,
    preferredLanguage: language,
    uniqueKey,
    userUUID: uidToken(),
    cpnc: campaign.cpnc,
    mkt: campaign.mkt,
    userDeviceType: campaign.userDeviceType,
    mirrorDomainFk,
    screenResolution: campaign.screenResolution,
    uidToken: uidToken(),
    ...(campaign.firstUrl ? { firstUrl: campaign.firstUrl } : {}),
    // The referral link the visitor came through credits its owner with this sign-up.
    ...(campaign.referralCode ? { referralCode: campaign.referralCode } : {}),
  };
  // Undefined keys are dropped so the body holds only what the player gave.
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as SignUpBody;
}
