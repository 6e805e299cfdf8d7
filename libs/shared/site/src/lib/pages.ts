import type { NavigationSystem } from './brand';

/** Who may see a page. */
export type PageAudience = 'anyone' | 'player';

/** One page of the site: where it is, who sees it, and the route module that renders it. */
export interface PageEntry {
  /** Its URL in the specification (section 2). Settings may move it by page key (`pageUrls.ts`). */
  readonly path: `/${string}`;
  /**
   * `player`: a page of the player's own data; a guest asking for it gets the same URL with the login modal open
   * (`definePageLoader` reads it from here).
   */
  readonly audience: PageAudience;
  /**
   * Its route module: a subpath its lib's `package.json` `exports` lists, named `<package>/routes/<file>`
   * (`@casino/rewards-feature/routes/promotions`). Without one the page shows the shell's translated placeholder.
   */
  readonly module?: `@casino/${string}/routes/${string}`;
}

/**
 * The page registry: every page of the site, declared once, keyed by page key and grouped by the domain that renders
 * it. The brand apps' route table (`tools/config/brand-routes.ts`), the `*` route that renders the pages settings moved
 * (`libs/brand-app`), the page loaders' audience and every link (`resolvePagePath`, `usePagePath`) read it. Settings
 * may override a path by page key (page-URL list, see `pageUrls.ts`); `resolvePagePath` is the one place that happens.
 * A new page is one entry here (one object literal among its domain's) and its route module in
 * `libs/<domain>/feature/src/routes/`, which the lib's `./routes/*` export already covers (docs/data-and-pages.md).
 */
export const sitePages = {
  // Lobby (libs/lobby/feature)
  home: { path: '/', audience: 'anyone', module: '@casino/lobby-feature/routes/home' },
  casino: { path: '/casino', audience: 'anyone', module: '@casino/lobby-feature/routes/casino' },
  liveCasino: { path: '/casino/live-casino', audience: 'anyone', module: '@casino/lobby-feature/routes/casino' },
  slots: { path: '/casino/slots', audience: 'anyone', module: '@casino/lobby-feature/routes/casino' },
  popular: { path: '/casino/popular', audience: 'anyone', module: '@casino/lobby-feature/routes/casino' },
  casinoGame: { path: '/casino/games/:gameId', audience: 'anyone', module: '@casino/lobby-feature/routes/game' },
  play: { path: '/play/:gameId', audience: 'anyone', module: '@casino/lobby-feature/routes/play' },
  providers: { path: '/providers', audience: 'anyone', module: '@casino/lobby-feature/routes/providers' },
  favorites: { path: '/profile/favorites', audience: 'player', module: '@casino/lobby-feature/routes/favorites' },

  // Tournaments (libs/tournaments/feature)
  tournaments: { path: '/tournaments', audience: 'anyone', module: '@casino/tournaments-feature/routes/tournaments' },
  tournament: {
    path: '/tournaments/:tournamentId',
    audience: 'anyone',
    module: '@casino/tournaments-feature/routes/tournament',
  },

  // Rewards (libs/rewards/feature)
  promotions: { path: '/promotions', audience: 'anyone', module: '@casino/rewards-feature/routes/promotions' },
  bonuses: { path: '/bonuses', audience: 'anyone', module: '@casino/rewards-feature/routes/bonuses' },
  cashback: { path: '/cashback', audience: 'anyone', module: '@casino/rewards-feature/routes/cashback' },
  freemoney: { path: '/freemoney', audience: 'anyone', module: '@casino/rewards-feature/routes/freemoney' },
  vipClub: { path: '/vip-club', audience: 'anyone', module: '@casino/rewards-feature/routes/vip-club' },
  vip: { path: '/vip', audience: 'anyone', module: '@casino/rewards-feature/routes/vip-club' },
  profileVipClub: { path: '/profile2/vip-club', audience: 'anyone', module: '@casino/rewards-feature/routes/vip-club' },
  myBonuses: { path: '/profile2/my-bonuses', audience: 'player', module: '@casino/rewards-feature/routes/my-bonuses' },

  // Cashier (libs/cashier/feature)
  deposit: { path: '/deposit', audience: 'player', module: '@casino/cashier-feature/routes/deposit' },
  withdraw: { path: '/withdraw', audience: 'player', module: '@casino/cashier-feature/routes/withdraw' },
  wallet: { path: '/Wallet', audience: 'player', module: '@casino/cashier-feature/routes/wallet' },
  balance: { path: '/profile2/balance', audience: 'player', module: '@casino/cashier-feature/routes/wallet' },

  // Accounts and profile (libs/auth/feature)
  profile: { path: '/profile', audience: 'player', module: '@casino/auth-feature/routes/profile' },
  myProfile: { path: '/profile2/my-profile', audience: 'player', module: '@casino/auth-feature/routes/profile' },
  editProfile: {
    path: '/profile/edit-profile',
    audience: 'player',
    module: '@casino/auth-feature/routes/edit-profile',
  },
  /** The panel layout's edit-profile page (spec section 2); other brands serve the same page there. */
  account: { path: '/account', audience: 'player', module: '@casino/auth-feature/routes/edit-profile' },

  // Verification and history (libs/account/feature)
  transactions: { path: '/profile/transactions', audience: 'player', module: '@casino/account-feature/routes/history' },
  myHistory: { path: '/profile2/my-history', audience: 'player', module: '@casino/account-feature/routes/history' },
  verify: { path: '/profile/verify', audience: 'player', module: '@casino/account-feature/routes/verification' },
  accountVerification: {
    path: '/account/verification',
    audience: 'player',
    module: '@casino/account-feature/routes/verification',
  },
  verification: {
    path: '/profile2/verification',
    audience: 'player',
    module: '@casino/account-feature/routes/verification',
  },

  // Responsible gaming (libs/responsible-gaming/feature)
  limits: { path: '/profile2/limits', audience: 'player', module: '@casino/responsible-gaming-feature/routes/limits' },
  freezeAccount: {
    path: '/profile2/freeze-account',
    audience: 'player',
    module: '@casino/responsible-gaming-feature/routes/freeze-account',
  },
  responsibleGambling: {
    path: '/responsible-gambling',
    audience: 'anyone',
    module: '@casino/responsible-gaming-feature/routes/responsible-gambling',
  },

  // Referral (libs/referral/feature). Designed here (refer-a-friend, issue #15): the spec names no route.
  referral: { path: '/profile2/referral', audience: 'player', module: '@casino/referral-feature/routes/referral' },

  // Information pages, still the shell's placeholder
  contacts: { path: '/contacts', audience: 'anyone' },
  termsAndConditions: { path: '/terms-and-conditions', audience: 'anyone' },
  privacyPolicy: { path: '/privacy-policy', audience: 'anyone' },
  amlPolicy: { path: '/aml-policy', audience: 'anyone' },
  responsibility: { path: '/responsibility', audience: 'anyone' },
  kycRefundPolicy: { path: '/kyc-refund-policy', audience: 'anyone' },
  bonusTerms: { path: '/bonus-terms', audience: 'anyone' },
  legalUseOfWebsite: { path: '/legal-use-of-website', audience: 'anyone' },
  cookiePolicy: { path: '/cookie-policy', audience: 'anyone' },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof sitePages;

/** A page's entry, with every field an entry may have (`module` is undefined for a placeholder page). */
export function pageEntry(key: PageKey): PageEntry {
  return sitePages[key];
}

export const pageKeys = Object.keys(sitePages) as PageKey[];

/** Page-URL overrides from settings, keyed by site page key (`pageUrlOverrides` builds them from settings). */
export type PageUrlOverrides = Partial<Record<PageKey, string>>;

/**
 * The path of a page for a navigation system. In the panel layout the edit-profile page is /account (spec section 2).
 * Parameters (`:gameId`, `:tournamentId`) are filled from `params`.
 */
export function resolvePagePath(
  key: PageKey,
  {
    navigationSystem = 'basic',
    overrides = {},
    params = {},
  }: { navigationSystem?: NavigationSystem; overrides?: PageUrlOverrides; params?: Record<string, string> } = {},
): string {
  let path: string =
    overrides[key] ??
    (key === 'editProfile' && navigationSystem === 'panel' ? sitePages.account.path : sitePages[key].path);
  for (const [name, value] of Object.entries(params)) {
    path = path.replace(`:${name}`, encodeURIComponent(value));
  }
  return path;
}

let pathPatterns: ReadonlyArray<{ key: PageKey; pattern: RegExp }> | undefined;
// Made on first use (by the server's page loaders), so the browser's bundle can leave them out.
function pagePathPatterns() {
  pathPatterns ??= pageKeys.map((key) => {
    const segments = sitePages[key].path.split('/').filter(Boolean);
    const source = segments
      .map((segment) => (segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
      .join('');
    return { key, pattern: new RegExp(`^${source}/*$`, 'i') };
  });
  return pathPatterns;
}

/**
 * The page whose built-in path matches a URL path the way the route table matches it (a `:name` segment is any one
 * segment, letters in either case, a trailing slash ignored), if any.
 */
export function pageAtPath(pathname: string): PageKey | undefined {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // a malformed escape stays as it came
  }
  return pagePathPatterns().find(({ pattern }) => pattern.test(path))?.key;
}

/** Translation key of a page's title. */
export function pageTitleKey(key: PageKey): string {
  return `page.${key}.title`;
}
