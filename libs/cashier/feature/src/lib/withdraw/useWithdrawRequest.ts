import type { WithdrawalEligibility, WithdrawalQuote } from '@casino/api-contract';
import { useOnce, useSession } from '@casino/session';
import { formatMoney, useTranslation } from '@casino/translate';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCalculateWithdrawal } from '../../api/calculate-withdrawal';
import { useConfirmWithdrawal } from '../../api/confirm-withdrawal';
import { useAttemptKey } from '../idempotency';
import { withdrawalMessage } from './withdrawError';
import { requestOf, withdrawDefaults, type WithdrawMethod, type WithdrawValues } from './withdrawRequest';

/**
 * A withdrawal request (catalogue section 2 and 6): the method, the form's values, Calculate (the quote: what leaves the
 * balance, the fees, what arrives) and Confirm, each sent once however often pressed, and the refusal in the player's
 * words. A quote is for the values it was made with: any change asks for a new one. Every send of a quote's Confirm (a
 * retry after a timeout too) carries the same idempotency key, so the backend makes one withdrawal of it; a new quote
 * gets a new key.
 */
export function useWithdrawRequest(eligibility: WithdrawalEligibility, onDone: (message: string) => void) {
  const { t, i18n } = useTranslation();
  const email = useSession((s) => s.details?.getUser.email ?? '');
  const methods = eligibility.methods as WithdrawMethod[];
  const [method, setMethod] = useState<WithdrawMethod>(methods[0] ?? 'bank');
  const [quote, setQuote] = useState<WithdrawalQuote | null>(null);
  const quoteKey = useAttemptKey('wd', [quote]);
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  const calculate = useCalculateWithdrawal();
  const confirm = useConfirmWithdrawal();
  const once = useOnce();
  const form = useForm<WithdrawValues>({
    mode: 'onTouched',
    shouldUnregister: true,
    defaultValues: withdrawDefaults(email, eligibility.networks[0] ?? ''),
  });
  const {
    watch,
    handleSubmit,
    formState: { errors },
  } = form;
  useEffect(() => {
    const sub = watch(() => setQuote(null));
    return () => sub.unsubscribe();
  }, [watch]);
  const money = (amount: number, currency = eligibility.currencyCode) => formatMoney(i18n.language, amount, currency);
  const refuse = (error: unknown) =>
    setRefusal(withdrawalMessage(t, error, { locale: i18n.language, currencyCode: eligibility.currencyCode }));

  const onCalculate = handleSubmit((values) => {
    setRefusal(null);
    const request = requestOf(method, values);
    void once(() =>
      calculate
        .mutateAsync({ method, amount: request.amount, ...(method === 'crypto' ? { network: values.network } : {}) })
        .then(setQuote, refuse),
    );
  });

  const onConfirm = handleSubmit((values) => {
    setRefusal(null);
    if (!quote) return;
    const idempotencyKey = quoteKey.take();
    void once(() =>
      confirm.mutateAsync({ ...requestOf(method, values), idempotencyKey }).then(({ withdrawal }) => {
        setQuote(null);
        form.reset();
        onDone(
          t('cashier.withdraw.requested', {
            amount: money(withdrawal.amount, withdrawal.currencyCode),
            receive: money(withdrawal.receiveAmount, withdrawal.currencyCode),
          }),
        );
      }, refuse),
    );
  });

  return {
    form,
    methods,
    method,
    /** Another method: its own fields, no quote, no refusal. */
    chooseMethod: (next: WithdrawMethod) => {
      setMethod(next);
      setQuote(null);
      setRefusal(null);
    },
    quote,
    dropQuote: () => setQuote(null),
    refusal,
    /** A field's error, in the player's words, or undefined. */
    fieldError: (name: keyof WithdrawValues) => {
      const m = errors[name]?.message;
      return m ? t(m, { max: money(eligibility.withdrawable), min: 8, maxLength: 15 }) : undefined;
    },
    money,
    onCalculate,
    onConfirm,
    calculating: calculate.isPending,
    confirming: confirm.isPending,
    busy: calculate.isPending || confirm.isPending,
  };
}
