import { addDays, calendarStart, rakebackDayViews } from './rakebackDays';

/** A player's four weeks around a fixed Tuesday: claimed and missed days, today and yesterday to claim, locked and empty days ahead. */
export const STORY_TODAY = '2026-11-24';
export const storyDays = rakebackDayViews(
  Array.from({ length: 28 }, (_, i) => {
    const date = addDays(calendarStart(STORY_TODAY), i);
    const amount = i % 5 === 3 ? 0 : Math.round((2 + ((i * 7) % 19)) * 100) / 100;
    return {
      canClaimDate: date,
      bonusId: 1,
      amount,
      paidAt: date < addDays(STORY_TODAY, -1) && i % 3 !== 0 ? `${date}T10:00:00.000Z` : null,
    };
  }),
  { today: STORY_TODAY, signedIn: true },
);
