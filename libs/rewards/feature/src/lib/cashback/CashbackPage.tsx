import { Heading, Stack, Text } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { useTranslation } from '@casino/translate';
import { RakebackStrip } from '../calendar/RakebackSection';
import { CashbackSection } from './CashbackSection';

/** /cashback: the accumulator with its claim and countdown, the calendar award, and the rakeback strip. */
export function CashbackPage() {
  const { t } = useTranslation();
  const page = usePageKey();
  return (
    <Stack gap="lg">
      <Heading level={1}>{t(`page.${page}.title`)}</Heading>
      <Text>{t('rewards.cashback.intro')}</Text>
      <CashbackSection />
      <RakebackStrip />
    </Stack>
  );
}
