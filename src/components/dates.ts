/** Dates as the pages print them: `November 1, 2026`, read in UTC so the build's time zone never shifts a day. */
const long = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatDate(date: Date): string {
  return long.format(date);
}

/** `2026-11-01`, for `<time datetime>`. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
