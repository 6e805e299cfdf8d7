import { Heading, Inline, Link, Stack } from '@casino/design-system';
import { usePageKey } from '@casino/page';
import { useTranslation } from '@casino/translate';
import type { ReactNode } from 'react';
import { useRewardCalendarOptOut } from '../calendar/calendarOptOut';
import { RakebackStrip } from '../calendar/RakebackSection';

/**
 * /promotions: the rakeback calendar strip (view all opens `?modal=rakeback`), the promotions calendar of the week
 * (`?modal=calendar`) and the promotions themselves (`children`: the bonus list).
 */
export function PromotionsPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const page = usePageKey();
  const optedOut = useRewardCalendarOptOut();
  return (
    <Stack gap="lg">
      <Inline as="header" gap="md" justify="between">
        <Heading level={1}>{t(`page.${page}.title`)}</Heading>
        {!optedOut && (
          <Link
            to={{ search: '?modal=calendar' }}
            preventScrollReset
            appearance="secondary"
            size="sm"
            data-testid="open-promotions-calendar"
          >
            {t('rewards.calendar.open')}
          </Link>
        )}
      </Inline>
      <RakebackStrip />
      {children}
    </Stack>
  );
}
