import { css } from '@emotion/react';
import { Button, DescriptionList, Dialog, NavLink, Stack, themed } from '@casino/design-system';
import { readLastLogin, useAuthActions, useSession } from '@casino/session';
import { accountMenu, usePagePath } from '@casino/site';
import { useMemo, useState } from 'react';
import { dateTimeFormat, useTranslation } from '@casino/translate';
import { ShellIcon } from '../layout/icons';

const accountMenuNavLink = themed(
  (th) => css`
    display: flex;
    align-items: center;
    gap: ${th.space.sm};
    padding-block: ${th.space.xs};
  `,
);
/**
 * The signed-in player's side menu: account pages, the previous login (date, IP, location, from the login answer)
 * with the current IP (feature catalogue section 2), and log out (reason USER_INITIATED).
 */
export default function AccountMenu({
  open,
  onClose,
  clientIp,
}: {
  open: boolean;
  onClose: () => void;
  clientIp?: string;
}) {
  const { t, i18n } = useTranslation();
  const pagePath = usePagePath();
  const { signOut } = useAuthActions();
  const email = useSession((s) => s.details?.getUser.email);
  const lastLogin = useMemo(() => (open ? readLastLogin() : undefined), [open]);
  const [leaving, setLeaving] = useState(false);
  const dateTime = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('shell.account.menu')}
      description={email}
      closeLabel={t('common.close')}
    >
      <Stack gap="md">
        <nav aria-label={t('shell.account.menu')}>
          <Stack as="ul" gap="xxs">
            {accountMenu.map((item) => (
              <li key={item.page}>
                <NavLink to={pagePath(item.page)} onClick={onClose} css={accountMenuNavLink}>
                  {item.icon && <ShellIcon name={item.icon} />}
                  {t(`page.${item.page}.title`)}
                </NavLink>
              </li>
            ))}
          </Stack>
        </nav>
        <DescriptionList layout="inline" size="sm" detailWeight="regular" data-testid="last-login">
          <dt>{t('shell.account.lastLogin')}</dt>
          <dd>{lastLogin ? dateTime.format(new Date(lastLogin.created_at)) : t('shell.account.firstLogin')}</dd>
          {lastLogin && (
            <>
              <dt>{t('shell.account.lastIp')}</dt>
              <dd>
                {lastLogin.ip}
                {lastLogin.location ? ` (${lastLogin.location})` : ''}
              </dd>
            </>
          )}
          {clientIp && (
            <>
              <dt>{t('shell.account.currentIp')}</dt>
              <dd>{clientIp}</dd>
            </>
          )}
        </DescriptionList>
        <Button
          variant="secondary"
          fullWidth
          loading={leaving}
          onClick={async () => {
            setLeaving(true);
            await signOut('USER_INITIATED');
            setLeaving(false);
            onClose();
          }}
          data-testid="logout-button"
        >
          {t('shell.account.logout')}
        </Button>
      </Stack>
    </Dialog>
  );
}
