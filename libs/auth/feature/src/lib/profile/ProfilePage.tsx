import { css } from '@emotion/react';
import type { AppSettings } from '@casino/api-contract';
import { usePageKey } from '@casino/page';
import { useSession } from '@casino/session';
import { usePagePath, type PageKey } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { CardGrid, Heading, Skeleton, Stack, themed, defineStyle } from '@casino/design-system';
import { lazy, Suspense } from 'react';
import { PlayerOnly } from './PlayerOnly';
import { LoyaltyInfoCard, ProfileInfoCard, ProfileSettingsCard, WalletInfoCard } from './ProfileOverview';

// The forms (validation, phone numbers, the password rules: about 75 KiB gzip) load only where they are shown, on my
// profile; /profile stays within the 200 KiB of the account pages.
const ProfileEditor = lazy(() => import('./ProfileEditor').then((m) => ({ default: m.ProfileEditor })));

/** The two pages this component serves: /profile (overview and settings) and /profile2/my-profile (overview and the forms). */
export type ProfilePageKey = Extract<PageKey, 'profile' | 'myProfile'>;

/** The account pages /profile leads to, in the order the player meets them. */
const SETTINGS_PAGES = [
  'editProfile',
  'verify',
  'transactions',
  'limits',
  'freezeAccount',
] as const satisfies readonly PageKey[];

export interface ProfilePageProps {
  settings: AppSettings;
  /** The page shown; by default the route's page (stories, which have no page route, say it). */
  page?: ProfilePageKey;
}

const profilePageSection = themed(
  (th) => css`
    max-inline-size: 72rem;
    margin-inline: auto;
    padding-block: ${th.space.lg};
    padding-inline: ${th.space.md};
  `,
);
const profilePageBox3 = defineStyle(css`
  inline-size: 100%;
  max-inline-size: 44rem;
`);

/**
 * The player's profile pages (/profile, and /profile2/my-profile in the profile2 navigation): profile info, wallet info
 * with the live amounts, loyalty info, all from the session alone. /profile adds the links to the account settings;
 * my profile adds the profile and password forms of the edit-profile page. A player whose token the server could not
 * confirm sees the page wait for the browser's check; a guest is asked to log in.
 */
export function ProfilePage({ settings, page: given }: ProfilePageProps) {
  const { t } = useTranslation();
  const routePage = usePageKey();
  const page: ProfilePageKey = given ?? (routePage === 'myProfile' ? 'myProfile' : 'profile');
  const myProfile = page === 'myProfile';
  const pagePath = usePagePath();
  const details = useSession((s) => s.details);
  const wallet = useSession((s) => s.wallet);
  return (
    <Stack as="section" gap="lg" aria-labelledby="profile-title" css={profilePageSection}>
      <Heading level={1} id="profile-title">
        {t(`page.${page}.title`)}
      </Heading>
      <PlayerOnly>
        {details && (
          <CardGrid min="xxl" fit gap="lg" align="start">
            <ProfileInfoCard user={details.getUser} />
            <Stack gap="lg">
              {wallet && (
                <WalletInfoCard
                  wallet={wallet}
                  activeBonus={details.activeBonus}
                  walletHref={pagePath(myProfile ? 'balance' : 'wallet')}
                  depositHref={pagePath('deposit')}
                />
              )}
              <LoyaltyInfoCard
                loyalty={details.userLoyaltyLevel}
                vipClubHref={pagePath(myProfile ? 'profileVipClub' : 'vipClub')}
              />
            </Stack>
            {!myProfile && (
              <ProfileSettingsCard
                links={SETTINGS_PAGES.map((key) => ({
                  label: t(`page.${key}.title`),
                  description: t(`profile.overview.settings.${key}`),
                  href: pagePath(key),
                }))}
              />
            )}
          </CardGrid>
        )}
        {myProfile && (
          <div css={profilePageBox3}>
            <Suspense fallback={<Skeleton variant="rect" height="24rem" />}>
              <ProfileEditor settings={settings} />
            </Suspense>
          </div>
        )}
      </PlayerOnly>
    </Stack>
  );
}
