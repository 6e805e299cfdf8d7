import { dateTimeFormat } from './intlFormats';

/**
 * A moment as a date and time in UTC, saying so ("Mar 11, 2026, 12:00 UTC"): the server and the browser format it
 * alike, so the server HTML and the hydrated page agree whatever the server's or the visitor's time zone.
 */
export function formatDateTimeUtc(locale: string, iso: string): string {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A day alone, in UTC (a joined date), the same on the server and in the browser. */
export function formatDateUtc(locale: string, iso: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
