import { Link, Stack, Text } from '@casino/design-system';
import { useTranslation } from '@casino/translate';

export interface DepositRequiredNoticeProps {
  /** What the deposit unlocks here; the generic sentence when absent. */
  message?: string;
  /** The cashier (`/deposit` or the page-URL setting's path). */
  depositHref: string;
}

/** "Deposit required" (catalogue section 5): a feature locked for a player without a deposit says so, with the way to the cashier. */
export function DepositRequiredNotice({ message, depositHref }: DepositRequiredNoticeProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="start" role="note" data-testid="deposit-required">
      <Text tone="inherit">
        <strong>{t('common.depositRequired.title')}</strong> {message ?? t('common.depositRequired.message')}
      </Text>
      <Link to={depositHref} appearance="primary" size="sm">
        {t('common.depositRequired.action')}
      </Link>
    </Stack>
  );
}
