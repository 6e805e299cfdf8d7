import { css } from '@emotion/react';
import { Skeleton, VisuallyHidden, themed } from '@casino/design-system';
import { useTranslation } from '@casino/translate';

const headerSessionRestoringStyle = themed(
  (th) => css`
    display: inline-flex;
    flex-direction: column;
    align-items: flex-end;
    gap: ${th.space.xxs};
    inline-size: 5.5rem;
  `,
);

/**
 * Header slot while the browser confirms a token the server could not check (the backend stumbled, or skip-SSR-auth):
 * the balance's place, held, and never "Log in / Sign up" for a player who is signed in.
 */
export function SessionRestoring() {
  const { t } = useTranslation();
  return (
    <span role="status" aria-busy="true" data-testid="header-session-restoring" css={headerSessionRestoringStyle}>
      <Skeleton width="60%" />
      <Skeleton width="100%" />
      <VisuallyHidden>{t('shell.header.restoring')}</VisuallyHidden>
    </span>
  );
}
