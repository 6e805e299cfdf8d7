import { Button, Stack } from '@casino/design-system';
import { useSession } from '@casino/session';
import { useTranslation } from '@casino/translate';
import { AuthDialog, LoginInstead } from '../forms/AuthDialog';
import type { AuthModalProps } from '../login/LoginModal';

/**
 * `?modal=account-link`: where the server sends a signed-in player who opened a token link (`?at=`) of another account,
 * or one whose account it could not confirm (issue #39, decision 0016). The link was not used: the player is told who
 * they are still signed in as, and how to use the link if they meant to (log out, then open it again). A guest who
 * reaches the URL by hand is told only that no link was used.
 */
export function AccountLinkModal({ open, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const account = useSession((s) =>
    s.status === 'signedIn' ? s.details?.getUser.nickname || s.details?.getUser.email : undefined,
  );
  return (
    <AuthDialog
      open={open}
      onClose={onClose}
      title={account ? t('auth.accountLink.title', { account }) : t('auth.accountLink.guestTitle')}
      description={account ? t('auth.accountLink.message') : t('auth.accountLink.guestMessage')}
    >
      <Stack gap="md">
        {account ? (
          <Button onClick={onClose} data-testid="account-link-continue">
            {t('auth.accountLink.continue', { account })}
          </Button>
        ) : (
          <LoginInstead />
        )}
      </Stack>
    </AuthDialog>
  );
}
