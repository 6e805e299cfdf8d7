import { css } from '@emotion/react';
import { Link, VisuallyHidden, themed, defineStyle } from '@casino/design-system';
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

const promotionsCalendarList = themed(
  (th) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${th.space.md};
  `,
);
const promotionsCalendarHeading = themed(
  (th) => css`
    margin: 0 0 ${th.space.xs};
    font-size: ${th.typography.size.sm};
    color: ${th.color.textMuted};
  `,
);
const promotionsCalendarText = defineStyle(css`
  margin: 0;
`);
const promotionsCalendarList2 = themed(
  (th) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${th.space.xs};
  `,
);

/**
 * Upcoming bonuses by day (the promotions calendar modal): banner titles cut to 35 characters, the whole title kept
 * for screen readers and shown on hover.
 */
export function PromotionsCalendar({ days }: PromotionsCalendarProps) {
  const { t, i18n } = useTranslation();
  return (
    <ol css={promotionsCalendarList}>
      {days.map((day) => (
        <li key={day.date}>
          <h3 css={promotionsCalendarHeading}>
            {formatDay(day.date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}
          </h3>
          {day.promotions.length === 0 ? (
            <p css={promotionsCalendarText}>{t('rewards.calendar.none')}</p>
          ) : (
            <ul css={promotionsCalendarList2}>
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
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
