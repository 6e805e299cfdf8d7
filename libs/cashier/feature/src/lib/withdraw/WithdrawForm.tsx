import { css } from '@emotion/react';
import type { WithdrawalEligibility, WithdrawalQuote } from '@casino/api-contract';
import { Button, Card, Notice, RadioGroup, Select, TextField, themed, defineStyle } from '@casino/design-system';
import { PasteButton } from '@casino/page-ui';
import { useSession, useOnce } from '@casino/session';
import { formatMoney, useTranslation } from '@casino/translate';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCalculateWithdrawal } from '../../api/calculate-withdrawal';
import { useConfirmWithdrawal, type ConfirmWithdrawalBody } from '../../api/confirm-withdrawal';
import { newIdempotencyKey } from '../deposit/depositParams';
import { withdrawalMessage } from './withdrawError';
import { accountNumberProblem, bankCodeProblem, bankNameProblem, emailProblem, required, upiIdProblem, walletAddressProblem, withdrawAmountProblem } from './withdrawRules';

type Method = 'bank' | 'upi' | 'crypto';

interface WithdrawValues {
  amount: string;
  beneficiaryName: string;
  accountNumber: string;
  bankCode: string;
  transfer: 'bank' | 'netbanking';
  bankName: string;
  branch: string;
  address: string;
  email: string;
  upiId: string;
  network: string;
  walletAddress: string;
}

const toNumber = (raw: string) => Number(raw.trim().replace(',', '.'));

/** The request the form's values make for a method (what confirm sends; calculate sends its method, amount and network). */
function requestOf(method: Method, values: WithdrawValues): ConfirmWithdrawalBody {
  // Fields of the other methods are unregistered (undefined) while their form is not shown.
  const v = (name: keyof WithdrawValues) => (values[name] ?? '').trim();
  const opt = (name: keyof WithdrawValues) => (v(name) ? { [name]: v(name) } : {});
  const amount = toNumber(v('amount'));
  if (method === 'bank') {
    return {
      method,
      amount,
      details: { beneficiaryName: v('beneficiaryName'), accountNumber: v('accountNumber'), bankCode: v('bankCode').toUpperCase(), email: v('email'), ...opt('bankName'), ...opt('branch'), ...opt('address') },
    };
  }
  if (method === 'upi') return { method, amount, details: { upiId: v('upiId'), ...opt('beneficiaryName'), ...opt('email') } };
  return { method, amount, details: { network: values.network, walletAddress: v('walletAddress') } };
}

const withdrawFormForm = themed((th) => css`display: grid; gap: ${th.space.md};`);
/** The details of the picked method, side by side where they fit. */
const row = defineStyle(css`display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));`);
const withdrawFormBox2 = themed((th) => css`display: grid; gap: ${th.space.xs};`);
const withdrawQuoteStyle = themed((th) => css`display: grid; gap: ${th.space.sm};`);
const withdrawFormDetails = themed((th) => css`margin: 0; display: grid; grid-template-columns: auto auto; gap: ${th.space.xs} ${th.space.md}; justify-content: start;`);
const withdrawFormValue = defineStyle(css`margin: 0; font-variant-numeric: tabular-nums;`);
const withdrawFormValue2 = defineStyle(css`margin: 0; font-variant-numeric: tabular-nums;`);
const withdrawFormValue3 = defineStyle(css`margin: 0; font-variant-numeric: tabular-nums;`);
const withdrawFormTerm = defineStyle(css`font-weight: 700;`);
const withdrawReceiveStyle = defineStyle(css`margin: 0; font-weight: 700; font-variant-numeric: tabular-nums;`);
const withdrawFormBox3 = themed((th) => css`display: flex; flex-wrap: wrap; gap: ${th.space.sm};`);

/**
 * The withdrawal request (catalogue section 2 and 6): bank, UPI or crypto; Calculate shows what leaves the balance, the
 * fees and what arrives; Confirm sends the request once. Changing anything after a calculation asks for a new one.
 */
export function WithdrawForm({ eligibility, onDone }: { eligibility: WithdrawalEligibility; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const email = useSession((s) => s.details?.getUser.email ?? '');
  const methods = eligibility.methods as Method[];
  const [method, setMethod] = useState<Method>(methods[0] ?? 'bank');
  // The quote on screen and its idempotency key: every send of its Confirm (a retry after a timeout too) carries the
  // same key, so the backend makes one withdrawal of it; a new quote gets a new key.
  const [quoted, setQuoted] = useState<{ quote: WithdrawalQuote; key: string } | null>(null);
  const quote = quoted?.quote ?? null;
  const setQuote = (q: WithdrawalQuote | null) => setQuoted(q ? { quote: q, key: newIdempotencyKey('wd') } : null);
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  const calculate = useCalculateWithdrawal();
  const confirm = useConfirmWithdrawal();
  const once = useOnce();
  const form = useForm<WithdrawValues>({
    mode: 'onTouched',
    shouldUnregister: true,
    defaultValues: { amount: '', beneficiaryName: '', accountNumber: '', bankCode: '', transfer: 'bank', bankName: '', branch: '', address: '', email, upiId: '', network: eligibility.networks[0] ?? '', walletAddress: '' },
  });
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors },
  } = form;
  // A quote is for the values it was made with: any change asks for a new one.
  useEffect(() => {
    const sub = watch(() => setQuoted(null));
    return () => sub.unsubscribe();
  }, [watch]);
  const money = (amount: number, currency = eligibility.currencyCode) => formatMoney(i18n.language, amount, currency);
  const message = (name: keyof WithdrawValues) => {
    const m = errors[name]?.message;
    return m ? t(m, { max: money(eligibility.withdrawable), min: 8, maxLength: 15 }) : undefined;
  };
  const rule = (check: (value: string) => string | null) => ({ validate: (value: string) => check(value) ?? true });
  const netbanking = watch('transfer') === 'netbanking';

  const onCalculate = handleSubmit((values) => {
    setRefusal(null);
    const request = requestOf(method, values);
    void once(() =>
      calculate.mutateAsync({ method, amount: request.amount, ...(method === 'crypto' ? { network: values.network } : {}) }).then(
        (q) => setQuote(q),
        (error: unknown) => setRefusal(withdrawalMessage(t, error, { locale: i18n.language, currencyCode: eligibility.currencyCode })),
      ),
    );
  });

  const onConfirm = handleSubmit((values) => {
    setRefusal(null);
    if (!quoted) return;
    const idempotencyKey = quoted.key;
    void once(() =>
      confirm.mutateAsync({ ...requestOf(method, values), idempotencyKey }).then(
        ({ withdrawal }) => {
          setQuote(null);
          form.reset();
          onDone(t('cashier.withdraw.requested', { amount: money(withdrawal.amount, withdrawal.currencyCode), receive: money(withdrawal.receiveAmount, withdrawal.currencyCode) }));
        },
        (error: unknown) => setRefusal(withdrawalMessage(t, error, { locale: i18n.language, currencyCode: eligibility.currencyCode })),
      ),
    );
  });

  const busy = calculate.isPending || confirm.isPending;
  return (
    <Card as="section" title={t('cashier.withdraw.formTitle')} titleAs="h2" data-testid="withdraw-form">
      <form method="post" noValidate onSubmit={(event) => void onCalculate(event)} aria-busy={busy} css={withdrawFormForm}>
        <RadioGroup
          legend={t('cashier.withdraw.methodLegend')}
          name="withdraw-method"
          direction="row"
          disabled={busy}
          value={method}
          onChange={(m) => {
            setMethod(m);
            setQuote(null);
            setRefusal(null);
          }}
          options={methods.map((m) => ({ value: m, label: t(`cashier.withdraw.method.${m}`) }))}
        />

        {method === 'bank' && (
          <div css={row}>
            <TextField label={t('cashier.withdraw.field.beneficiaryName')} autoComplete="name" required error={message('beneficiaryName')} {...register('beneficiaryName', rule(required))} />
            <TextField label={t('cashier.withdraw.field.accountNumber')} inputMode="numeric" dir="ltr" required error={message('accountNumber')} {...register('accountNumber', rule(accountNumberProblem))} />
            <TextField label={t('cashier.withdraw.field.bankCode')} hint={t('cashier.withdraw.field.bankCodeHint')} dir="ltr" maxLength={15} required error={message('bankCode')} {...register('bankCode', rule(bankCodeProblem))} />
            <Select
              label={t('cashier.withdraw.field.transfer')}
              options={[
                { value: 'bank', label: t('cashier.withdraw.transfer.bank') },
                { value: 'netbanking', label: t('cashier.withdraw.transfer.netbanking') },
              ]}
              {...register('transfer')}
            />
            <TextField label={t('cashier.withdraw.field.bankName')} required={netbanking} error={message('bankName')} {...register('bankName', { validate: (value: string) => bankNameProblem(value, form.getValues('transfer') === 'netbanking') ?? true })} />
            <TextField label={t('cashier.withdraw.field.branch')} hint={t('cashier.withdraw.field.optional')} {...register('branch')} />
            <TextField label={t('cashier.withdraw.field.address')} hint={t('cashier.withdraw.field.optional')} autoComplete="street-address" {...register('address')} />
            <TextField label={t('cashier.withdraw.field.email')} type="email" autoComplete="email" required error={message('email')} {...register('email', rule(emailProblem))} />
          </div>
        )}
        {method === 'upi' && (
          <div css={row}>
            <TextField label={t('cashier.withdraw.field.upiId')} hint={t('cashier.withdraw.field.upiIdHint')} dir="ltr" autoCapitalize="none" required error={message('upiId')} {...register('upiId', rule(upiIdProblem))} />
            <TextField label={t('cashier.withdraw.field.beneficiaryName')} hint={t('cashier.withdraw.field.optional')} autoComplete="name" {...register('beneficiaryName')} />
            <TextField
              label={t('cashier.withdraw.field.email')}
              hint={t('cashier.withdraw.field.optional')}
              type="email"
              autoComplete="email"
              error={message('email')}
              {...register('email', { validate: (value: string) => (value.trim() ? (emailProblem(value) ?? true) : true) })}
            />
          </div>
        )}
        {method === 'crypto' && (
          <div css={row}>
            <Select
              label={t('cashier.withdraw.field.network')}
              required
              options={eligibility.networks.map((n) => ({ value: n, label: n }))}
              error={message('network')}
              {...register('network', rule(required))}
            />
            <div css={withdrawFormBox2}>
              <TextField label={t('cashier.withdraw.field.walletAddress')} dir="ltr" autoCapitalize="none" spellCheck={false} required error={message('walletAddress')} {...register('walletAddress', rule(walletAddressProblem))} />
              <PasteButton field={t('cashier.withdraw.field.walletAddress')} onPaste={(text) => form.setValue('walletAddress', text, { shouldDirty: true, shouldValidate: true })} />
            </div>
          </div>
        )}
        <TextField
          label={t('cashier.withdraw.field.amount', { currency: eligibility.currencyCode })}
          hint={t('cashier.withdraw.field.amountHint', { amount: money(eligibility.withdrawable) })}
          inputMode="decimal"
          required
          error={message('amount')}
          data-testid="withdraw-amount"
          {...register('amount', {
            validate: (value: string) => {
              const problem = withdrawAmountProblem(value, eligibility.withdrawable);
              return problem ? problem.key : true;
            },
          })}
        />
        {refusal && (
          <Notice tone="danger" appearance="inline" data-testid="withdraw-error" data-code={refusal.code}>
            {refusal.message}
          </Notice>
        )}
        {quote ? (
          <div css={withdrawQuoteStyle} data-testid="withdraw-quote">
            <dl css={withdrawFormDetails}>
              <dt>{t('cashier.withdraw.quote.credit')}</dt>
              <dd css={withdrawFormValue}>{money(quote.creditAmount, quote.currencyCode)}</dd>
              <dt>{t('cashier.withdraw.quote.fee')}</dt>
              <dd css={withdrawFormValue2}>{money(quote.fee, quote.currencyCode)}</dd>
              <dt>{t('cashier.withdraw.quote.networkFee')}</dt>
              <dd css={withdrawFormValue3}>{money(quote.networkFee, quote.currencyCode)}</dd>
              <dt css={withdrawFormTerm}>{t('cashier.withdraw.quote.receive')}</dt>
              <dd css={withdrawReceiveStyle} data-testid="withdraw-receive">
                {money(quote.receiveAmount, quote.currencyCode)}
              </dd>
            </dl>
            <div css={withdrawFormBox3}>
              <Button onClick={() => void onConfirm()} loading={confirm.isPending} data-testid="withdraw-confirm">
                {t('cashier.withdraw.confirm', { amount: money(quote.creditAmount, quote.currencyCode) })}
              </Button>
              <Button variant="ghost" onClick={() => setQuote(null)} disabled={confirm.isPending}>
                {t('cashier.withdraw.change')}
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" variant="secondary" loading={calculate.isPending} data-testid="withdraw-calculate">
            {t('cashier.withdraw.calculate')}
          </Button>
        )}
      </form>
    </Card>
  );
}
