/** Spec (account-shell sections 5 and 9): minimum and maximum age of a player. */
export const DEFAULT_MIN_AGE = 18;
export const DEFAULT_MAX_AGE = 100;

/** The sentinel the backend stores for "no date of birth". */
const UNSET_BIRTH_DATE = '1900-01-01';

export interface BirthDateParts {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
}

export interface AgeOptions {
  /** @default 18 */
  minAge?: number;
  /** The day ages are counted from; its local calendar date is used. @default new Date() */
  today?: Date;
}

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days in a month, `month` from 1 to 12. Plain arithmetic: no `Date`, so no time zone can shift it. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Reads `YYYY-MM-DD` (a trailing `T…` time part is ignored) into its parts, or `undefined` when the
 * string is not a real calendar date (`2023-02-29`, `1990-13-01`, `''`).
 */
export function parseBirthDate(value: string | null | undefined): BirthDateParts | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

export function formatBirthDate({ year, month, day }: BirthDateParts): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The calendar date exactly `years` before `today`; 29 February falls back to the 28th in a common year. */
export function dateYearsAgo(today: Date, years: number): BirthDateParts {
  const year = today.getFullYear() - years;
  const month = today.getMonth() + 1;
  return { year, month, day: Math.min(today.getDate(), daysInMonth(year, month)) };
}

/**
 * The value the birthday picker starts from. An empty value, the backend's `1900-01-01` placeholder
 * or anything that is not a real `YYYY-MM-DD` date becomes the date exactly `minAge` years ago
 * (spec: "defaults to 18 years ago"); a real date is kept, as `YYYY-MM-DD`.
 */
export function normaliseBirthDate(value: string | null | undefined, { minAge = DEFAULT_MIN_AGE, today = new Date() }: AgeOptions = {}): string {
  const parts = parseBirthDate(value);
  if (!parts) return formatBirthDate(dateYearsAgo(today, minAge));
  const normalised = formatBirthDate(parts);
  return normalised === UNSET_BIRTH_DATE ? formatBirthDate(dateYearsAgo(today, minAge)) : normalised;
}

/**
 * Whether someone born on `value` (`YYYY-MM-DD`) is at least `minAge` years old on `today`: true from
 * their `minAge`-th birthday on; someone born on 29 February comes of age on 1 March of a common year.
 * False for a value that is not a real date.
 */
export function isOldEnough(value: string | null | undefined, { minAge = DEFAULT_MIN_AGE, today = new Date() }: AgeOptions = {}): boolean {
  const parts = parseBirthDate(value);
  if (!parts) return false;
  // Zero-padded ISO dates compare correctly as strings.
  return formatBirthDate(parts) <= formatBirthDate(dateYearsAgo(today, minAge));
}
