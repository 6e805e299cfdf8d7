import { themed, defineStyle } from '@casino/design-system';
import { css } from '@emotion/react';
import { useTranslation } from '@casino/translate';
import { formatDay } from './format';
import { RakebackDayCard } from './RakebackDayCard';
import type { RakebackDayView } from './rakebackDays';

export interface RakebackCalendarProps {
  days: readonly RakebackDayView[];
  currencyCode: string;
  onClaim?: (day: RakebackDayView) => void;
  /** The date whose claim is on its way. */
  claimingDate?: string;
  /** Accessible name of the calendar, translated. */
  label: string;
}

const rakebackCalendarBox = defineStyle(css`
  overflow-x: auto;
  overscroll-behavior-inline: contain;
`);
const rakebackCalendarBox2 = themed(
  (th) => css`
    display: grid;
    grid-template-columns: repeat(7, minmax(5.25rem, 1fr));
    gap: ${th.space.sm};
    margin-block-end: ${th.space.xs};
    color: ${th.color.textMuted};
    font-size: ${th.typography.size.xs};
    text-transform: uppercase;
    text-align: center;
  `,
);
const rakebackCalendarList = themed(
  (th) => css`
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(7, minmax(5.25rem, 1fr));
    gap: ${th.space.sm};
  `,
);

/**
 * The full rakeback calendar: 4 weeks of 7 days, Monday first (spec section 2), one row per week. On a phone the
 * week scrolls sideways instead of squeezing seven days into the width.
 */
export function RakebackCalendar({ days, currencyCode, onClaim, claimingDate, label }: RakebackCalendarProps) {
  const { i18n } = useTranslation();
  // Weekday names from the first week (the days start on a Monday).
  const weekdays = days.slice(0, 7).map((day) => formatDay(day.date, i18n.language, { weekday: 'short' }));
  const lead = days[0]?.weekday ?? 0;
  return (
    <div css={rakebackCalendarBox}>
      <div aria-hidden="true" css={rakebackCalendarBox2}>
        {weekdays.map((name, i) => (
          <span key={i}>{name}</span>
        ))}
      </div>
      <ol aria-label={label} css={rakebackCalendarList}>
        {days.map((day, i) => (
          <li key={day.date} style={i === 0 && lead > 0 ? { gridColumnStart: lead + 1 } : undefined}>
            <RakebackDayCard
              day={day}
              currencyCode={currencyCode}
              onClaim={onClaim}
              claiming={claimingDate === day.date}
              showWeekday={false}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
