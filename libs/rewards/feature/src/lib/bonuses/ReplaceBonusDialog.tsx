import { ConfirmDialog } from '@casino/design-system';
import { useTranslation } from '@casino/translate';

export interface ReplaceBonusDialogProps {
  /** The bonus the player asked for. */
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Activating a deposit bonus while another is active cancels the active one and its progress (catalogue section 6): asked first. */
export default function ReplaceBonusDialog({ name, pending, onConfirm, onClose }: ReplaceBonusDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('rewards.activation.replace.title')}
      message={t('rewards.activation.replace.text', { name })}
      messageTestId="replace-bonus-text"
      confirmLabel={t('rewards.activation.replace.confirm')}
      confirmTestId="confirm-replace-bonus"
      cancelLabel={t('rewards.activation.replace.keep')}
      closeLabel={t('common.close')}
      pending={pending}
      pendingLabel={t('common.loading')}
      onConfirm={onConfirm}
      onCancel={onClose}
    />
  );
}
