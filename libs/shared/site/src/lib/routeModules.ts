import type { PageKey } from './pages';

/**
 * The route module of each page that has one: a module specifier its lib exports (package.json `exports`, with a path
 * alias in tsconfig.base.json). Every other page of the site map renders the shell's translated placeholder. The brand
 * apps' route table (`tools/config/brand-routes.ts`) is built from this, for every brand alike.
 */
export const pageRouteModules: Partial<Record<PageKey, string>> = {
  home: '@casino/lobby-feature/routes/home',
  casino: '@casino/lobby-feature/routes/casino',
  slots: '@casino/lobby-feature/routes/casino',
  liveCasino: '@casino/lobby-feature/routes/casino',
  popular: '@casino/lobby-feature/routes/casino',
  providers: '@casino/lobby-feature/routes/providers',
  favorites: '@casino/lobby-feature/routes/favorites',
  casinoGame: '@casino/lobby-feature/routes/game',
  play: '@casino/lobby-feature/routes/play',
  tournaments: '@casino/tournaments-feature/routes/tournaments',
  tournament: '@casino/tournaments-feature/routes/tournament',
  promotions: '@casino/rewards-feature/routes/promotions',
  cashback: '@casino/rewards-feature/routes/cashback',
  bonuses: '@casino/rewards-feature/routes/bonuses',
  freemoney: '@casino/rewards-feature/routes/freemoney',
  myBonuses: '@casino/rewards-feature/routes/my-bonuses',
  vipClub: '@casino/rewards-feature/routes/vip-club',
  vip: '@casino/rewards-feature/routes/vip-club',
  profileVipClub: '@casino/rewards-feature/routes/vip-club',
  wallet: '@casino/cashier-feature/routes/wallet',
  balance: '@casino/cashier-feature/routes/wallet',
  deposit: '@casino/cashier-feature/routes/deposit',
  withdraw: '@casino/cashier-feature/routes/withdraw',
  transactions: '@casino/account-feature/routes/history',
  myHistory: '@casino/account-feature/routes/history',
  verify: '@casino/account-feature/routes/verification',
  accountVerification: '@casino/account-feature/routes/verification',
  verification: '@casino/account-feature/routes/verification',
  limits: '@casino/responsible-gaming-feature/routes/limits',
  referral: '@casino/referral-feature/routes/referral',
  freezeAccount: '@casino/responsible-gaming-feature/routes/freeze-account',
  responsibleGambling: '@casino/responsible-gaming-feature/routes/responsible-gambling',
  editProfile: '@casino/auth-feature/routes/edit-profile',
  // The panel layout's edit-profile page (spec section 2); other brands serve the same page there.
  account: '@casino/auth-feature/routes/edit-profile',
  profile: '@casino/auth-feature/routes/profile',
  myProfile: '@casino/auth-feature/routes/profile',
};

/**
 * Route modules every brand shares besides the pages: placeholder, language action, translations files, Google
 * sign-in's callback, panel redirect, `*`.
 */
export const shellRouteModules = {
  comingSoon: '@casino/shell/routes/coming-soon',
  setLocale: '@casino/shell/routes/set-locale',
  translations: '@casino/shell/routes/locales',
  googleCallback: '@casino/auth-feature/routes/google-callback',
  editProfileToAccount: '@casino/shell/routes/to-account',
  catchAll: '@casino/brand-app/routes/catch-all',
} as const;
