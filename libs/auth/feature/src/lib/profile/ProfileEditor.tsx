import type { AppSettings } from '@casino/api-contract';
import { Card, Stack, ToastProvider } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';

/**
 * The player's profile information and password, each in its own card, with the notifications their saves show: the
 * body of the edit-profile page, and of my profile below the overview.
 */
export function ProfileEditor({ settings }: { settings: AppSettings }) {
  const { t } = useTranslation();
  return (
    <ToastProvider dismissLabel={t('common.dismiss')}>
      <Stack gap="lg">
        <Card as="section" title={t('profile.info.title')} titleAs="h2">
          <ProfileForm settings={settings} updateFrom="Profile Page" />
        </Card>
        <Card as="section" title={t('profile.password.title')} titleAs="h2">
          <PasswordChangeForm settings={settings} />
        </Card>
      </Stack>
    </ToastProvider>
  );
}
