import { Card, Heading, Stack, Text } from '@casino/design-system';
import { formatMoney, numberFormat, useTranslation } from '@casino/translate';

export interface CalendarAwardCardProps {
  ngr: number;
  payout: number;
  percent: number;
  currencyCode: string;
}

/** The calendar award of the period (account-shell spec section 3): net gaming revenue, percent and what it pays. */
export function CalendarAwardCard({ ngr, payout, percent, currencyCode }: CalendarAwardCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <Stack gap="sm">
        <Heading level={2} size="md" tone="inherit">
          {t('rewards.award.title')}
        </Heading>
        <Text tone="inherit" data-testid="calendar-award">
          {t('rewards.award.text', {
            payout: formatMoney(i18n.language, payout, currencyCode),
            ngr: formatMoney(i18n.language, ngr, currencyCode),
            percent: numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(percent),
          })}
        </Text>
      </Stack>
    </Card>
  );
}
