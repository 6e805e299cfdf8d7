import { CALENDAR_DAYS, toAmount, type RakebackDay } from '@casino/api-contract';

/**
 * What a day of the rakeback calendar shows (account-shell spec sections 3 and 4):
 * - `claimed`: paid (paidAt) with an amount over 0;
 * - `missed`: ended without being claimed;
 * - `claimable`: today or yesterday, an amount, not paid, a signed-in player: the Get button;
 * - `today`: today's amount where no button applies (a guest's sample);
 * - `locked`: a future day with an amount (a lock until it comes);
 * - `playToWin`: a future day (or today) with nothing yet: play to fill it.
 */
export type RakebackDayState = 'claimed' | 'missed' | 'claimable' | 'today' | 'locked' | 'playToWin';

export interface RakebackDayView {
  /** YYYY-MM-DD. */
  date: string;
  day: number;
  month: number;
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
  bonusId: number;
  amount: number;
  paidAt: string | null;
  ended: boolean;
  future: boolean;
  today: boolean;
  showButton: boolean;
  state: RakebackDayState;
}

/** The player's calendar date of `now`, YYYY-MM-DD (their time zone, not UTC). */
export function localIsoDay(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The player's local date and time as sent with a claim (`customerDate`). */
export function customerDateOf(now: Date): string {
  return `${localIsoDay(now)}T${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}:${String(now.getSeconds()).padStart(2, '0')}`;
}

const DAY_MS = 86_400_000;
/** Calendar arithmetic on YYYY-MM-DD strings, at UTC noon so no time zone or DST moves the day. */
const dateAt = (iso: string) => new Date(`${iso}T12:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => isoOf(new Date(dateAt(iso).getTime() + days * DAY_MS));

/** Days of the calendar with their display flags and state, oldest first. */
export function rakebackDayViews(
  days: readonly RakebackDay[],
  { today, signedIn }: { today: string; signedIn: boolean },
): RakebackDayView[] {
  const yesterday = addDays(today, -1);
  return [...days]
    .sort((a, b) => a.canClaimDate.localeCompare(b.canClaimDate))
    .map((day) => {
      const date = day.canClaimDate.slice(0, 10);
      const amount = toAmount(day.amount);
      const isToday = date === today;
      const future = date > today;
      const ended = date < today;
      const claimed = Boolean(day.paidAt) && amount > 0;
      const showButton = signedIn && !day.paidAt && amount > 0 && (isToday || date === yesterday);
      const state: RakebackDayState = claimed
        ? 'claimed'
        : showButton
          ? 'claimable'
          : future
            ? amount > 0
              ? 'locked'
              : 'playToWin'
            : isToday
              ? amount > 0
                ? 'today'
                : 'playToWin'
              : 'missed';
      const at = dateAt(date);
      return {
        date,
        day: at.getUTCDate(),
        month: at.getUTCMonth() + 1,
        weekday: (at.getUTCDay() + 6) % 7,
        bonusId: day.bonusId,
        amount,
        paidAt: day.paidAt,
        ended,
        future,
        today: isToday,
        showButton,
        state,
      };
    });
}

/** Monday of the week before `today`'s: the first of the 28 days (yesterday is always inside). */
export function calendarStart(today: string): string {
  const weekday = (dateAt(today).getUTCDay() + 6) % 7;
  return addDays(today, -weekday - 7);
}

/** A small seeded generator: the same sample on the server and in the browser (no hydration mismatch). */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let r = Math.imul(state ^ (state >>> 15), 1 | state);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A guest's calendar: the 28 days around today with randomly generated sample amounts (spec section 2), drawn from a
 * generator seeded by the week so the server's HTML and the browser agree. Past days show as claimed, to show what
 * playing earns.
 */
export function sampleRakebackDays(today: string, bonusId = 0): RakebackDay[] {
  const start = calendarStart(today);
  const random = seeded(Number(start.replaceAll('-', '')));
  return Array.from({ length: CALENDAR_DAYS }, (_, i) => {
    const date = addDays(start, i);
    const amount = Math.round((1 + random() * 24) * 100) / 100;
    const withAmount = date <= today || random() > 0.4;
    return {
      canClaimDate: date,
      bonusId,
      amount: withAmount ? amount : 0,
      paidAt: date < today ? `${date}T20:00:00.000Z` : null,
    };
  });
}
