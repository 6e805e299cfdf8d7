import { Link, Text } from '@casino/design-system';
import { useSession } from '@casino/session';
import { usePagePath } from '@casino/site';
import { useTranslation } from '@casino/translate';

/** The signed-in player chose to hide the reward calendars (responsible gaming: `getUser.rewardCalendarOptOut`). */
export function useRewardCalendarOptOut(): boolean {
  return useSession((s) => s.status === 'signedIn' && (s.details?.getUser.rewardCalendarOptOut ?? false));
}

/** Where a calendar would be, when the player opened one by its URL: why there is none, and where to bring it back. */
export function CalendarOptOutNotice() {
  const { t } = useTranslation();
  const pagePath = usePagePath();
  return (
    <Text role="note" tone="inherit" data-testid="calendar-opted-out">
      {t('rewards.calendar.optedOut')}{' '}
      <Link to={`${pagePath('responsibleGambling')}#tools`}>{t('rewards.calendar.optBackIn')}</Link>
    </Text>
  );
}
