import { ProgressBar, Stack } from '@casino/design-system';
import { formatMoney, useTranslation } from '@casino/translate';

/** The instant-withdrawal allowance of the period, as used of limit (catalogue section 9), with a progress bar. */
export function InstantAllowance({
  used,
  limit,
  period,
  currencyCode,
}: {
  used: number;
  limit: number;
  period: 'daily' | 'weekly' | 'monthly';
  currencyCode: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(i18n.language, amount, currencyCode);
  const label = t(`cashier.withdraw.instant.${period}`, { used: money(used), limit: money(limit) });
  return (
    <Stack gap="xs" data-testid="instant-allowance">
      <span>{label}</span>
      <ProgressBar value={used} max={limit} label={t('cashier.withdraw.instantLabel')} valueText={label} />
    </Stack>
  );
}
