import { css } from '@emotion/react';
import { Link } from '@casino/design-system';
import { useTranslation } from '@casino/translate';

/** Why the account may only withdraw: the shape of the session's `AccountRestriction` (this layer cannot import it). */
export type RestrictedAccount = { kind: 'selfExcluded'; until: string | null /* null: permanent */ } | { kind: 'frozen'; until: string };

export interface RestrictedAccountNoticeProps {
  restriction: RestrictedAccount;
  /** The cashier's withdrawal page (`/withdraw` or the page-URL setting's path). */
  withdrawHref: string;
  /** The responsible-gaming limits page, where the player reads the exclusion or the freeze. */
  limitsHref?: string;
}

/**
 * "Self-excluded or frozen" (issue #14): the player may log in and withdraw, nothing else that moves money. Says why,
 * until when (a permanent exclusion has no end), that withdrawals stay open, and leads to them.
 */
export function RestrictedAccountNotice({ restriction, withdrawHref, limitsHref }: RestrictedAccountNoticeProps) {
  const { t, i18n } = useTranslation();
  const date = restriction.until ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(restriction.until)) : null;
  const sentence =
    restriction.kind === 'frozen'
      ? t('common.restricted.frozen_until', { date })
      : date
        ? t('common.restricted.selfExcluded_until', { date })
        : t('common.restricted.selfExcluded_permanent');
  return (
    <div role="note" data-testid="restricted-account" data-kind={restriction.kind} css={(th) => css`display: grid; gap: ${th.space.xs}; justify-items: start;`}>
      <p css={css`margin: 0;`}>{sentence}</p>
      <div css={(th) => css`display: flex; flex-wrap: wrap; align-items: center; gap: ${th.space.sm};`}>
        <Link to={withdrawHref} appearance="primary" size="sm">
          {t('common.restricted.withdraw')}
        </Link>
        {limitsHref && <Link to={limitsHref}>{t('common.restricted.limits')}</Link>}
      </div>
    </div>
  );
}
