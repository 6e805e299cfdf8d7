import { css } from '@emotion/react';
import type { WithdrawalBlock } from '@casino/api-contract';
import { InstantAllowance, WithdrawalCard } from '@casino/cashier-ui';
import { Card, Heading, Link, Skeleton, Stack, Text, themed } from '@casino/design-system';
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

const blockListStyle = themed(
  (th) => css`
    margin: 0;
    padding-inline-start: ${th.space.lg};
    display: grid;
    gap: ${th.space.sm};
  `,
);

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
  const noticeRef = useRef<HTMLElement>(null);
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
    <Stack gap="lg" data-testid="withdraw-panel">
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
            <Stack gap="sm">
              <Text size="xl" weight="bold" numeric data-testid="withdrawable">
                {money(e.withdrawable)}
              </Text>
              <InstantAllowance
                used={e.instant.used}
                limit={e.instant.limit}
                period={e.instant.period}
                currencyCode={e.currencyCode}
              />
              {!e.eligible && (
                <Stack gap="xs" data-testid="withdraw-blocks">
                  <Text weight="bold">{t('cashier.withdraw.blockedTitle')}</Text>
                  <ul css={blockListStyle}>
                    {e.blocks.map((b) => (
                      <li key={b.code} data-code={b.code} data-testid="withdraw-block">
                        {block(b)}
                      </li>
                    ))}
                  </ul>
                </Stack>
              )}
            </Stack>
          </Card>
          {notice && (
            <Text ref={noticeRef} role="status" tabIndex={-1} data-testid="withdraw-notice">
              {notice.text}
            </Text>
          )}
          {e.eligible && <WithdrawForm eligibility={e} onDone={(text) => setNotice({ text, focus: false })} />}
        </>
      )}

      <Stack as="section" gap="sm" aria-labelledby="pending-withdrawals">
        <Heading level={2} id="pending-withdrawals">
          {t('cashier.withdraw.pendingTitle')}
        </Heading>
        {pending.isPending ? (
          <Skeleton variant="rect" height="6rem" />
        ) : pending.isError && !pending.data ? (
          <LoadFailure
            message={t('cashier.withdraw.pendingError')}
            onRetry={() => void pending.refetch()}
            retrying={pending.isFetching}
          />
        ) : pending.data.length === 0 ? (
          <Text data-testid="no-pending">{t('cashier.withdraw.noPending')}</Text>
        ) : (
          <>
            {/* Some markets (UK, FR) do not let a player reverse a requested withdrawal: no cancel there, and why. */}
            {e?.reversible === false && (
              <Text data-testid="withdraw-no-reversal">{t('cashier.withdraw.noReversal')}</Text>
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
      </Stack>

      {finished.length > 0 && (
        <Stack as="section" gap="sm" aria-labelledby="withdrawal-history">
          <Heading level={2} id="withdrawal-history">
            {t('cashier.withdraw.historyTitle')}
          </Heading>
          {finished.map((w) => (
            <WithdrawalCard key={w.id} withdrawal={w} links={links} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
