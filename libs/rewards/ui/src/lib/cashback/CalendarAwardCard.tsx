import { css } from '@emotion/react';
import { Card, themed, defineStyle } from '@casino/design-system';
import { formatMoney, numberFormat, useTranslation } from '@casino/translate';

export interface CalendarAwardCardProps {
  ngr: number;
  payout: number;
  percent: number;
  currencyCode: string;
}

const calendarAwardCardHeading = themed(
  (th) => css`
    margin: 0 0 ${th.space.sm};
    font-size: ${th.typography.size.md};
  `,
);
const calendarAwardStyle = defineStyle(css`
  margin: 0;
`);

/** The calendar award of the period (account-shell spec section 3): net gaming revenue, percent and what it pays. */
export function CalendarAwardCard({ ngr, payout, percent, currencyCode }: CalendarAwardCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <Card>
      <h2 css={calendarAwardCardHeading}>{t('rewards.award.title')}</h2>
      <p css={calendarAwardStyle} data-testid="calendar-award">
        {t('rewards.award.text', {
          payout: formatMoney(i18n.language, payout, currencyCode),
          ngr: formatMoney(i18n.language, ngr, currencyCode),
          percent: numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(percent),
        })}
      </p>
    </Card>
  );
}
