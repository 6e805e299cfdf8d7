import type { UserDetails } from '@casino/api-contract';

/** A signed-in player's details as the backend sends them; override what a test is about. */
export function userDetailsFixture(
  overrides: { getUser?: Partial<UserDetails['getUser']> } & Partial<Omit<UserDetails, 'getUser'>> = {},
): UserDetails {
  const { getUser, ...rest } = overrides;
  return {
    getUser: {
      userId: 7,
      email: 'player@demo.test',
      currencyCode: 'EUR',
      dateOfBirth: '1990-01-01',
      tags: [],
      countryCode: 'MT',
      userLimit: { isSelfExclusionPermanent: false, selfExclusion: null, frozenUntil: null },
      userWallet: { amount: 100, nonCashAmount: 20, totalAmount: 120 },
      firstName: 'Demo',
      lastName: 'Player',
      nickname: null,
      phoneCode: null,
      phone: null,
      gender: null,
      city: null,
      zipCode: null,
      address: null,
      locale: 'en',
      isEmailVerified: true,
      kycStatus: 'APPROVED',
      createdAt: '2026-01-01T00:00:00.000Z',
      ...getUser,
    } as UserDetails['getUser'],
    depositCount: 3,
    totalDeposit: 300,
    totalSpend: 150,
    isCrypto: false,
    userLoyaltyLevel: { level: 2, name: 'Silver', points: 10, xp: 100, nextLevelXp: 200 },
    referralData: { referralCode: 'ABC', referralLink: 'https://casino.test/?ref=ABC' },
    activeBonus: null,
    currencySymbol: '€',
    userMonthlyLimit: null,
    ...rest,
  };
}
