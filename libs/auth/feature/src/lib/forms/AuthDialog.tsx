import { Dialog, Link, Notice, type DialogProps } from '@casino/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from '@casino/translate';

/** The dialog every account modal uses: translated close label, a column of fields (the registry adds the query cache). */
export function AuthDialog({
  children,
  size = 'sm',
  ...props
}: Omit<DialogProps, 'closeLabel'> & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Dialog size={size} closeLabel={t('common.close')} {...props}>
      {children}
    </Dialog>
  );
}

/**
 * A form-level message (server refusal, timeout, a result): a Notice, announced when it appears (a refusal interrupts,
 * a result waits its turn); nothing without a message.
 */
export function FormAlert({ children, tone = 'danger' }: { children: ReactNode; tone?: 'danger' | 'success' }) {
  if (!children) return null;
  return <Notice tone={tone}>{children}</Notice>;
}

/** "Log in" as a guest's way on from an account dialog: the login modal, in this one's place. */
export function LoginInstead() {
  const { t } = useTranslation();
  return (
    <Link to={{ search: '?modal=login' }} replace appearance="primary" preventScrollReset>
      {t('auth.login.submit')}
    </Link>
  );
}
