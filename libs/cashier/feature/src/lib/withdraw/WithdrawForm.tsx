import type { WithdrawalEligibility } from '@casino/api-contract';
import { WithdrawQuote } from '@casino/cashier-ui';
import { Button, Card, Notice, RadioGroup, Stack, TextField } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { useWithdrawRequest } from './useWithdrawRequest';
import { WithdrawMethodFields } from './WithdrawMethodFields';
import { withdrawAmountProblem } from './withdrawRules';

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
  const { register } = form;
  const message = request.fieldError;

  return (
    <Card as="section" title={t('cashier.withdraw.formTitle')} titleAs="h2" data-testid="withdraw-form">
      <form method="post" noValidate onSubmit={(event) => void request.onCalculate(event)} aria-busy={busy}>
        <Stack gap="md">
          <RadioGroup
            legend={t('cashier.withdraw.methodLegend')}
            name="withdraw-method"
            direction="row"
            disabled={busy}
            value={method}
            onChange={request.chooseMethod}
            options={request.methods.map((m) => ({ value: m, label: t(`cashier.withdraw.method.${m}`) }))}
          />

          <WithdrawMethodFields eligibility={eligibility} request={request} />
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
        </Stack>
      </form>
    </Card>
  );
}
