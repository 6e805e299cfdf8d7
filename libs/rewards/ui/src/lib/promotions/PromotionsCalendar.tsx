import { Heading, Link, Stack, Text, VisuallyHidden } from '@casino/design-system';
import { useTranslation } from '@casino/translate';
import { formatDay } from '../calendar/format';
import { truncateTitle } from './truncateTitle';

export interface PromotionsCalendarDay {
  /** YYYY-MM-DD. */
  date: string;
  promotions: { id: number; title: string; href: string }[];
}

export interface PromotionsCalendarProps {
  days: readonly PromotionsCalendarDay[];
}

/**
 * Upcoming bonuses by day (the promotions calendar modal): banner titles cut to 35 characters, the whole title kept
 * for screen readers and shown on hover.
 */
export function PromotionsCalendar({ days }: PromotionsCalendarProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack as="ol" gap="md">
      {days.map((day) => (
        <li key={day.date}>
          <Stack gap="xs">
            <Heading level={3} size="sm" tone="muted">
              {formatDay(day.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}
            </Heading>
            {day.promotions.length === 0 ? (
              <Text tone="inherit">{t('rewards.calendar.none')}</Text>
            ) : (
              <Stack as="ul" gap="xs">
                {day.promotions.map((promotion) => {
                  const shown = truncateTitle(promotion.title);
                  return (
                    <li key={promotion.id}>
                      <Link
                        to={promotion.href}
                        title={shown === promotion.title ? undefined : promotion.title}
                        data-testid="calendar-promotion"
                      >
                        {shown === promotion.title ? (
                          promotion.title
                        ) : (
                          <>
                            <span aria-hidden="true">{shown}</span>
                            <VisuallyHidden>{promotion.title}</VisuallyHidden>
                          </>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </Stack>
            )}
          </Stack>
        </li>
      ))}
    </Stack>
  );
}
