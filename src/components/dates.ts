import { longDate } from '../domain/dates.ts';

/** Dates as the pages print them: `November 1, 2026`, read in UTC so the build's time zone never shifts a day. */
export function formatDate(date: Date): string {
  return longDate(date, 'utc');
}

/** `2026-11-01`, for `<time datetime>`. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
