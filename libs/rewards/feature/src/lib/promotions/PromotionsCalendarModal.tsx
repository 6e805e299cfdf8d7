import { Dialog, Skeleton } from '@casino/design-system';
import { addDays, PromotionsCalendar } from '@casino/rewards-ui';
import { LoadFailure } from '@casino/page-ui';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';
import { useMemo } from 'react';
import { useCalendarBonuses } from '../../api/get-all-bonus';
import { bonusRunsOn } from './bonusRunsOn';
import { CalendarOptOutNotice, useRewardCalendarOptOut } from '../calendar/calendarOptOut';
import { useToday } from '../calendar/useToday';

/** Days the promotions calendar looks ahead. */
export const PROMOTIONS_CALENDAR_DAYS = 7;

export interface PromotionsCalendarModalProps {
  open: boolean;
  onClose: () => void;
}

/** `?modal=calendar`: the bonuses of the coming week, day by day, titles cut to 35 characters (spec section 2). */
export function PromotionsCalendarModal({ open, onClose }: PromotionsCalendarModalProps) {
  const { t } = useTranslation();
  // A player who opted out of reward calendars is told why there is none, and where to bring it back.
  const optedOut = useRewardCalendarOptOut();
  return (
    <Dialog open={open} onClose={onClose} title={t('rewards.calendar.title')} closeLabel={t('common.close')} size="lg">
      {optedOut ? <CalendarOptOutNotice /> : <WeekOfPromotions />}
    </Dialog>
  );
}

function WeekOfPromotions() {
  const { t, i18n } = useTranslation();
  const today = useToday();
  const pagePath = usePagePath();
  const bonuses = useCalendarBonuses(i18n.language);
  const days = useMemo(
    () =>
      Array.from({ length: PROMOTIONS_CALENDAR_DAYS }, (_, i) => {
        const date = addDays(today, i);
        return {
          date,
          promotions: (bonuses.data ?? [])
            .filter((bonus) => bonusRunsOn(bonus, date))
            .map((bonus) => ({
              id: bonus.id,
              title: bonus.banner.bannerTitle,
              href: `${pagePath('bonuses')}#bonus-${bonus.id}`,
            })),
        };
      }),
    [bonuses.data, today, pagePath],
  );
  if (bonuses.isPending) return <Skeleton variant="rect" height="20rem" />;
  if (bonuses.isError)
    return (
      <LoadFailure
        message={t('rewards.calendar.loadError')}
        onRetry={() => void bonuses.refetch()}
        retrying={bonuses.isFetching}
      />
    );
  return <PromotionsCalendar days={days} />;
}
