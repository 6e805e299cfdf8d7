import { css } from '@emotion/react';
import { RestrictedAccountNotice } from '@casino/page-ui';
import type { ReferralStats } from '@casino/api-contract';
import { Button, Notice, themed, defineStyle } from '@casino/design-system';
import { useOnce } from '@casino/session';
import { formatMoney, useTranslation } from '@casino/translate';
import { useState } from 'react';
import { useClaimReferral } from '../../api/claim-referral';
import { claimErrorMessage } from './claimError';
import { useAccountRestriction } from '@casino/session';

const referralRewardStyle = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
    justify-items: start;
  `,
);
const referralRewardHeading = defineStyle(css`
  margin: 0;
`);
const referralNothingToClaimStyle = themed(
  (th) => css`
    margin: 0;
    color: ${th.color.textMuted};
  `,
);
const referralClaimStatusStyle = defineStyle(css`
  margin: 0;
`);

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
    <section aria-labelledby="referral-reward-heading" data-testid="referral-reward" css={referralRewardStyle}>
      <h2 id="referral-reward-heading" css={referralRewardHeading}>
        {t('referral.claim.title')}
      </h2>
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
        <p data-testid="referral-nothing-to-claim" css={referralNothingToClaimStyle}>
          {t('referral.claim.nothing')}
        </p>
      )}
      <p role="status" data-testid="referral-claim-status" css={referralClaimStatusStyle}>
        {paid ?? ''}
      </p>
      {error && (
        <Notice tone="danger" appearance="inline" data-testid="referral-claim-error">
          {error}
        </Notice>
      )}
    </section>
  );
}
