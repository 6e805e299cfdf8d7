import { Link, Spinner, Stack, Text } from '@casino/design-system';
import { useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import type { ReactNode } from 'react';

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
      <Stack gap="sm" align="start" data-testid="profile-restoring">
        <Spinner label={t('profile.restoring')} />
        <Text>{t('profile.restoringText')}</Text>
      </Stack>
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
