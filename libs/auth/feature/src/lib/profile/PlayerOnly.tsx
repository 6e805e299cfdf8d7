import { css } from '@emotion/react';
import { Link, Spinner, themed } from '@casino/design-system';
import { useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import type { ReactNode } from 'react';

const profileRestoringStyle = themed(
  (th) => css`
    display: grid;
    justify-items: start;
    gap: ${th.space.sm};
  `,
);

/**
 * What a page of the player's own data shows for each session state: the page for a player; for a player whose token the
 * server could not confirm, a wait for the browser's check (never a guest's prompt); for a guest, the way to log in.
 */
export function PlayerOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSession((s) => s.status);
  if (status === 'signedIn') return children;
  if (status === 'unknown') {
    return (
      <div css={profileRestoringStyle} data-testid="profile-restoring">
        <Spinner label={t('profile.restoring')} />
        <p css={{ margin: 0 }}>{t('profile.restoringText')}</p>
      </div>
    );
  }
  return (
    <p>
      {t('profile.signInFirst')}{' '}
      <Link to={{ search: '?modal=login' }} preventScrollReset>
        {t('shell.header.login')}
      </Link>
    </p>
  );
}
