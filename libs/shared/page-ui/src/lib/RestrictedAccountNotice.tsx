import { Inline, Link, Stack, Text } from '@casino/design-system';
import { usePagePath } from '@casino/site';
import { formatDateTimeUtc, useTranslation } from '@casino/translate';

/** Why the account may only withdraw: the shape of the session's `AccountRestriction` (this layer cannot import it). */
export type RestrictedAccount =
  { kind: 'selfExcluded'; until: string | null /* null: permanent */ } | { kind: 'frozen'; until: string };

export interface RestrictedAccountNoticeProps {
  restriction: RestrictedAccount;
}

/**
 * "Self-excluded or frozen" (issue #14): the player may log in and withdraw, nothing else that moves money. Says why,
 * until when (a permanent exclusion has no end), that withdrawals stay open, and leads to them (the brand's withdrawal
 * page) and to the limits page where the exclusion or freeze is read.
 */
export function RestrictedAccountNotice({ restriction }: RestrictedAccountNoticeProps) {
  const { t, i18n } = useTranslation();
  const pagePath = usePagePath();
  // In UTC, saying so: the server's HTML and the hydrated page agree whatever either's time zone.
  const date = restriction.until ? formatDateTimeUtc(i18n.language, restriction.until) : null;
  const sentence =
    restriction.kind === 'frozen'
      ? t('common.restricted.frozen_until', { date })
      : date
        ? t('common.restricted.selfExcluded_until', { date })
        : t('common.restricted.selfExcluded_permanent');
  return (
    <Stack gap="xs" align="start" role="note" data-testid="restricted-account" data-kind={restriction.kind}>
      <Text tone="inherit">{sentence}</Text>
      <Inline gap="sm">
        <Link to={pagePath('withdraw')} appearance="primary" size="sm">
          {t('common.restricted.withdraw')}
        </Link>
        <Link to={pagePath('limits')}>{t('common.restricted.limits')}</Link>
      </Inline>
    </Stack>
  );
}
