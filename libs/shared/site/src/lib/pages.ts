import type { NavigationSystem } from './brand';

/**
 * Every page of the account shell specification (section 2), keyed by page key.
 * Settings may override a path by page key (page-URL list, see `pageUrls.ts`); `resolvePagePath` is the one place
 * that happens.
 */
export const sitePages = {
  home: { path: '/' },
  casino: { path: '/casino' },
  liveCasino: { path: '/casino/live-casino' },
  slots: { path: '/casino/slots' },
  popular: { path: '/casino/popular' },
  casinoGame: { path: '/casino/games/:gameId' },
  play: { path: '/play/:gameId' },
  providers: { path: '/providers' },
  promotions: { path: '/promotions' },
  bonuses: { path: '/bonuses' },
  tournaments: { path: '/tournaments' },
  tournament: { path: '/tournaments/:tournamentId' },
  cashback: { path: '/cashback' },
  deposit: { path: '/deposit' },
  withdraw: { path: '/withdraw' },
  vipClub: { path: '/vip-club' },
  vip: { path: '/vip' },
  freemoney: { path: '/freemoney' },
  contacts: { path: '/contacts' },
  wallet: { path: '/Wallet' },
  profile: { path: '/profile' },
  editProfile: { path: '/profile/edit-profile' },
  account: { path: '/account' },
  transactions: { path: '/profile/transactions' },
  verify: { path: '/profile/verify' },
  accountVerification: { path: '/account/verification' },
  favorites: { path: '/profile/favorites' },
  myProfile: { path: '/profile2/my-profile' },
  balance: { path: '/profile2/balance' },
  verification: { path: '/profile2/verification' },
  myBonuses: { path: '/profile2/my-bonuses' },
  profileVipClub: { path: '/profile2/vip-club' },
  myHistory: { path: '/profile2/my-history' },
  freezeAccount: { path: '/profile2/freeze-account' },
  limits: { path: '/profile2/limits' },
  /** Designed here (refer-a-friend, issue #15): the spec names no route. */
  referral: { path: '/profile2/referral' },
  termsAndConditions: { path: '/terms-and-conditions' },
  privacyPolicy: { path: '/privacy-policy' },
  amlPolicy: { path: '/aml-policy' },
  responsibleGambling: { path: '/responsible-gambling' },
  responsibility: { path: '/responsibility' },
  kycRefundPolicy: { path: '/kyc-refund-policy' },
  bonusTerms: { path: '/bonus-terms' },
  legalUseOfWebsite: { path: '/legal-use-of-website' },
  cookiePolicy: { path: '/cookie-policy' },
} as const satisfies Record<string, { path: string }>;

export type PageKey = keyof typeof sitePages;

export const pageKeys = Object.keys(sitePages) as PageKey[];

/** Page-URL overrides from settings, keyed by site page key (`pageUrlOverrides` builds them from settings). */
export type PageUrlOverrides = Partial<Record<PageKey, string>>;

/**
 * The path of a page for a navigation system. In the panel layout the edit-profile page is /account (spec section 2).
 * Parameters (`:gameId`, `:tournamentId`) are filled from `params`.
 */
export function resolvePagePath(
  key: PageKey,
  { navigationSystem = 'basic', overrides = {}, params = {} }: { navigationSystem?: NavigationSystem; overrides?: PageUrlOverrides; params?: Record<string, string> } = {},
): string {
  let path: string = overrides[key] ?? (key === 'editProfile' && navigationSystem === 'panel' ? sitePages.account.path : sitePages[key].path);
  for (const [name, value] of Object.entries(params)) {
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  return path;
}

/** Translation key of a page's title. */
export function pageTitleKey(key: PageKey): string {
  return `page.${key}.title`;
}
