/**
 * Dates as shoppers read them: `November 1, 2026` (what `Intl.DateTimeFormat('en-US',
 * { dateStyle: 'long' })` prints). Written out because the first use of Intl on a page loads the
 * browser's locale data, a long task on a phone while the receipt hydrates.
 */
/** The months' English names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The long US date of `date`, in the browser's time zone, or in UTC (the build's pages). */
export function longDate(date: Date, zone: 'local' | 'utc' = 'local'): string {
  const utc = zone === 'utc';
  const month = MONTHS[utc ? date.getUTCMonth() : date.getMonth()];
  const day = utc ? date.getUTCDate() : date.getDate();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  return `${month} ${day}, ${year}`;
}
