/**
 * Dates and times as a marketer writes them in the manifest (`starts: 2026-12-24`,
 * `ends: 2026-12-26 18:00`), read in the store's time zone (`site.yaml`'s `timeZone`) and turned
 * into instants by the build, so a page carries plain numbers and its window check needs no Intl.
 * A date alone starts at the beginning of that day and ends at its end (the next midnight).
 */
import { MONTHS } from '../domain/dates.ts';

/** A wall-clock time in the store's time zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** True when only a date was written. */
  dateOnly: boolean;
}

/** How a manifest date or date and time is written, for messages. */
export const STORE_TIME_FORM =
  'a date, 2026-12-24, or a date and time, 2026-12-24 09:00 (24-hour, the store’s time zone)';

/** The wall time written, or why it is none. */
export function parseStoreTime(text: string): WallTime | string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!m) return `'${text}' is not ${STORE_TIME_FORM}`;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute] = [Number(m[4] ?? 0), Number(m[5] ?? 0)];
  if (month < 1 || month > 12) return `'${text}': there is no month ${m[2]}`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return `'${text}': ${MONTHS[month - 1]} ${year} has no day ${m[3]}`;
  if (hour > 23 || minute > 59) return `'${text}': ${m[4]}:${m[5]} is no time of day (00:00 to 23:59)`;
  return { year, month, day, hour, minute, dateOnly: m[4] === undefined };
}

const knownZones = new Map<string, boolean>();

/**
 * Whether `zone` is a time zone this Node knows (IANA names such as America/New_York, or UTC).
 * Remembered per name: every page of a build asks about the site's zone, and each formatter built
 * to find out cost about a millisecond (25 s of a 20,000-page build).
 */
export function isTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at instant `ms`, as if it were UTC (ms). */
function wallAsUtc(ms: number, zone: string): number {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
}

/**
 * The instant a wall time names in `zone`. A time that a change to summer time skips (02:30 on
 * the spring-forward day) is taken as the same offset before the change, so it lands just after
 * the gap; a time that the change back repeats is taken at its first occurrence.
 */
export function instantOf(t: Omit<WallTime, 'dateOnly'>, zone: string): number {
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  const first = wall - (wallAsUtc(wall, zone) - wall);
  const second = wall - (wallAsUtc(first, zone) - first);
  const candidates = [first, second].filter((ms) => wallAsUtc(ms, zone) === wall);
  return candidates.length > 0 ? Math.min(...candidates) : Math.max(first, second);
}

/** The instant a window's start (or end, `edge: 'end'`) written as `text` names; a problem text when it is none. */
export function windowInstant(text: string, zone: string, edge: 'start' | 'end'): number | string {
  const t = parseStoreTime(text);
  if (typeof t === 'string') return t;
  if (!t.dateOnly || edge === 'start') return instantOf(t, zone);
  const next = new Date(Date.UTC(t.year, t.month - 1, t.day + 1));
  return instantOf(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 },
    zone,
  );
}

/** An instant as the store reads it: '2026-12-24 09:00 (America/New_York)'. */
export function showStoreTime(ms: number, zone: string): string {
  const d = new Date(wallAsUtc(ms, zone));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())} (${zone})`;
}

/** The store's calendar day of an instant as YYYY-MM-DD. */
export function storeDay(ms: number, zone: string): string {
  return showStoreTime(ms, zone).slice(0, 10);
}
