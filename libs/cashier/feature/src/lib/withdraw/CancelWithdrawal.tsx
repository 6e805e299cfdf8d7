import { css } from '@emotion/react';
import type { Withdrawal } from '@casino/api-contract';
import { Button, Notice, themed, defineStyle } from '@casino/design-system';
import { useOnce } from '@casino/session';
import { formatMoney, useTranslation } from '@casino/translate';
import { useEffect, useId, useRef, useState } from 'react';
import { useCancelWithdrawal } from '../../api/cancel-withdrawal';
import { withdrawalMessage } from './withdrawError';

const confirmGroup = themed((th) => css`display: grid; gap: ${th.space.xs};`);
const confirmText = defineStyle(css`margin: 0;`);
const confirmActions = themed((th) => css`display: flex; flex-wrap: wrap; gap: ${th.space.sm};`);

/**
 * Cancel a waiting withdrawal after saying what happens (the amount comes back, no fees); one request however often
 * pressed. The keyboard stays where the player is: on "Keep it" once the question shows (the safe answer; the group
 * describes itself with the question), back on "Cancel withdrawal" after "Keep it". After "Yes, cancel it" this card
 * goes, and the owner's `onCancelled` says so where focus can go.
 */
export function CancelWithdrawal({ withdrawal, onCancelled }: { withdrawal: Withdrawal; onCancelled: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelWithdrawal();
  const once = useOnce();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const questionId = useId();
  const openRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  // Set by the player's own answer, so a first render never takes focus.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (asking ? keepRef : openRef).current?.focus();
  }, [asking]);
  const ask = (next: boolean) => {
    moveFocus.current = true;
    setAsking(next);
  };
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
        <Button ref={openRef} variant="secondary" size="sm" onClick={() => ask(true)} data-testid="withdrawal-cancel">
          {t('cashier.withdraw.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('cashier.withdraw.cancel')} aria-describedby={questionId} css={confirmGroup}>
      <p id={questionId} css={confirmText}>
        {t('cashier.withdraw.cancelQuestion', { amount })}
      </p>
      <div css={confirmActions}>
        <Button variant="danger" size="sm" loading={cancel.isPending} onClick={run} data-testid="withdrawal-cancel-confirm">
          {t('cashier.withdraw.cancelYes')}
        </Button>
        <Button ref={keepRef} variant="ghost" size="sm" onClick={() => ask(false)} disabled={cancel.isPending}>
          {t('cashier.withdraw.cancelNo')}
        </Button>
      </div>
      {error && (
        <Notice tone="danger" appearance="inline">
          {error}
        </Notice>
      )}
    </div>
  );
}
