import { css, type Theme } from '@emotion/react';
import { Dialog, Link, themedVariants, type DialogProps } from '@casino/design-system';
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

const formAlertStyle = themedVariants(
  (th: Theme, tone: 'danger' | 'success') => css`
    margin: 0;
    padding: ${th.space.sm} ${th.space.md};
    border-radius: ${th.radius.md};
    border: 1px solid ${tone === 'danger' ? th.color.danger : th.color.success};
    color: ${th.color.text};
    background: ${th.color.surfaceRaised};
  `,
  [['danger', 'success']],
);

/** A form-level message (server refusal, timeout): announced when it appears. */
export function FormAlert({ children, tone = 'danger' }: { children: ReactNode; tone?: 'danger' | 'success' }) {
  if (!children) return null;
  return (
    <p role={tone === 'danger' ? 'alert' : 'status'} css={formAlertStyle(tone)}>
      {children}
    </p>
  );
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
