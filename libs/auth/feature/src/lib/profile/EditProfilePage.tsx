import { css } from '@emotion/react';
import type { AppSettings } from '@casino/api-contract';
import { Card, Link, Spinner, ToastProvider } from '@casino/design-system';
import { useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';

/**
 * The edit-profile page (/profile/edit-profile, /account in the panel layout): profile information and password. A
 * player whose token the server could not confirm sees the page wait for the browser's check, not a guest's prompt.
 */
export function EditProfilePage({ settings }: { settings: AppSettings }) {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  return (
    <section
      aria-labelledby="edit-profile-title"
      css={(th) => css`
        display: grid;
        gap: ${th.space.lg};
        max-width: 44rem;
        margin-inline: auto;
        padding: ${th.space.lg} ${th.space.md};
      `}
    >
      <h1 id="edit-profile-title" css={{ margin: 0 }}>
        {t('page.editProfile.title')}
      </h1>
      {status === 'signedIn' && (
        <ToastProvider dismissLabel={t('common.dismiss')}>
          <div css={(th) => css`display: grid; gap: ${th.space.lg};`}>
            <Card as="section" title={t('profile.info.title')} titleAs="h2">
              <ProfileForm settings={settings} updateFrom="Profile Page" />
            </Card>
            <Card as="section" title={t('profile.password.title')} titleAs="h2">
              <PasswordChangeForm settings={settings} />
            </Card>
          </div>
        </ToastProvider>
      )}
      {status === 'unknown' && (
        <div css={(th) => css`display: grid; justify-items: start; gap: ${th.space.sm};`} data-testid="profile-restoring">
          <Spinner label={t('profile.restoring')} />
          <p css={{ margin: 0 }}>{t('profile.restoringText')}</p>
        </div>
      )}
      {status === 'signedOut' && (
        <p>
          {t('profile.signInFirst')}{' '}
          <Link to={{ search: '?modal=login' }} preventScrollReset>
            {t('shell.header.login')}
          </Link>
        </p>
      )}
    </section>
  );
}
