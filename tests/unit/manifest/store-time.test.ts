/** Manifest dates in the store's time zone, turned into instants by the build (manifest/store-time.ts). */
import { describe, expect, test } from 'vitest';
import {
  instantOf,
  isTimeZone,
  parseStoreTime,
  showStoreTime,
  windowInstant,
} from '../../../src/manifest/store-time.ts';

const NY = 'America/New_York';

describe('store time', () => {
  test('a date starts at its midnight in the store’s zone and, as an end, ends at the next midnight', () => {
    expect(new Date(windowInstant('2026-12-24', NY, 'start') as number).toISOString()).toBe('2026-12-24T05:00:00.000Z');
    expect(new Date(windowInstant('2026-12-24', NY, 'end') as number).toISOString()).toBe('2026-12-25T05:00:00.000Z');
  });
  test('a date and time is that minute, in summer time too', () => {
    expect(new Date(windowInstant('2026-07-04 09:30', NY, 'start') as number).toISOString()).toBe(
      '2026-07-04T13:30:00.000Z',
    );
    expect(new Date(windowInstant('2026-07-04T09:30', 'UTC', 'end') as number).toISOString()).toBe(
      '2026-07-04T09:30:00.000Z',
    );
  });
  test('a skipped time (spring forward) lands just after the gap; a repeated one (fall back) at its first occurrence', () => {
    expect(new Date(instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, NY)).toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(new Date(instantOf({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, NY)).toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
  test('the end of the day before the change to winter time is 25 hours after its start', () => {
    const start = windowInstant('2026-11-01', NY, 'start') as number;
    expect((windowInstant('2026-11-01', NY, 'end') as number) - start).toBe(25 * 3_600_000);
  });
  test('what is no date says why', () => {
    expect(parseStoreTime('261224')).toMatch(/'261224' is not a date, 2026-12-24, or a date and time/);
    expect(parseStoreTime('2026-13-01')).toBe("'2026-13-01': there is no month 13");
    expect(parseStoreTime('2027-02-29')).toBe("'2027-02-29': February 2027 has no day 29");
    expect(parseStoreTime('2026-12-24 24:00')).toMatch(/24:00 is no time of day/);
  });
  test('instants read back as the store’s wall clock', () => {
    expect(showStoreTime(Date.UTC(2026, 11, 24, 5), NY)).toBe('2026-12-24 00:00 (America/New_York)');
  });
  test('time zones are IANA names', () => {
    expect(isTimeZone(NY)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
