import { Dialog } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { RakebackSection } from './RakebackSection';

/** `?modal=rakeback`: the whole rakeback calendar, four weeks Monday first, with Get where a day can be claimed. */
export function RakebackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('rewards.rakeback.title')} closeLabel={t('common.close')} size="lg">
      <RakebackSection variant="grid" />
    </Dialog>
  );
}
