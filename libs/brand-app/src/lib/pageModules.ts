import type { PageKey } from '@casino/site';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

/** What the `*` route needs of a page module to render it at a URL the settings gave it. */
export interface PageModule {
  default: ComponentType;
  loader?: (args: LoaderFunctionArgs) => Promise<unknown> | unknown;
}

/**
 * The page modules of the site map, for the `*` route: a URL the settings' page-URL list gives a page is known only at
 * run time, so that route loads the page's module itself. The same pages as `pageRouteModules` (a test keeps the two
 * equal); pages without a module show the translated placeholder.
 */
export const pageModules: Partial<Record<PageKey, () => Promise<PageModule>>> = {
  home: () => import('@casino/lobby-feature/routes/home'),
  casino: () => import('@casino/lobby-feature/routes/casino'),
  slots: () => import('@casino/lobby-feature/routes/casino'),
  liveCasino: () => import('@casino/lobby-feature/routes/casino'),
  popular: () => import('@casino/lobby-feature/routes/casino'),
  providers: () => import('@casino/lobby-feature/routes/providers'),
  favorites: () => import('@casino/lobby-feature/routes/favorites'),
  casinoGame: () => import('@casino/lobby-feature/routes/game'),
  play: () => import('@casino/lobby-feature/routes/play'),
  tournaments: () => import('@casino/tournaments-feature/routes/tournaments'),
  tournament: () => import('@casino/tournaments-feature/routes/tournament'),
  promotions: () => import('@casino/rewards-feature/routes/promotions'),
  cashback: () => import('@casino/rewards-feature/routes/cashback'),
  bonuses: () => import('@casino/rewards-feature/routes/bonuses'),
  freemoney: () => import('@casino/rewards-feature/routes/freemoney'),
  myBonuses: () => import('@casino/rewards-feature/routes/my-bonuses'),
  vipClub: () => import('@casino/rewards-feature/routes/vip-club'),
  vip: () => import('@casino/rewards-feature/routes/vip-club'),
  profileVipClub: () => import('@casino/rewards-feature/routes/vip-club'),
  wallet: () => import('@casino/cashier-feature/routes/wallet'),
  balance: () => import('@casino/cashier-feature/routes/wallet'),
  deposit: () => import('@casino/cashier-feature/routes/deposit'),
  withdraw: () => import('@casino/cashier-feature/routes/withdraw'),
  transactions: () => import('@casino/account-feature/routes/history'),
  myHistory: () => import('@casino/account-feature/routes/history'),
  verify: () => import('@casino/account-feature/routes/verification'),
  accountVerification: () => import('@casino/account-feature/routes/verification'),
  verification: () => import('@casino/account-feature/routes/verification'),
  limits: () => import('@casino/responsible-gaming-feature/routes/limits'),
  referral: () => import('@casino/referral-feature/routes/referral'),
  freezeAccount: () => import('@casino/responsible-gaming-feature/routes/freeze-account'),
  responsibleGambling: () => import('@casino/responsible-gaming-feature/routes/responsible-gambling'),
  editProfile: () => import('@casino/auth-feature/routes/edit-profile'),
  account: () => import('@casino/auth-feature/routes/edit-profile'),
  profile: () => import('@casino/auth-feature/routes/profile'),
  myProfile: () => import('@casino/auth-feature/routes/profile'),
};
