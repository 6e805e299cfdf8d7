import { css } from '@emotion/react';
import type { WithdrawalBlock } from '@casino/api-contract';
import { InstantAllowance, WithdrawalCard } from '@casino/cashier-ui';
import { Card, Link, Skeleton, themed, defineStyle } from '@casino/design-system';
import { DepositRequiredNotice, EmailVerificationNotice, LoadFailure } from '@casino/page-ui';
import { useResendVerification } from '@casino/session';
import { usePagePath } from '@casino/site';
import { formatMoney, useTranslation } from '@casino/translate';
import { useEffect, useRef, useState } from 'react';
import { usePendingWithdrawals } from '../../api/get-pending-withdrawals';
import { useWithdrawalEligibility } from '../../api/get-withdrawal-eligibility';
import { useWithdrawals } from '../../api/get-withdrawals';
import { CancelWithdrawal } from './CancelWithdrawal';
import { WithdrawForm } from './WithdrawForm';

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const withdrawPanelStyle = themed(
  (th) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${th.space.lg};
  `,
);
const withdrawPanelBox = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
  `,
);
const withdrawableStyle = themed(
  (th) => css`
    margin: 0;
    font-size: ${th.typography.size.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  `,
);
const withdrawBlocksStyle = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.xs};
  `,
);
const withdrawPanelText = defineStyle(css`
  margin: 0;
  font-weight: 700;
`);
const withdrawPanelList = themed(
  (th) => css`
    margin: 0;
    padding-inline-start: ${th.space.lg};
    display: grid;
    gap: ${th.space.sm};
  `,
);
const withdrawNoticeStyle = defineStyle(css`
  margin: 0;
`);
const withdrawPanelSection = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
  `,
);
const withdrawPanelHeading = defineStyle(css`
  margin: 0;
`);
const noPendingStyle = defineStyle(css`
  margin: 0;
`);
const withdrawNoReversalStyle = defineStyle(css`
  margin: 0;
`);
const withdrawPanelSection2 = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.sm};
  `,
);
const withdrawPanelHeading2 = defineStyle(css`
  margin: 0;
`);

/**
 * Withdrawals (/withdraw, and under the wallet on /profile2/balance): the conditions first, in plain words with the way
 * to meet each; the cash free to go and the instant allowance; the request form; the waiting requests with their
 * timelines and cancel; the latest finished ones.
 */
export function WithdrawPanel() {
  const { t, i18n } = useTranslation();
  const pagePath = usePagePath();
  const eligibility = useWithdrawalEligibility();
  const pending = usePendingWithdrawals();
  const history = useWithdrawals(1);
  const resend = useResendVerification();
  // What the last request came to; `focus` when the control the player used is gone (a cancelled withdrawal's card), so
  // the keyboard lands on the outcome rather than on the page's body.
  const [notice, setNotice] = useState<{ text: string; focus: boolean } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice?.focus) noticeRef.current?.focus();
  }, [notice]);
  const links = { verify: pagePath('verify'), wagering: pagePath('myBonuses') };
  const e = eligibility.data;
  const money = (amount: number) => formatMoney(i18n.language, amount, e?.currencyCode ?? 'EUR');

  const block = (b: WithdrawalBlock) => {
    const d = b.details ?? {};
    switch (b.code) {
      case 'DEPOSIT_REQUIRED':
        return (
          <DepositRequiredNotice
            message={t('cashier.withdraw.block.DEPOSIT_REQUIRED')}
            depositHref={pagePath('deposit')}
          />
        );
      case 'REQUIRED_EMAIL_VERIFICATION':
        return (
          <EmailVerificationNotice
            message={t('cashier.withdraw.block.REQUIRED_EMAIL_VERIFICATION')}
            onResend={() => resend.mutateAsync()}
            data-testid="withdraw-verify-email"
          />
        );
      case 'ACTIVE_BONUS':
        return (
          <>
            {t('cashier.withdraw.block.ACTIVE_BONUS', { name: typeof d['name'] === 'string' ? d['name'] : '' })}{' '}
            <Link to={pagePath('myBonuses')}>{t('cashier.withdraw.blockAction.ACTIVE_BONUS')}</Link>
          </>
        );
      case 'WAGER_NOT_FINISHED':
        return (
          <>
            {t('cashier.withdraw.block.WAGER_NOT_FINISHED', { amount: money(num(d['wagerLeft'])) })}{' '}
            <Link to={pagePath('casino')}>{t('cashier.withdraw.blockAction.WAGER_NOT_FINISHED')}</Link>
          </>
        );
      case 'KYC_REQUIRED':
        return (
          <>
            {t('cashier.withdraw.block.KYC_REQUIRED')}{' '}
            <Link to={pagePath('verify')}>{t('cashier.withdraw.blockAction.KYC_REQUIRED')}</Link>
          </>
        );
    }
  };

  const finished = (history.data?.rows ?? []).filter((w) => w.status !== 'requested' && w.status !== 'pending');
  return (
    <div css={withdrawPanelStyle} data-testid="withdraw-panel">
      {eligibility.isPending ? (
        <Skeleton variant="rect" height="10rem" />
      ) : !e ? (
        // Only when nothing was read: a failed re-read (after a confirm whose answer was lost, say) keeps the form and what
        // the player typed on screen, with the figures last read.
        <LoadFailure
          message={t('cashier.withdraw.loadError')}
          onRetry={() => void eligibility.refetch()}
          retrying={eligibility.isFetching}
        />
      ) : (
        <>
          <Card as="section" title={t('cashier.withdraw.available')} titleAs="h2" data-testid="withdraw-summary">
            <div css={withdrawPanelBox}>
              <p css={withdrawableStyle} data-testid="withdrawable">
                {money(e.withdrawable)}
              </p>
              <InstantAllowance
                used={e.instant.used}
                limit={e.instant.limit}
                period={e.instant.period}
                currencyCode={e.currencyCode}
              />
              {!e.eligible && (
                <div data-testid="withdraw-blocks" css={withdrawBlocksStyle}>
                  <p css={withdrawPanelText}>{t('cashier.withdraw.blockedTitle')}</p>
                  <ul css={withdrawPanelList}>
                    {e.blocks.map((b) => (
                      <li key={b.code} data-code={b.code} data-testid="withdraw-block">
                        {block(b)}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          </Card>
          {notice && (
            <p ref={noticeRef} role="status" tabIndex={-1} data-testid="withdraw-notice" css={withdrawNoticeStyle}>
              {notice.text}
            </p>
          )}
          {e.eligible && <WithdrawForm eligibility={e} onDone={(text) => setNotice({ text, focus: false })} />}
        </>
      )}

      <section aria-labelledby="pending-withdrawals" css={withdrawPanelSection}>
        <h2 id="pending-withdrawals" css={withdrawPanelHeading}>
          {t('cashier.withdraw.pendingTitle')}
        </h2>
        {pending.isPending ? (
          <Skeleton variant="rect" height="6rem" />
        ) : pending.isError && !pending.data ? (
          <LoadFailure
            message={t('cashier.withdraw.pendingError')}
            onRetry={() => void pending.refetch()}
            retrying={pending.isFetching}
          />
        ) : pending.data.length === 0 ? (
          <p css={noPendingStyle} data-testid="no-pending">
            {t('cashier.withdraw.noPending')}
          </p>
        ) : (
          <>
            {/* Some markets (UK, FR) do not let a player reverse a requested withdrawal: no cancel there, and why. */}
            {e?.reversible === false && (
              <p css={withdrawNoReversalStyle} data-testid="withdraw-no-reversal">
                {t('cashier.withdraw.noReversal')}
              </p>
            )}
            {pending.data.map((w) => (
              <WithdrawalCard
                key={w.id}
                withdrawal={w}
                links={links}
                action={
                  e?.reversible === false ? undefined : (
                    <CancelWithdrawal withdrawal={w} onCancelled={(text) => setNotice({ text, focus: true })} />
                  )
                }
              />
            ))}
          </>
        )}
      </section>

      {finished.length > 0 && (
        <section aria-labelledby="withdrawal-history" css={withdrawPanelSection2}>
          <h2 id="withdrawal-history" css={withdrawPanelHeading2}>
            {t('cashier.withdraw.historyTitle')}
          </h2>
          {finished.map((w) => (
            <WithdrawalCard key={w.id} withdrawal={w} links={links} />
          ))}
        </section>
      )}
    </div>
  );
}
