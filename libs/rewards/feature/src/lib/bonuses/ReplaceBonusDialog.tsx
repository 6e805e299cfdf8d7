import { Button, Dialog } from '@casino/design-system';
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
    <Dialog
      open
      size="sm"
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t('rewards.activation.replace.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('rewards.activation.replace.keep')}
          </Button>
          <Button variant="primary" onClick={onConfirm} loading={pending} data-testid="confirm-replace-bonus">
            {t('rewards.activation.replace.confirm')}
          </Button>
        </>
      }
    >
      <p data-testid="replace-bonus-text">{t('rewards.activation.replace.text', { name })}</p>
    </Dialog>
  );
}
