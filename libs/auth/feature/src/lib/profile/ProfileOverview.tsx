import type { UserDetails } from '@casino/api-contract';
import { ProfileInfoCard as ProfileInfoCardView } from '@casino/auth-ui';
import { useLastLogin } from './useLastLogin';

// The profile pages' sections are auth-ui's presentational cards; the profile card here adds what only this browser knows.
export { LoyaltyInfoCard, ProfileSettingsCard, WalletInfoCard, type SettingsLink } from '@casino/auth-ui';

/** Profile info (auth-ui's card) with the previous login this browser remembers, read once it has hydrated. */
export function ProfileInfoCard({ user }: { user: UserDetails['getUser'] }) {
  const lastLogin = useLastLogin();
  return <ProfileInfoCardView user={user} lastLogin={lastLogin} />;
}
