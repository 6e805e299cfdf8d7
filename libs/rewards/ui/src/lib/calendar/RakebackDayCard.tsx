import { css, type Theme } from '@emotion/react';
import { Button, Inline, Text, VisuallyHidden, defineStyle, themedVariants } from '@casino/design-system';
import { formatMoney, useTranslation } from '@casino/translate';
import { memo, type ReactNode } from 'react';
import { formatDay } from './format';
import type { RakebackDayView } from './rakebackDays';

export interface RakebackDayCardProps {
  day: RakebackDayView;
  currencyCode: string;
  /** A signed-in player's claim of a claimable day; absent for guests. */
  onClaim?: (day: RakebackDayView) => void;
  /** This day's claim is on its way: the button shows progress and sends nothing more. */
  claiming?: boolean;
  /** Under a weekday header (the four-week grid): the weekday is not repeated on the card. @default true */
  showWeekday?: boolean;
}

const stateTone = (t: Theme) => ({
  claimed: { edge: t.color.success, text: t.color.textMuted },
  missed: { edge: t.color.border, text: t.color.textMuted },
  claimable: { edge: t.color.accent, text: t.color.text },
  today: { edge: t.color.accent, text: t.color.text },
  locked: { edge: t.color.border, text: t.color.text },
  playToWin: { edge: t.color.border, text: t.color.textMuted },
});

/** A padlock drawn in the text colour (no emoji font needed). */
function LockIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M4 7V5a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" />
    </svg>
  );
}

const icons: Record<RakebackDayView['state'], ReactNode> = {
  claimed: '✓',
  missed: '–',
  claimable: '★',
  today: '★',
  locked: <LockIcon />,
  playToWin: '▶',
};

/** A day's card by its state (the edge and text colour) and whether it is today (outlined): each in the brand's sheet. */
const dayCardStyle = themedVariants(
  (th: Theme, state: RakebackDayView['state'], today: boolean) => {
    const tone = stateTone(th)[state];
    return css`
      display: grid;
      grid-template-rows: auto 1fr auto;
      gap: ${th.space.xs};
      min-height: 6.5rem;
      padding: ${th.space.sm};
      border-radius: ${th.radius.md};
      background: ${th.color.surfaceRaised};
      border: 1px solid ${th.color.border};
      border-block-start: 3px solid ${tone.edge};
      color: ${tone.text};
      ${today ? `outline: 2px solid ${th.color.accent}; outline-offset: -2px;` : ''}
    `;
  },
  [
    ['claimed', 'missed', 'claimable', 'today', 'locked', 'playToWin'],
    [false, true],
  ],
);
const rakebackDayCardLabel = defineStyle(css`
  text-transform: uppercase;
`);
/** The amount sits in the middle of the card's free height. */
const rakebackDayCardAmount = defineStyle(css`
  align-self: center;
`);
/**
 * One day of the rakeback calendar: its date, amount and state (claimed, missed, claimable with the Get button, today,
 * locked future amount, play to win). The state is said in words for screen readers, not by colour or icon alone.
 */
export const RakebackDayCard = memo(function RakebackDayCard({
  day,
  currencyCode,
  onClaim,
  claiming = false,
  showWeekday = true,
}: RakebackDayCardProps) {
  const { t, i18n } = useTranslation();
  const weekday = formatDay(day.date, i18n.language, { weekday: 'short' });
  const date = formatDay(day.date, i18n.language, { day: 'numeric', month: 'short' });
  const amount = day.amount > 0 ? formatMoney(i18n.language, day.amount, currencyCode) : null;
  return (
    <article
      data-state={day.state}
      data-date={day.date}
      aria-current={day.today ? 'date' : undefined}
      css={dayCardStyle(day.state, Boolean(day.today))}
    >
      <Inline as="header" gap="xs" justify="between" align="stretch" wrap={false}>
        <Text as="span" size="xs" tone="inherit">
          {showWeekday ? (
            <>
              <span css={rakebackDayCardLabel}>{weekday}</span>{' '}
            </>
          ) : (
            <VisuallyHidden>{weekday} </VisuallyHidden>
          )}
          <span>{date}</span>
        </Text>
        <Text as="span" size="xs" tone="inherit" aria-hidden="true">
          {icons[day.state]}
        </Text>
      </Inline>
      <Text weight="bold" tone="inherit" numeric css={rakebackDayCardAmount}>
        {day.state === 'playToWin' ? (
          <Text as="span" size="xs" tone="inherit">
            {t('rewards.rakeback.playToWin')}
          </Text>
        ) : (
          amount
        )}
      </Text>
      <Text as="div" size="xs" tone="inherit">
        {day.state === 'claimable' && onClaim ? (
          <Button
            size="sm"
            variant="primary"
            loading={claiming}
            onClick={() => !claiming && onClaim(day)}
            aria-label={t('rewards.rakeback.getFor', { date, amount })}
          >
            {t('rewards.rakeback.get')}
          </Button>
        ) : day.state === 'playToWin' ? (
          <VisuallyHidden>{t(`rewards.rakeback.state.${day.state}`)}</VisuallyHidden>
        ) : (
          <span>{t(`rewards.rakeback.state.${day.state}`)}</span>
        )}
        {day.today && <VisuallyHidden>{t('rewards.rakeback.today')}</VisuallyHidden>}
      </Text>
    </article>
  );
});
