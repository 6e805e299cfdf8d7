import { Heading, Stack, themed } from '@casino/design-system';
import { css } from '@emotion/react';
import type { AppSettings } from '@casino/api-contract';
import { useTranslation } from '@casino/translate';
import { PlayerOnly } from './PlayerOnly';
import { ProfileEditor } from './ProfileEditor';

const editProfilePageSection = themed(
  (th) => css`
    max-width: 44rem;
    margin-inline: auto;
    padding: ${th.space.lg} ${th.space.md};
  `,
);

/**
 * The edit-profile page (/profile/edit-profile, /account in the panel layout): profile information and password. A
 * player whose token the server could not confirm sees the page wait for the browser's check, not a guest's prompt.
 */
export function EditProfilePage({ settings }: { settings: AppSettings }) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="lg" aria-labelledby="edit-profile-title" css={editProfilePageSection}>
      <Heading level={1} id="edit-profile-title">
        {t('page.editProfile.title')}
      </Heading>
      <PlayerOnly>
        <ProfileEditor settings={settings} />
      </PlayerOnly>
    </Stack>
  );
}
