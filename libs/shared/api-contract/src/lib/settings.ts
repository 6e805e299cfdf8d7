import * as z from 'zod/mini';
import { ok, type Endpoint } from './common';
import {
  DEFAULT_AFFILIATE_KEY_QUERY_PARAMETER,
  DEFAULT_INACTIVITY_TIMEOUT_MIN,
  PASSWORD_MIN_LENGTH,
  RG_MARKETS,
} from './constants';

/**
 * App settings (spec/account-shell.md section 3) and `GET /api/core/casino/settings2`.
 * The spec lists the keys; their value types and most defaults are designed here.
 */

export const navigationSystem = z.enum(['basic', 'panel']);
export type NavigationSystem = z.infer<typeof navigationSystem>;

/** Page keys of the page-URL list; settings may route any of them elsewhere. */
export const pageKeys = [
  'home',
  'casino',
  'liveCasino',
  'slots',
  'popular',
  'providers',
  'promotions',
  'bonuses',
  'deposit',
  'withdraw',
  'cashback',
  'tournaments',
  'profile',
  'editProfile',
  'transactions',
  'verify',
  'favorites',
  'vip',
  'cookiePolicy',
  'termsAndConditions',
  'privacyPolicy',
  'responsibleGambling',
  'bonusTerms',
  'contacts',
] as const;
export type PageKey = (typeof pageKeys)[number];

const appSettingsShape = {
  theme: z.string().check(z.minLength(1)),
  navigationSystem,
  brandName: z.string(),
  casinoOrigin: z.string(),
  /** Comma list of ISO country codes, e.g. "US,GB". */
  excludedCountryCodeList: z.string(),
  /** Comma list of IPs that never see the country block. */
  whitelistedIPs: z.string(),
  formFieldsValidation: z.boolean(),
  allowDepWithoutAddress: z.boolean(),
  onDepositShowAllField: z.boolean(),
  cookiesPopup: z.boolean(),
  debugShowTranslationKeys: z.boolean(),
  /** Minutes; used when greater than 1, else the 30 minute default applies. */
  inactivitySessionTimeout: z.number(),
  affiliateKeyQueryParameter: z.string().check(z.minLength(1)),
  reCaptchaSiteKey: z.string(),
  dspretargettraffID: z.string(),
  /** How many loyalty levels form one group (step) in the loyalty display. */
  loyaltyLevelGroupSteps: z.number().check(z.int(), z.positive()),
  /** Path the player lands on after sign-up; empty string keeps the current page. */
  afterRegistrationRedirect: z.string(),
  /** Page-URL list keyed by page key (overrides the built-in routes). */
  pageUrls: z.record(z.string(), z.string()),
  /** Skip the server-side user-details call (SSR renders as guest, the browser signs in). */
  skipSsrAuth: z.boolean(),
  defaultLocale: z.string(),
  // password rules
  passwordMinLength: z.number().check(z.int(), z.positive()),
  passwordRequireSpecial: z.boolean(),
  passwordRequireNumber: z.boolean(),
  passwordRequireUppercase: z.boolean(),
  // social and chat (default off)
  socialLoginEnabled: z.boolean(),
  googleLoginEnabled: z.boolean(),
  /** Designed here: the OAuth client id of Google sign-in; the button shows only with it and `googleLoginEnabled`. */
  googleClientId: z.string(),
  /** Designed here: Google's authorization endpoint (the dev brands point it at the dev backend's consent screen). */
  googleAuthUrl: z.string(),
  chatEnabled: z.boolean(),
  socialShareEnabled: z.boolean(),
  // feature flags
  oneClickRegistration: z.boolean(),
  phoneRegistration: z.boolean(),
  promoCodeField: z.boolean(),
  allowGuestDemoPlay: z.boolean(),
  rakebackEnabled: z.boolean(),
  cashbackEnabled: z.boolean(),
  calendarEnabled: z.boolean(),
  tournamentsEnabled: z.boolean(),
  referralEnabled: z.boolean(),
  couponsEnabled: z.boolean(),
  loyaltyEnabled: z.boolean(),
  ghostModeEnabled: z.boolean(),
  luckyPickEnabled: z.boolean(),
  pwaPromptEnabled: z.boolean(),
  onboardingTourEnabled: z.boolean(),
  retargetingPixelEnabled: z.boolean(),
  /** Designed here: the player-protection profile of the brand's market (`markets.ts`): default, UK, SE, MT, ON, FR. */
  responsibleGamingMarket: z.enum(RG_MARKETS),
  /**
   * Designed here: the brand's channel on a messaging service (e.g. `https://t.me/...`), linked from the empty-races
   * message of the tournaments page (catalogue section 2); empty = no link.
   */
  racesChannelUrl: z.string(),
};

/** The complete, merged settings object the app runs on. */
export const appSettings = z.object(appSettingsShape);
export type AppSettings = z.infer<typeof appSettings>;

/** What a backend may send: any subset of the keys (unknown keys kept, they are merged over defaults). */
export const partialAppSettings = z.looseObject(
  Object.fromEntries(Object.entries(appSettingsShape).map(([k, v]) => [k, z.optional(v)])) as {
    [K in keyof typeof appSettingsShape]: z.ZodMiniOptional<(typeof appSettingsShape)[K]>;
  },
);
export type PartialAppSettings = z.infer<typeof partialAppSettings>;

export const defaultPageUrls: Record<PageKey, string> = {
  home: '/',
  casino: '/casino',
  liveCasino: '/casino/live-casino',
  slots: '/casino/slots',
  popular: '/casino/popular',
  providers: '/providers',
  promotions: '/promotions',
  bonuses: '/bonuses',
  deposit: '/deposit',
  withdraw: '/withdraw',
  cashback: '/cashback',
  tournaments: '/tournaments',
  profile: '/profile',
  editProfile: '/profile/edit-profile',
  transactions: '/profile/transactions',
  verify: '/profile/verify',
  favorites: '/profile/favorites',
  vip: '/vip-club',
  cookiePolicy: '/cookie-policy',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  responsibleGambling: '/responsible-gambling',
  bonusTerms: '/bonus-terms',
  contacts: '/contacts',
};

export const defaultSettings: AppSettings = {
  theme: 'curacao',
  navigationSystem: 'basic',
  brandName: 'Casino',
  casinoOrigin: 'http://localhost:3000',
  excludedCountryCodeList: '',
  whitelistedIPs: '',
  formFieldsValidation: true,
  allowDepWithoutAddress: false,
  onDepositShowAllField: false,
  cookiesPopup: true,
  debugShowTranslationKeys: false,
  inactivitySessionTimeout: DEFAULT_INACTIVITY_TIMEOUT_MIN,
  affiliateKeyQueryParameter: DEFAULT_AFFILIATE_KEY_QUERY_PARAMETER,
  reCaptchaSiteKey: '',
  dspretargettraffID: '',
  loyaltyLevelGroupSteps: 5,
  afterRegistrationRedirect: '',
  pageUrls: { ...defaultPageUrls },
  skipSsrAuth: false,
  defaultLocale: 'en',
  passwordMinLength: PASSWORD_MIN_LENGTH,
  passwordRequireSpecial: false,
  passwordRequireNumber: false,
  passwordRequireUppercase: false,
  socialLoginEnabled: false,
  googleLoginEnabled: false,
  googleClientId: '',
  googleAuthUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  chatEnabled: false,
  socialShareEnabled: false,
  oneClickRegistration: false,
  phoneRegistration: false,
  promoCodeField: true,
  allowGuestDemoPlay: true,
  rakebackEnabled: true,
  cashbackEnabled: true,
  calendarEnabled: true,
  tournamentsEnabled: true,
  referralEnabled: true,
  couponsEnabled: true,
  loyaltyEnabled: true,
  ghostModeEnabled: false,
  luckyPickEnabled: false,
  pwaPromptEnabled: false,
  onboardingTourEnabled: false,
  retargetingPixelEnabled: false,
  responsibleGamingMarket: 'default',
  racesChannelUrl: '',
};

/** Merges backend (and local override) settings over the defaults; later sources win, pageUrls merge key by key. */
export function mergeSettings(...sources: ReadonlyArray<Partial<AppSettings> | undefined>): AppSettings {
  const merged: AppSettings = { ...defaultSettings, pageUrls: { ...defaultSettings.pageUrls } };
  for (const source of sources) {
    if (!source) continue;
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined || !(key in defaultSettings)) continue;
      if (key === 'pageUrls') merged.pageUrls = { ...merged.pageUrls, ...(value as Record<string, string>) };
      else (merged as Record<string, unknown>)[key] = value;
    }
  }
  return merged;
}

/** Comma list helper for excludedCountryCodeList / whitelistedIPs. */
export const splitCommaList = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export const getSettings = {
  method: 'GET',
  path: '/api/core/casino/settings2',
  response: ok(partialAppSettings),
  auth: 'none',
} as const satisfies Endpoint;
export type GetSettingsResponse = z.infer<typeof getSettings.response>;
