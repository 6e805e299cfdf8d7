import type { UserDetails } from '@casino/api-contract';
import type { ProfileInfo } from './ProfileInfoCard';
import type { WalletAmounts } from './WalletInfoCard';

/** The demo player as the profile cards show them, for the cards' stories and tests. */
export const demoPlayer: ProfileInfo = {
  firstName: 'Demo',
  lastName: 'Player',
  nickname: 'demo7',
  email: 'player@demo.test',
  isEmailVerified: true,
  phoneCode: '+356',
  phone: '79123456',
  countryCode: 'MT',
  currencyCode: 'EUR',
  dateOfBirth: '1990-01-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  kycStatus: 'APPROVED',
};

/** A player who has filled in nothing optional and verified nothing yet. */
export const newPlayer: ProfileInfo = {
  ...demoPlayer,
  firstName: null,
  lastName: null,
  nickname: null,
  phoneCode: null,
  phone: null,
  dateOfBirth: null,
  isEmailVerified: false,
  kycStatus: 'NOT_STARTED',
};

export const demoWallet: WalletAmounts = { cash: 100, nonCash: 20, total: 120, currencyCode: 'EUR' };

export const demoBonus: NonNullable<UserDetails['activeBonus']> = {
  userBonusId: 1,
  bonusId: 2,
  name: 'Welcome 100%',
  type: 'deposit',
  amount: 20,
  wagerLeft: 400,
};

export const silverLevel: UserDetails['userLoyaltyLevel'] = {
  level: 2,
  name: 'Silver',
  points: 1250,
  xp: 150,
  nextLevelXp: 200,
};
export const topLevel: UserDetails['userLoyaltyLevel'] = {
  level: 10,
  name: 'Diamond',
  points: 90000,
  xp: 500000,
  nextLevelXp: 0,
};

/** The settings links as /profile gives them (translated names and lines). */
export const settingsLinks = [
  {
    label: 'Edit profile',
    description: 'Change your personal details and your password.',
    href: '/profile/edit-profile',
  },
  {
    label: 'Verify account',
    description: 'Upload your identity and address documents and follow their review.',
    href: '/profile/verify',
  },
  { label: 'Limits', description: 'Set deposit, bet, loss and session limits.', href: '/profile2/limits' },
];
