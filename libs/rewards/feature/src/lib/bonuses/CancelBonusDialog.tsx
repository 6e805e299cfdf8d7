import { ConfirmDialog } from '@casino/design-system';
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
export default function CancelBonusDialog({
  bonus,
  currencyCode,
  pending,
  error,
  onConfirm,
  onClose,
}: CancelBonusDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <ConfirmDialog
      tone="danger"
      title={t('rewards.cancel.title', { name: bonus.name })}
      message={
        bonus.status === 'claimed'
          ? t('rewards.cancel.textWaiting')
          : t('rewards.cancel.text', {
              amount: formatMoney(i18n.language, bonus.bonusAmount + bonus.freeSpinsWin, currencyCode),
            })
      }
      messageTestId="cancel-bonus-text"
      confirmLabel={t('rewards.cancel.confirm')}
      confirmTestId="confirm-cancel-bonus"
      cancelLabel={t('rewards.cancel.keep')}
      closeLabel={t('common.close')}
      pending={pending}
      pendingLabel={t('common.loading')}
      error={error}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
