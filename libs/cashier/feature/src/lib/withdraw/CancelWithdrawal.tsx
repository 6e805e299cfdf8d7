import { css } from '@emotion/react';
import type { Withdrawal } from '@casino/api-contract';
import { Button, themed } from '@casino/design-system';
import { useOnce } from '@casino/session';
import { formatMoney, useTranslation } from '@casino/translate';
import { useState } from 'react';
import { useCancelWithdrawal } from '../../api/cancel-withdrawal';
import { withdrawalMessage } from './withdrawError';

const cancelWithdrawalBox = themed((th) => css`display: grid; gap: ${th.space.xs};`);
const cancelWithdrawalText = css`margin: 0;`;
const cancelWithdrawalBox2 = themed((th) => css`display: flex; flex-wrap: wrap; gap: ${th.space.sm};`);
const cancelWithdrawalText2 = css`margin: 0;`;

/** Cancel a waiting withdrawal after saying what happens (the amount comes back, no fees); one request however often pressed. */
export function CancelWithdrawal({ withdrawal, onCancelled }: { withdrawal: Withdrawal; onCancelled: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelWithdrawal();
  const once = useOnce();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoney(i18n.language, withdrawal.amount, withdrawal.currencyCode);
  const run = () =>
    void once(() =>
      cancel.mutateAsync(withdrawal.id).then(
        () => onCancelled(t('cashier.withdraw.cancelled', { amount })),
        (e: unknown) => setError(withdrawalMessage(t, e, { locale: i18n.language, currencyCode: withdrawal.currencyCode }).message),
      ),
    );
  if (!asking) {
    return (
      <div>
        <Button variant="secondary" size="sm" onClick={() => setAsking(true)} data-testid="withdrawal-cancel">
          {t('cashier.withdraw.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('cashier.withdraw.cancel')} css={cancelWithdrawalBox}>
      <p css={cancelWithdrawalText}>{t('cashier.withdraw.cancelQuestion', { amount })}</p>
      <div css={cancelWithdrawalBox2}>
        <Button variant="danger" size="sm" loading={cancel.isPending} onClick={run} data-testid="withdrawal-cancel-confirm">
          {t('cashier.withdraw.cancelYes')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setAsking(false)} disabled={cancel.isPending}>
          {t('cashier.withdraw.cancelNo')}
        </Button>
      </div>
      {error && (
        <p role="alert" css={cancelWithdrawalText2}>
          {error}
        </p>
      )}
    </div>
  );
}
