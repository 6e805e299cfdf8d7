import { CalendarDate, parseDate } from '@internationalized/date';

// Calendar dates without a time or a time zone, so none can move a birthday: @internationalized/date's CalendarDate
// (leap years, month lengths, adding years with 29 February falling back to the 28th, comparing).

/** Spec (account-shell sections 5 and 9): minimum and maximum age of a player. */
export const DEFAULT_MIN_AGE = 18;
export const DEFAULT_MAX_AGE = 100;

/** The sentinel the backend stores for "no date of birth". */
const UNSET_BIRTH_DATE = '1900-01-01';

export interface AgeOptions {
  /** @default 18 */
  minAge?: number;
  /** The day ages are counted from; its local calendar date is used. @default new Date() */
  today?: Date;
}

/**
 * Reads `YYYY-MM-DD` (a trailing `T…` time part is ignored), or `undefined` when the string is not a real
 * calendar date (`2023-02-29`, `1990-13-01`, `''`).
 */
export function parseBirthDate(value: string | null | undefined): CalendarDate | undefined {
  const date = /^(\d{4}-\d{2}-\d{2})(?:T.*)?$/.exec(value?.trim() ?? '')?.[1];
  if (!date) return undefined;
  try {
    return parseDate(date);
  } catch {
    // Out of range: month 13, 30 February…
    return undefined;
  }
}

/** The calendar date exactly `years` before `today`; 29 February falls back to the 28th in a common year. */
export function dateYearsAgo(today: Date, years: number): CalendarDate {
  return new CalendarDate(today.getFullYear(), today.getMonth() + 1, today.getDate()).subtract({ years });
}

/**
 * The value the birthday picker starts from. An empty value, the backend's `1900-01-01` placeholder
 * or anything that is not a real `YYYY-MM-DD` date becomes the date exactly `minAge` years ago
 * (spec: "defaults to 18 years ago"); a real date is kept, as `YYYY-MM-DD`.
 */
export function normaliseBirthDate(
  value: string | null | undefined,
  { minAge = DEFAULT_MIN_AGE, today = new Date() }: AgeOptions = {},
): string {
  const normalised = parseBirthDate(value)?.toString();
  return normalised === undefined || normalised === UNSET_BIRTH_DATE
    ? dateYearsAgo(today, minAge).toString()
    : normalised;
}

/**
 * Whether someone born on `value` (`YYYY-MM-DD`) is at least `minAge` years old on `today`: true from
 * their `minAge`-th birthday on; someone born on 29 February comes of age on 1 March of a common year.
 * False for a value that is not a real date.
 */
export function isOldEnough(
  value: string | null | undefined,
  { minAge = DEFAULT_MIN_AGE, today = new Date() }: AgeOptions = {},
): boolean {
  const born = parseBirthDate(value);
  return born !== undefined && born.compare(dateYearsAgo(today, minAge)) <= 0;
}
