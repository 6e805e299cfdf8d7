import {
  defaultSettings,
  type AppSettings,
  type DocumentLabel,
  type LoyaltyLevel,
  type MirrorDomain,
  type RegistrationFields,
  type ScriptItem,
} from '@casino/api-contract';

/** Static reference data the seed and the routes share. */

// code, name, phone code, main currency
const COUNTRY_ROWS: Array<[string, string, string, string]> = [
  ['MT', 'Malta', '+356', 'EUR'],
  ['DE', 'Germany', '+49', 'EUR'],
  ['AT', 'Austria', '+43', 'EUR'],
  ['FR', 'France', '+33', 'EUR'],
  ['ES', 'Spain', '+34', 'EUR'],
  ['IT', 'Italy', '+39', 'EUR'],
  ['PT', 'Portugal', '+351', 'EUR'],
  ['NL', 'Netherlands', '+31', 'EUR'],
  ['BE', 'Belgium', '+32', 'EUR'],
  ['IE', 'Ireland', '+353', 'EUR'],
  ['FI', 'Finland', '+358', 'EUR'],
  ['GR', 'Greece', '+30', 'EUR'],
  ['GB', 'United Kingdom', '+44', 'GBP'],
  ['US', 'United States', '+1', 'USD'],
  ['CA', 'Canada', '+1', 'CAD'],
  ['AU', 'Australia', '+61', 'AUD'],
  ['NZ', 'New Zealand', '+64', 'NZD'],
  ['NO', 'Norway', '+47', 'NOK'],
  ['SE', 'Sweden', '+46', 'SEK'],
  ['DK', 'Denmark', '+45', 'DKK'],
  ['CH', 'Switzerland', '+41', 'CHF'],
  ['PL', 'Poland', '+48', 'PLN'],
  ['CZ', 'Czechia', '+420', 'CZK'],
  ['HU', 'Hungary', '+36', 'HUF'],
  ['RO', 'Romania', '+40', 'RON'],
  ['BG', 'Bulgaria', '+359', 'BGN'],
  ['TR', 'Turkey', '+90', 'TRY'],
  ['RU', 'Russia', '+7', 'RUB'],
  ['UA', 'Ukraine', '+380', 'UAH'],
  ['KZ', 'Kazakhstan', '+7', 'KZT'],
  ['BR', 'Brazil', '+55', 'BRL'],
  ['MX', 'Mexico', '+52', 'MXN'],
  ['AR', 'Argentina', '+54', 'ARS'],
  ['CL', 'Chile', '+56', 'CLP'],
  ['PE', 'Peru', '+51', 'PEN'],
  ['CO', 'Colombia', '+57', 'COP'],
  ['IN', 'India', '+91', 'INR'],
  ['JP', 'Japan', '+81', 'JPY'],
  ['KR', 'South Korea', '+82', 'KRW'],
  ['CN', 'China', '+86', 'CNY'],
  ['TH', 'Thailand', '+66', 'THB'],
  ['VN', 'Vietnam', '+84', 'VND'],
  ['ID', 'Indonesia', '+62', 'IDR'],
  ['PH', 'Philippines', '+63', 'PHP'],
  ['MY', 'Malaysia', '+60', 'MYR'],
  ['AE', 'United Arab Emirates', '+971', 'AED'],
  ['SA', 'Saudi Arabia', '+966', 'SAR'],
  ['EG', 'Egypt', '+20', 'EGP'],
  ['ZA', 'South Africa', '+27', 'ZAR'],
  ['NG', 'Nigeria', '+234', 'NGN'],
  ['KE', 'Kenya', '+254', 'KES'],
  ['IL', 'Israel', '+972', 'ILS'],
  ['CY', 'Cyprus', '+357', 'EUR'],
  ['CW', 'Curaçao', '+599', 'EUR'],
];

export interface CountryRef {
  code: string;
  name: string;
  phoneCode: string;
  currency: string;
}
export const COUNTRIES: CountryRef[] = COUNTRY_ROWS.map(([code, name, phoneCode, currency]) => ({
  code,
  name,
  phoneCode,
  currency,
}));
export const countryByCode = (code: string | null | undefined) => COUNTRIES.find((c) => c.code === code);

export const CURRENCIES = [
  { code: 'EUR', name: 'Euro', symbol: '€', isCrypto: false },
  { code: 'USD', name: 'US Dollar', symbol: '$', isCrypto: false },
  { code: 'GBP', name: 'British Pound', symbol: '£', isCrypto: false },
  { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$', isCrypto: false },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', isCrypto: false },
  { code: 'NOK', name: 'Norwegian Krone', symbol: 'kr', isCrypto: false },
  { code: 'SEK', name: 'Swedish Krona', symbol: 'kr', isCrypto: false },
  { code: 'PLN', name: 'Polish Zloty', symbol: 'zł', isCrypto: false },
  { code: 'TRY', name: 'Turkish Lira', symbol: '₺', isCrypto: false },
  { code: 'BRL', name: 'Brazilian Real', symbol: 'R$', isCrypto: false },
  { code: 'INR', name: 'Indian Rupee', symbol: '₹', isCrypto: false },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', isCrypto: false },
  { code: 'BTC', name: 'Bitcoin', symbol: '₿', isCrypto: true },
  { code: 'ETH', name: 'Ether', symbol: 'Ξ', isCrypto: true },
  { code: 'USDT', name: 'Tether', symbol: '₮', isCrypto: true },
];
export const currencyByCode = (code: string) => CURRENCIES.find((c) => c.code === code);
export const SUPPORTED_CURRENCY_CODES = CURRENCIES.map((c) => c.code);

/**
 * Google sign-in of the dev brands: a made-up client id per brand and the dev backend's fake consent screen
 * (`routes/dev-google.ts`), on the origin the browser reaches the backend at (`DEV_BACKEND_PUBLIC_URL`, else localhost
 * and `DEV_BACKEND_PORT`).
 */
const devGoogleAuthUrl = `${(process.env['DEV_BACKEND_PUBLIC_URL'] ?? `http://localhost:${process.env['DEV_BACKEND_PORT'] ?? 3100}`).replace(/\/$/, '')}/__dev/google/authorize`;
const devGoogle = (brand: string): Partial<AppSettings> => ({
  googleLoginEnabled: true,
  googleClientId: `dev-${brand}.apps.googleusercontent.test`,
  googleAuthUrl: devGoogleAuthUrl,
});

/** Brand id -> settings merged over the contract defaults. */
export const BRANDS: Record<string, Partial<AppSettings>> = {
  curacao: {
    theme: 'curacao',
    navigationSystem: 'basic',
    brandName: 'Curaçao Casino',
    pwaPromptEnabled: true,
    onboardingTourEnabled: true,
    // The empty-races message links the brand's channel (a made-up one: dev data).
    racesChannelUrl: 'https://t.me/curacao_casino_races_dev',
    ghostModeEnabled: true,
    chatEnabled: true,
    casinoOrigin: 'http://localhost:3000',
    ...devGoogle('curacao'),
    excludedCountryCodeList: 'US,GB,FR,NL',
    whitelistedIPs: '10.0.0.1',
  },
  panel: {
    theme: 'panel',
    navigationSystem: 'panel',
    brandName: 'Panel Casino',
    pwaPromptEnabled: true,
    onboardingTourEnabled: true,
    racesChannelUrl: 'https://t.me/panel_casino_races_dev',
    ghostModeEnabled: true,
    casinoOrigin: 'http://localhost:3001',
    ...devGoogle('panel'),
    excludedCountryCodeList: 'US,GB',
    chatEnabled: true,
    pageUrls: { editProfile: '/account', verify: '/account/verification' },
  },
  royale: {
    theme: 'royale',
    navigationSystem: 'basic',
    brandName: 'Royale Casino',
    pwaPromptEnabled: true,
    onboardingTourEnabled: true,
    racesChannelUrl: 'https://t.me/royale_casino_races_dev',
    ghostModeEnabled: true,
    chatEnabled: true,
    casinoOrigin: 'http://localhost:3002',
    ...devGoogle('royale'),
    excludedCountryCodeList: 'US',
    passwordRequireSpecial: true,
    passwordRequireNumber: true,
    passwordRequireUppercase: true,
    afterRegistrationRedirect: '/deposit',
  },
  aurora: {
    theme: 'aurora',
    navigationSystem: 'basic',
    brandName: 'Aurora Casino',
    pwaPromptEnabled: true,
    onboardingTourEnabled: true,
    racesChannelUrl: 'https://t.me/aurora_casino_races_dev',
    ghostModeEnabled: true,
    chatEnabled: true,
    casinoOrigin: 'http://localhost:3003',
    ...devGoogle('aurora'),
    excludedCountryCodeList: 'US',
  },
};
export const DEFAULT_BRAND = 'curacao';
export const brandSettings = (brand: string): AppSettings => {
  const overrides = BRANDS[brand] ?? BRANDS[DEFAULT_BRAND] ?? {};
  return {
    ...defaultSettings,
    ...overrides,
    pageUrls: { ...defaultSettings.pageUrls, ...(overrides.pageUrls ?? {}) },
  };
};

export const REGISTRATION_FIELDS: RegistrationFields = {
  email: 2,
  password: 2,
  firstName: 1,
  lastName: 1,
  dateOfBirth: 2,
  countryCode: 2,
  currencyCode: 2,
  phone: 1,
  address: 0,
  city: 0,
  zipCode: 0,
  gender: 0,
  nickname: 1,
  promoCode: 1,
  newsLetter: 1,
};

export const SCRIPTS: Array<ScriptItem & { audience: 'all' | 'auth' | 'depositor' }> = [
  {
    key: 'analytics',
    audience: 'all',
    head: '<script>window.__devAnalytics = window.__devAnalytics || [];</script>',
    bodyStart: '',
    bodyEnd: '<script>window.__devAnalytics.push(["pageview"]);</script>',
  },
  {
    key: 'support-widget',
    audience: 'all',
    head: '',
    bodyStart: '',
    bodyEnd: '<div id="dev-support-widget" hidden></div>',
  },
  {
    key: 'auth-user-tag',
    audience: 'auth',
    head: '<meta name="dev-auth-script" content="on">',
    bodyStart: '<noscript>auth</noscript>',
    bodyEnd: '',
  },
  {
    key: 'depositor-pixel',
    audience: 'depositor',
    head: '',
    bodyStart: '',
    bodyEnd: '<script>window.__devDepositorPixel = true;</script>',
  },
];

export const MIRROR_DOMAINS: MirrorDomain[] = [
  { url: 'mirror1.localhost', domainId: 1, settings: { loginOff: false, registrationConfigs: [] } },
  { url: 'mirror-nologin.localhost', domainId: 2, settings: { loginOff: true, registrationConfigs: [] } },
  {
    url: 'mirror-night.localhost',
    domainId: 3,
    settings: {
      loginOff: false,
      // Registration from DE only between 22:00 and 06:00 UTC on desktop, mobile all day.
      registrationConfigs: [
        {
          country: 'DE',
          time: [
            { from: '22:00', to: '06:00', deviceType: 'desktop' },
            { from: '00:00', to: '23:59', deviceType: 'mobile' },
          ],
        },
      ],
    },
  },
];

export const DOCUMENT_LABELS: DocumentLabel[] = [
  {
    id: 1,
    key: 'IDENTITY',
    name: 'Identity proof',
    description: 'Passport, ID card or driving licence',
    sides: ['front', 'back'],
  },
  {
    id: 2,
    key: 'ADDRESS',
    name: 'Proof of address',
    description: 'Utility bill or bank letter, under 3 months old',
    sides: ['front'],
  },
  {
    id: 3,
    key: 'BANK',
    name: 'Bank statement or card',
    description: 'Card front with middle digits hidden',
    sides: ['front'],
  },
];

/** The loyalty ladder (contract `getLoyaltyLevels`): xp to reach each level and what it gives. */
export const LOYALTY_LEVELS: LoyaltyLevel[] = [
  {
    level: 1,
    name: 'Bronze',
    xp: 0,
    rakebackPercent: 1,
    cashbackPercent: 5,
    pointsPerTen: 1,
    weeklyGift: null,
    personalManager: false,
    betLimitRemovalViaSupport: false,
  },
  {
    level: 2,
    name: 'Silver',
    xp: 1000,
    rakebackPercent: 2,
    cashbackPercent: 8,
    pointsPerTen: 1.2,
    weeklyGift: null,
    personalManager: false,
    betLimitRemovalViaSupport: false,
  },
  {
    level: 3,
    name: 'Gold',
    xp: 5000,
    rakebackPercent: 3,
    cashbackPercent: 10,
    pointsPerTen: 1.5,
    weeklyGift: 10,
    personalManager: false,
    betLimitRemovalViaSupport: false,
  },
  {
    level: 4,
    name: 'Platinum',
    xp: 20000,
    rakebackPercent: 5,
    cashbackPercent: 12,
    pointsPerTen: 2,
    weeklyGift: 50,
    personalManager: true,
    betLimitRemovalViaSupport: true,
  },
  {
    level: 5,
    name: 'Diamond',
    xp: 100000,
    rakebackPercent: 8,
    cashbackPercent: 15,
    pointsPerTen: 3,
    weeklyGift: 200,
    personalManager: true,
    betLimitRemovalViaSupport: true,
  },
];

/** Geo default when neither the header nor /__dev/geo says otherwise. */
export const DEFAULT_COUNTRY = 'MT';
