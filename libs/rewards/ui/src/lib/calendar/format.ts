import { dateTimeFormat } from '@casino/translate';

/** A calendar date (YYYY-MM-DD) in the player's language, read the same on the server and in the browser (UTC noon). */
export function formatDay(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
