import { css } from '@emotion/react';
import { Link, themed, defineStyle } from '@casino/design-system';
import { useTranslation } from '@casino/translate';

export interface DepositRequiredNoticeProps {
  /** What the deposit unlocks here; the generic sentence when absent. */
  message?: string;
  /** The cashier (`/deposit` or the page-URL setting's path). */
  depositHref: string;
}

const depositRequiredStyle = themed(
  (th) => css`
    display: grid;
    gap: ${th.space.xs};
    justify-items: start;
  `,
);
const depositRequiredNoticeText = defineStyle(css`
  margin: 0;
`);

/** "Deposit required" (catalogue section 5): a feature locked for a player without a deposit says so, with the way to the cashier. */
export function DepositRequiredNotice({ message, depositHref }: DepositRequiredNoticeProps) {
  const { t } = useTranslation();
  return (
    <div role="note" data-testid="deposit-required" css={depositRequiredStyle}>
      <p css={depositRequiredNoticeText}>
        <strong>{t('common.depositRequired.title')}</strong> {message ?? t('common.depositRequired.message')}
      </p>
      <Link to={depositHref} appearance="primary" size="sm">
        {t('common.depositRequired.action')}
      </Link>
    </div>
  );
}
