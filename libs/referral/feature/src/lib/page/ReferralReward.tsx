import { RestrictedAccountNotice } from '@casino/page-ui';
import type { ReferralStats } from '@casino/api-contract';
import { Button, Heading, Notice, Stack, Text } from '@casino/design-system';
import { useOnce } from '@casino/session';
import { formatMoney, useTranslation } from '@casino/translate';
import { useState } from 'react';
import { useClaimReferral } from '../../api/claim-referral';
import { claimErrorMessage } from './claimError';
import { useAccountRestriction } from '@casino/session';

/**
 * The reward waiting to be claimed and its Claim: one request however often it is pressed, progress while it waits,
 * the amount credited once it is paid (then the balance and the figures are read again, and nothing is left to claim),
 * or the refusal's sentence. A self-excluded or frozen player reads why claims are closed instead of a Claim button.
 */
export function ReferralReward({ stats }: { stats: ReferralStats }) {
  const { t, i18n } = useTranslation();
  const restriction = useAccountRestriction();
  const claim = useClaimReferral();
  const once = useOnce();
  const [paid, setPaid] = useState<string>();
  const [error, setError] = useState<string>();
  const money = (amount: number, currencyCode = stats.currencyCode) => formatMoney(i18n.language, amount, currencyCode);

  const onClaim = () => {
    void once(async () => {
      setPaid(undefined);
      setError(undefined);
      try {
        const result = await claim.mutateAsync();
        setPaid(t('referral.claim.done', { amount: money(result.amount, result.currencyCode) }));
      } catch (e) {
        setError(claimErrorMessage(t, e));
      }
    });
  };

  return (
    <Stack as="section" gap="sm" align="start" aria-labelledby="referral-reward-heading" data-testid="referral-reward">
      <Heading level={2} id="referral-reward-heading">
        {t('referral.claim.title')}
      </Heading>
      {restriction ? (
        <RestrictedAccountNotice restriction={restriction} />
      ) : stats.claimable > 0 ? (
        <Button
          onClick={onClaim}
          loading={claim.isPending}
          loadingLabel={t('referral.claim.pending')}
          data-testid="referral-claim"
        >
          {t('referral.claim.button', { amount: money(stats.claimable) })}
        </Button>
      ) : (
        <Text tone="muted" data-testid="referral-nothing-to-claim">
          {t('referral.claim.nothing')}
        </Text>
      )}
      <Text role="status" data-testid="referral-claim-status">
        {paid ?? ''}
      </Text>
      {error && (
        <Notice tone="danger" appearance="inline" data-testid="referral-claim-error">
          {error}
        </Notice>
      )}
    </Stack>
  );
}
