import { css } from '@emotion/react';
import type { AppSettings } from '@casino/api-contract';
import { Card, Link, ToastProvider } from '@casino/design-system';
import { QueryProvider } from '@casino/query';
import { useSession } from '@casino/session';
import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';

/** The edit-profile page (/profile/edit-profile, /account in the panel layout): profile information and password. */
export function EditProfilePage({ settings }: { settings: AppSettings }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.status === 'signedIn');
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
      {signedIn ? (
        <QueryProvider>
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
        </QueryProvider>
      ) : (
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
