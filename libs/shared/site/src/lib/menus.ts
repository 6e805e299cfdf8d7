import type { PageKey } from './pages';

/** Who sees a menu entry (spec section 2: entries are scoped to user, guest or any). */
export type MenuScope = 'user' | 'guest' | 'any';

export interface MenuItem {
  page: PageKey;
  scope: MenuScope;
  /** Icon name from the shell's icon set. */
  icon?:
    | 'home'
    | 'casino'
    | 'live'
    | 'slots'
    | 'star'
    | 'gift'
    | 'trophy'
    | 'crown'
    | 'wallet'
    | 'user'
    | 'shield'
    | 'history'
    | 'lock'
    | 'cash';
}

/** Main navigation of both layouts. */
export const mainMenu: readonly MenuItem[] = [
  { page: 'home', scope: 'any', icon: 'home' },
  { page: 'casino', scope: 'any', icon: 'casino' },
  { page: 'slots', scope: 'any', icon: 'slots' },
  { page: 'liveCasino', scope: 'any', icon: 'live' },
  { page: 'popular', scope: 'any', icon: 'star' },
  { page: 'promotions', scope: 'any', icon: 'gift' },
  { page: 'tournaments', scope: 'any', icon: 'trophy' },
  { page: 'vipClub', scope: 'any', icon: 'crown' },
  { page: 'freemoney', scope: 'guest', icon: 'gift' },
  { page: 'cashback', scope: 'user', icon: 'cash' },
];

/** The signed-in player's account menu. */
export const accountMenu: readonly MenuItem[] = [
  { page: 'editProfile', scope: 'user', icon: 'user' },
  { page: 'myProfile', scope: 'user', icon: 'user' },
  { page: 'balance', scope: 'user', icon: 'wallet' },
  { page: 'verification', scope: 'user', icon: 'shield' },
  { page: 'myBonuses', scope: 'user', icon: 'gift' },
  { page: 'profileVipClub', scope: 'user', icon: 'crown' },
  { page: 'myHistory', scope: 'user', icon: 'history' },
  { page: 'referral', scope: 'user', icon: 'gift' },
  { page: 'limits', scope: 'user', icon: 'lock' },
  { page: 'freezeAccount', scope: 'user', icon: 'lock' },
];

/** Footer links: legal texts and help. */
export const footerMenu: readonly MenuItem[] = [
  { page: 'termsAndConditions', scope: 'any' },
  { page: 'privacyPolicy', scope: 'any' },
  { page: 'cookiePolicy', scope: 'any' },
  { page: 'amlPolicy', scope: 'any' },
  { page: 'kycRefundPolicy', scope: 'any' },
  { page: 'bonusTerms', scope: 'any' },
  { page: 'responsibleGambling', scope: 'any' },
  { page: 'legalUseOfWebsite', scope: 'any' },
  { page: 'contacts', scope: 'any' },
];

/** The entries a visitor sees: `any` always, `user` only signed in, `guest` only signed out. */
export function visibleMenuItems(items: readonly MenuItem[], signedIn: boolean): MenuItem[] {
  return items.filter((item) => item.scope === 'any' || (item.scope === 'user') === signedIn);
}
