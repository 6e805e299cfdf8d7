import type { WithdrawalEligibility } from '@casino/api-contract';
import { CardGrid, Select, Stack, TextField } from '@casino/design-system';
import { PasteButton } from '@casino/page-ui';
import { useTranslation } from '@casino/translate';
import type { useWithdrawRequest } from './useWithdrawRequest';
import {
  accountNumberProblem,
  bankCodeProblem,
  bankNameProblem,
  emailProblem,
  required,
  upiIdProblem,
  walletAddressProblem,
} from './withdrawRules';

/** A field's rule for react-hook-form: the message key of what is wrong, or valid. */
const rule = (check: (value: string) => string | null) => ({
  validate: (value: string) => check(value) ?? true,
});

/** The fields of the picked withdrawal method (bank, UPI or crypto), registered with the request's form. */
export function WithdrawMethodFields({
  eligibility,
  request,
}: {
  eligibility: WithdrawalEligibility;
  request: ReturnType<typeof useWithdrawRequest>;
}) {
  const { t } = useTranslation();
  const { form, method } = request;
  const { register, watch } = form;
  const message = request.fieldError;
  const netbanking = watch('transfer') === 'netbanking';
  return (
    <>
      {method === 'bank' && (
        <CardGrid min="lg" fit gap="sm">
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
              validate: (value: string) => bankNameProblem(value, form.getValues('transfer') === 'netbanking') ?? true,
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
        </CardGrid>
      )}
      {method === 'upi' && (
        <CardGrid min="lg" fit gap="sm">
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
        </CardGrid>
      )}
      {method === 'crypto' && (
        <CardGrid min="lg" fit gap="sm">
          <Select
            label={t('cashier.withdraw.field.network')}
            required
            options={eligibility.networks.map((n) => ({ value: n, label: n }))}
            error={message('network')}
            {...register('network', rule(required))}
          />
          <Stack gap="xs">
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
          </Stack>
        </CardGrid>
      )}
    </>
  );
}
