import { Button, Dialog, Notice } from '@casino/design-system';
import { formatMoney, useTranslation } from '@casino/translate';
import type { UserBonus } from '@casino/api-contract';

export interface CancelBonusDialogProps {
  bonus: UserBonus;
  currencyCode: string;
  pending: boolean;
  /** A failed cancel, translated. */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Cancelling burns the bonus amount (catalogue section 6): the player confirms, knowing what goes. */
export default function CancelBonusDialog({ bonus, currencyCode, pending, error, onConfirm, onClose }: CancelBonusDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t('rewards.cancel.title', { name: bonus.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('rewards.cancel.keep')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending} data-testid="confirm-cancel-bonus">
            {t('rewards.cancel.confirm')}
          </Button>
        </>
      }
    >
      <p data-testid="cancel-bonus-text">
        {bonus.status === 'claimed'
          ? t('rewards.cancel.textWaiting')
          : t('rewards.cancel.text', { amount: formatMoney(i18n.language, bonus.bonusAmount + bonus.freeSpinsWin, currencyCode) })}
      </p>
      {error && (
        <Notice tone="danger" appearance="inline">
          {error}
        </Notice>
      )}
    </Dialog>
  );
}
