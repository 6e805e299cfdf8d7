import { Button, VisuallyHidden } from '@casino/design-system';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@casino/translate';
import { ShellIcon } from '../layout/icons';

// The menu's code (API client, logout) loads when the player first opens it.
const AccountMenu = lazy(() => import('./AccountMenu'));

/** Header button of a signed-in player: opens the side menu (account links, last login, current IP, log out). */
export function AccountMenuButton({ clientIp }: { clientIp?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="nav"
        size="sm"
        icon={<ShellIcon name="user" />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        data-testid="account-menu-button"
      >
        <VisuallyHidden onPhones>{t('shell.account.menu')}</VisuallyHidden>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <AccountMenu open={open} onClose={() => setOpen(false)} clientIp={clientIp} />
        </Suspense>
      )}
    </>
  );
}
