import { css } from '@emotion/react';
import type { WithdrawalEligibility } from '@casino/api-contract';
import { WithdrawQuote } from '@casino/cashier-ui';
import { Button, Card, Notice, RadioGroup, Select, TextField, themed, defineStyle } from '@casino/design-system';
import { PasteButton } from '@casino/page-ui';
import { useTranslation } from '@casino/translate';
import { useWithdrawRequest } from './useWithdrawRequest';
import {
  accountNumberProblem,
  bankCodeProblem,
  bankNameProblem,
  emailProblem,
  required,
  upiIdProblem,
  walletAddressProblem,
  withdrawAmountProblem,
} from './withdrawRules';

const withdrawFormForm = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.md};
  `,
);
/** The details of the picked method, side by side where they fit. */
const row = defineStyle(css`
  display: grid;
  gap: 0.5rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`);
const withdrawFormBox2 = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.xs};
  `,
);

/** A field's rule for react-hook-form: the message key of what is wrong, or valid. */
const rule = (check: (value: string) => string | null) => ({ validate: (value: string) => check(value) ?? true });

/**
 * The withdrawal request (catalogue section 2 and 6): bank, UPI or crypto; Calculate shows what leaves the balance, the
 * fees and what arrives; Confirm sends the request once. Changing anything after a calculation asks for a new one
 * (the state machine is `useWithdrawRequest`'s).
 */
export function WithdrawForm({
  eligibility,
  onDone,
}: {
  eligibility: WithdrawalEligibility;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const request = useWithdrawRequest(eligibility, onDone);
  const { form, method, quote, refusal, money, busy } = request;
  const { register, watch } = form;
  const message = request.fieldError;
  const netbanking = watch('transfer') === 'netbanking';

  return (
    <Card as="section" title={t('cashier.withdraw.formTitle')} titleAs="h2" data-testid="withdraw-form">
      <form
        method="post"
        noValidate
        onSubmit={(event) => void request.onCalculate(event)}
        aria-busy={busy}
        css={withdrawFormForm}
      >
        <RadioGroup
          legend={t('cashier.withdraw.methodLegend')}
          name="withdraw-method"
          direction="row"
          disabled={busy}
          value={method}
          onChange={request.chooseMethod}
          options={request.methods.map((m) => ({ value: m, label: t(`cashier.withdraw.method.${m}`) }))}
        />

        {method === 'bank' && (
          <div css={row}>
            <TextField
              label={t('cashier.withdraw.field.beneficiaryName')}
              autoComplete="name"
              required
              error={message('beneficiaryName')}
              {...register('beneficiaryName', rule(required))}
            />
            <TextField
              label={t('cashier.withdraw.field.accountNumber')}
              inputMode="numeric"
              dir="ltr"
              required
              error={message('accountNumber')}
              {...register('accountNumber', rule(accountNumberProblem))}
            />
            <TextField
              label={t('cashier.withdraw.field.bankCode')}
              hint={t('cashier.withdraw.field.bankCodeHint')}
              dir="ltr"
              maxLength={15}
              required
              error={message('bankCode')}
              {...register('bankCode', rule(bankCodeProblem))}
            />
            <Select
              label={t('cashier.withdraw.field.transfer')}
              options={[
                { value: 'bank', label: t('cashier.withdraw.transfer.bank') },
                { value: 'netbanking', label: t('cashier.withdraw.transfer.netbanking') },
              ]}
              {...register('transfer')}
            />
            <TextField
              label={t('cashier.withdraw.field.bankName')}
              required={netbanking}
              error={message('bankName')}
              {...register('bankName', {
                validate: (value: string) =>
                  bankNameProblem(value, form.getValues('transfer') === 'netbanking') ?? true,
              })}
            />
            <TextField
              label={t('cashier.withdraw.field.branch')}
              hint={t('cashier.withdraw.field.optional')}
              {...register('branch')}
            />
            <TextField
              label={t('cashier.withdraw.field.address')}
              hint={t('cashier.withdraw.field.optional')}
              autoComplete="street-address"
              {...register('address')}
            />
            <TextField
              label={t('cashier.withdraw.field.email')}
              type="email"
              autoComplete="email"
              required
              error={message('email')}
              {...register('email', rule(emailProblem))}
            />
          </div>
        )}
        {method === 'upi' && (
          <div css={row}>
            <TextField
              label={t('cashier.withdraw.field.upiId')}
              hint={t('cashier.withdraw.field.upiIdHint')}
              dir="ltr"
              autoCapitalize="none"
              required
              error={message('upiId')}
              {...register('upiId', rule(upiIdProblem))}
            />
            <TextField
              label={t('cashier.withdraw.field.beneficiaryName')}
              hint={t('cashier.withdraw.field.optional')}
              autoComplete="name"
              {...register('beneficiaryName')}
            />
            <TextField
              label={t('cashier.withdraw.field.email')}
              hint={t('cashier.withdraw.field.optional')}
              type="email"
              autoComplete="email"
              error={message('email')}
              {...register('email', {
                validate: (value: string) => (value.trim() ? (emailProblem(value) ?? true) : true),
              })}
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
              <TextField
                label={t('cashier.withdraw.field.walletAddress')}
                dir="ltr"
                autoCapitalize="none"
                spellCheck={false}
                required
                error={message('walletAddress')}
                {...register('walletAddress', rule(walletAddressProblem))}
              />
              <PasteButton
                field={t('cashier.withdraw.field.walletAddress')}
                onPaste={(text) => form.setValue('walletAddress', text, { shouldDirty: true, shouldValidate: true })}
              />
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
          <WithdrawQuote
            credit={money(quote.creditAmount, quote.currencyCode)}
            fee={money(quote.fee, quote.currencyCode)}
            networkFee={money(quote.networkFee, quote.currencyCode)}
            receive={money(quote.receiveAmount, quote.currencyCode)}
            labels={{
              credit: t('cashier.withdraw.quote.credit'),
              fee: t('cashier.withdraw.quote.fee'),
              networkFee: t('cashier.withdraw.quote.networkFee'),
              receive: t('cashier.withdraw.quote.receive'),
              confirm: t('cashier.withdraw.confirm', { amount: money(quote.creditAmount, quote.currencyCode) }),
              change: t('cashier.withdraw.change'),
            }}
            onConfirm={() => void request.onConfirm()}
            onChange={request.dropQuote}
            confirming={request.confirming}
          />
        ) : (
          <Button type="submit" variant="secondary" loading={request.calculating} data-testid="withdraw-calculate">
            {t('cashier.withdraw.calculate')}
          </Button>
        )}
      </form>
    </Card>
  );
}
