import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UserDetails } from '@casino/api-contract';
import { SessionProvider, sessionFromDetails, uncheckedState } from '@casino/session';
import { userDetailsFixture } from '@casino/session/testing';
import { useState, type ReactNode } from 'react';
import { AuthStory, storySettings } from '../storySupport';
import { ProfilePage } from './ProfilePage';

/** A player at the top of the loyalty ladder, playing a bonus, with every detail filled in. */
const topPlayer = () =>
  userDetailsFixture({
    getUser: {
      nickname: 'highroller',
      phoneCode: '+356',
      phone: '79123456',
      kycStatus: 'APPROVED',
      userWallet: { amount: 18250.4, nonCashAmount: 750, totalAmount: 19000.4 },
    },
    userLoyaltyLevel: { level: 10, name: 'Diamond', points: 182500, xp: 1250000, nextLevelXp: 0 },
    activeBonus: { userBonusId: 4, bonusId: 9, name: 'VIP reload 50%', type: 'deposit', amount: 750, wagerLeft: 12000 },
  });

/** Another player than the story frame's, signed in (inside the frame: its backend and query cache stay). */
function AsPlayer({ user, children }: { user: () => UserDetails; children: ReactNode }) {
  const [initial] = useState(() => sessionFromDetails(user()));
  return <SessionProvider initial={initial}>{children}</SessionProvider>;
}

const meta = {
  title: 'Auth/ProfilePage',
  component: ProfilePage,
  args: { settings: storySettings(), page: 'profile' },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <AuthStory signedIn>{Story()}</AuthStory>],
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /profile: profile, wallet and loyalty info, and the links to the account settings. */
export const Profile: Story = {};

/** /profile2/my-profile: the same overview, then the profile and password forms of the edit-profile page. */
export const MyProfile: Story = { args: { page: 'myProfile' } };

/** A player at the top level (no progress bar), with a bonus being played and large amounts. */
export const TopLevelPlayer: Story = {
  decorators: [(Story) => <AsPlayer user={topPlayer}>{Story()}</AsPlayer>],
};

/** A new player: nothing optional filled in, email and identity not verified, first loyalty level. */
export const NewPlayer: Story = {
  decorators: [
    (Story) => (
      <AsPlayer
        user={() =>
          userDetailsFixture({
            getUser: {
              firstName: null,
              lastName: null,
              dateOfBirth: null,
              isEmailVerified: false,
              kycStatus: 'NOT_STARTED',
              userWallet: { amount: 0, nonCashAmount: 0, totalAmount: 0 },
            },
            userLoyaltyLevel: { level: 1, name: 'Bronze', points: 0, xp: 12, nextLevelXp: 100 },
          })
        }
      >
        {Story()}
      </AsPlayer>
    ),
  ],
};

/** My profile in Arabic, right to left. */
export const MyProfileArabic: Story = { args: { page: 'myProfile' }, globals: { locale: 'ar' } };

/** The top-level player's /profile in Arabic. */
export const TopLevelPlayerArabic: Story = {
  decorators: [(Story) => <AsPlayer user={topPlayer}>{Story()}</AsPlayer>],
  globals: { locale: 'ar' },
};

/** The backend could not confirm the player yet: the page says it is loading, never a guest's prompt. */
export const ConfirmingThePlayer: Story = {
  decorators: [(Story) => <SessionProvider initial={uncheckedState}>{Story()}</SessionProvider>],
};
