import type { Withdrawal } from '@casino/api-contract';
import { InlineConfirm } from '@casino/design-system';
import { useOnce } from '@casino/session';
import { formatMoney, useTranslation } from '@casino/translate';
import { useState } from 'react';
import { useCancelWithdrawal } from '../../api/cancel-withdrawal';
import { withdrawalMessage } from './withdrawError';

/**
 * Cancel a waiting withdrawal after saying what happens (the amount comes back, no fees), in place (the design
 * system's InlineConfirm: focus on "Keep it" once asked, back on "Cancel withdrawal" after it); one request however
 * often pressed. After "Yes, cancel it" this card goes, and the owner's `onCancelled` says so where focus can go.
 */
export function CancelWithdrawal({
  withdrawal,
  onCancelled,
}: {
  withdrawal: Withdrawal;
  onCancelled: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelWithdrawal();
  const once = useOnce();
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoney(i18n.language, withdrawal.amount, withdrawal.currencyCode);
  const run = () =>
    void once(() =>
      cancel.mutateAsync(withdrawal.id).then(
        () => onCancelled(t('cashier.withdraw.cancelled', { amount })),
        (e: unknown) =>
          setError(withdrawalMessage(t, e, { locale: i18n.language, currencyCode: withdrawal.currencyCode }).message),
      ),
    );
  return (
    <InlineConfirm
      label={t('cashier.withdraw.cancel')}
      question={t('cashier.withdraw.cancelQuestion', { amount })}
      confirmLabel={t('cashier.withdraw.cancelYes')}
      keepLabel={t('cashier.withdraw.cancelNo')}
      pending={cancel.isPending}
      error={error}
      onConfirm={run}
      testId="withdrawal-cancel"
      confirmTestId="withdrawal-cancel-confirm"
    />
  );
}
