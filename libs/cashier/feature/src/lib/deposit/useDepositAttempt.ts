import type { CreateDepositData } from '@casino/api-contract';
import { useOnce } from '@casino/session';
import { usePagePath } from '@casino/site';
import { reportDeposit, webStorageStore } from '@casino/tracking';
import { useTranslation } from '@casino/translate';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { useCancelDeposit } from '../../api/cancel-deposit';
import { useCreateDeposit } from '../../api/create-deposit';
import { useDeposit } from '../../api/get-deposit';
import { useThreeDsWebhook } from '../../api/three-ds-webhook';
import { useAttemptKey } from '../idempotency';
import { EMPTY_CARD, type CardValues } from './CardFields';
import { depositRefusal, type DepositRefusal } from './depositError';
import { DEPOSIT_STATUS_MODAL, returnedDepositIdOf, type ThreeDsOutcome } from './depositParams';
import type { DepositChoice } from './useDepositChoice';

/** Where a deposit attempt stands: the form, the issuer's check, the crypto address, or on the way to the provider's site. */
export type DepositPhase =
  | { kind: 'form' }
  | { kind: 'threeDs'; depositId: number; acsUrl: string }
  | { kind: 'crypto'; depositId: number; network: string; address: string; qrData: string; amount: number }
  | { kind: 'redirecting' };

/**
 * A deposit attempt (catalogue section 2 and 6), from the Deposit button to its result modal
 * (`?modal=deposit-<kind>&met=<method>`): the card checked, one request sent however often pressed, then the method's own
 * step (3-D Secure, the crypto address, the provider's site), its cancel, and the refusal in the player's words. One
 * key per attempt: made at the first send, kept for a repeat after a timeout, dropped when anything changes or the
 * deposit is settled. Back from the provider's site (`?depositId=`), the deposit's status opens its result modal.
 */
export function useDepositAttempt(choice: DepositChoice) {
  const { t, i18n } = useTranslation();
  const pagePath = usePagePath();
  const [searchParams, setSearchParams] = useSearchParams();
  const { details, currencyCode, method, methods, problem, numericAmount, bonusChoice, chosenNetwork, restriction } =
    choice;
  const [showAmountError, setShowAmountError] = useState(false);
  const [refusal, setRefusal] = useState<DepositRefusal | null>(null);
  const [phase, setPhase] = useState<DepositPhase>({ kind: 'form' });
  const cardForm = useForm<CardValues>({ defaultValues: EMPTY_CARD, mode: 'onTouched' });
  const create = useCreateDeposit();
  const webhook = useThreeDsWebhook();
  const cancel = useCancelDeposit();
  const once = useOnce();
  const attemptKey = useAttemptKey('dep', [choice.methodId, choice.amount, choice.bonusChoice, choice.network]);

  const returned = useDeposit(returnedDepositIdOf(searchParams));
  useEffect(() => {
    if (!returned.data) return;
    const title = methods.find((m) => m.id === returned.data.paymentMethodId)?.title ?? '';
    openResult(DEPOSIT_STATUS_MODAL[returned.data.status], title, 'depositId');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per returned deposit
  }, [returned.data]);

  function openResult(modal: string, methodTitle: string, drop?: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (drop) next.delete(drop);
        next.set('modal', modal);
        if (modal === 'deposit-success' || modal === 'deposit-3ds-success') next.delete('met');
        else next.set('met', methodTitle);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  function finish(data: Pick<CreateDepositData, 'deposit' | 'modal'> & { depositCount?: number }) {
    attemptKey.drop();
    cardForm.reset(EMPTY_CARD);
    create.reset();
    setPhase({ kind: 'form' });
    if (data.deposit.status === 'success' && data.depositCount && details) {
      reportDeposit(webStorageStore(window.localStorage), details.getUser.userId, data.depositCount);
    }
    openResult(data.modal, method?.title ?? '');
  }

  const fail = (error: unknown) =>
    setRefusal(depositRefusal(t, error, { locale: i18n.language, currencyCode, until: restriction?.until ?? null }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) return;
    setShowAmountError(true);
    const cardOk = method.isCardForm ? await cardForm.trigger() : true;
    if (problem || !cardOk) return;
    const card = method.isCardForm ? cardForm.getValues() : null;
    const idempotencyKey = attemptKey.take();
    setRefusal(null);
    await once(() =>
      create
        .mutateAsync({
          paymentMethodId: method.id,
          amount: numericAmount,
          currencyCode,
          bonusId: bonusChoice,
          idempotencyKey,
          ...(card
            ? {
                card: {
                  number: card.number.replace(/\D/g, ''),
                  expiry: card.expiry,
                  cvc: card.cvc,
                  holderName: card.holderName.trim(),
                },
              }
            : {}),
          ...(chosenNetwork ? { network: chosenNetwork } : {}),
          ...(!method.isCardForm && method.paymentMethod !== 'crypto' ? { returnUrl: pagePath('deposit') } : {}),
        })
        .then(
          (data) => {
            if (data.threeDs) {
              cardForm.reset(EMPTY_CARD);
              create.reset();
              setPhase({ kind: 'threeDs', depositId: data.deposit.id, acsUrl: data.threeDs.acsUrl });
            } else if (data.crypto) {
              create.reset();
              setPhase({ kind: 'crypto', depositId: data.deposit.id, ...data.crypto, amount: data.deposit.amount });
            } else if (data.redirect) {
              setPhase({ kind: 'redirecting' });
              window.location.assign(data.redirect.url);
            } else finish(data);
          },
          (error: unknown) => {
            create.reset();
            fail(error);
          },
        ),
    );
  };

  /** The issuer's check ended (the frame said how): its outcome goes to the webhook, a cancel cancels the deposit. */
  const onThreeDs = (outcome: ThreeDsOutcome) => {
    if (phase.kind !== 'threeDs') return;
    const depositId = phase.depositId;
    void once(() =>
      (outcome.outcome === 'cancel'
        ? cancel
            .mutateAsync(depositId)
            .then((data) => finish({ deposit: data.deposit, modal: DEPOSIT_STATUS_MODAL[data.deposit.status] }))
        : webhook.mutateAsync({ PaReq: outcome.PaReq, MD: outcome.MD }).then(finish)
      ).catch((error: unknown) => {
        setPhase({ kind: 'form' });
        fail(error);
      }),
    );
  };

  /** The player abandons the pending deposit (the 3-D Secure dialog closed, the crypto address not paid). */
  const cancelPending = () => {
    if (phase.kind !== 'crypto' && phase.kind !== 'threeDs') return;
    const depositId = phase.depositId;
    void once(() =>
      cancel.mutateAsync(depositId).then(
        (data) => finish({ deposit: data.deposit, modal: DEPOSIT_STATUS_MODAL[data.deposit.status] }),
        (error: unknown) => {
          setPhase({ kind: 'form' });
          fail(error);
        },
      ),
    );
  };

  /** The player says the crypto transfer is made: the deposit waits for the chain, in its pending modal. */
  const paid = () => {
    setPhase({ kind: 'form' });
    openResult('deposit-pending', method?.title ?? '');
  };

  return {
    phase,
    cardForm,
    refusal,
    showAmountError,
    /** A deposit is on its way (sent, or leaving for the provider's site): the form is locked and its button busy. */
    busy: create.isPending || phase.kind === 'redirecting',
    /** The issuer's outcome or a cancel is awaited. */
    checking: webhook.isPending || cancel.isPending,
    cancelling: cancel.isPending,
    submit,
    onThreeDs,
    cancelPending,
    paid,
  };
}
