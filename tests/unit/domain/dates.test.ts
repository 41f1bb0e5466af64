import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { longDate } from '../../../src/domain/dates.ts';

const from = Date.UTC(1970, 0, 1);
const to = Date.UTC(2100, 11, 31);

describe('long dates (R-ORD-8: the receipt’s order date)', () => {
  test('R-ORD-8: prints what Intl en-US long prints, in the local time zone and in UTC (property)', () => {
    const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
    const utc = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    fc.assert(
      fc.property(fc.integer({ min: from, max: to }), (ms) => {
        const date = new Date(ms);
        expect(longDate(date)).toBe(local.format(date));
        expect(longDate(date, 'utc')).toBe(utc.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  test('R-ORD-8: the shopper’s browser prints its own day, the build’s pages the day in UTC', (ctx) => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      const newYearUtc = new Date(Date.UTC(2026, 0, 1, 3)); // still New Year's Eve in California
      // A worker thread (Stryker's runner) keeps the process's zone: nothing to compare there.
      if (newYearUtc.getDate() !== 31) ctx.skip();
      expect(longDate(newYearUtc)).toBe('December 31, 2025');
      expect(longDate(newYearUtc, 'local')).toBe('December 31, 2025');
      expect(longDate(newYearUtc, 'utc')).toBe('January 1, 2026');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  test('R-ORD-8: November 1, 2026', () => {
    expect(longDate(new Date(Date.UTC(2026, 10, 1, 12)), 'utc')).toBe('November 1, 2026');
  });
});
