import { describe, expect, test } from 'vitest';
import { families, isCalendarDate, resolveFamily, yymmdd } from '../../../src/manifest/families.ts';

describe('R-RT-3 / R-RT-4: family paths', () => {
  test.each([
    [{ family: 'pl', date: '221201', variant: 'a' }, 'pl221201a_ap', 'advertorial'],
    [{ family: 'video', date: '201101', variant: 'b' }, 'video201101b_ap', 'video'],
    [{ family: 'survey', date: '201120' }, 'survey201120a_ap', 'survey'],
    [{ family: 'os', date: '201120', variant: 'a' }, 'os201120a_ap', 'order-form'],
    [{ family: 'os', date: '221230', variant: 'b' }, 'os221230b_ap', 'order-form'],
    [{ family: 'bundle', region: 'CTUS', units: 6, product: 'BeautyTea' }, 'CTUS_6-Unit-BeautyTea', 'order-form'],
    [
      { family: 'bundle', region: 'DS', units: 1, product: 'RetinolSerum-Ageless' },
      'DS_1-Unit-RetinolSerum-Ageless',
      'order-form',
    ],
  ] as const)('%o → %s', (entry, path, template) => {
    expect(resolveFamily({ title: 't', ...entry })).toEqual({ path, template });
  });

  test.each([
    [{ family: 'pl', date: '221201', variant: 'b' }, 'variant', 'pl pages have variant a'],
    [{ family: 'os', date: '231399' }, 'date', "'231399' is not a date: there is no month 13 (YYMMDD, e.g. 221230)"],
    [
      { family: 'os', date: '230230' },
      'date',
      "'230230' is not a date: February 2023 has no day 30 (YYMMDD, e.g. 221230)",
    ],
    [{ family: 'pl', date: '2301' }, 'date', "'2301' is not a date in YYMMDD form, e.g. 221230"],
    [{ family: 'video', date: '26-11-25' }, 'date', "'26-11-25' is not a date in YYMMDD form, e.g. 221230"],
    [
      { family: 'survey', date: '260431' },
      'date',
      "'260431' is not a date: April 2026 has no day 31 (YYMMDD, e.g. 221230)",
    ],
    [
      { family: 'os', date: '230100' },
      'date',
      "'230100' is not a date: January 2023 has no day 00 (YYMMDD, e.g. 221230)",
    ],
    [{ family: 'bundle', region: 'DS', units: 6, product: 'BeautyTea' }, 'units', 'DS bundles come in 1 or 3 units'],
    [{ family: 'bundle', units: 3, product: 'BeautyTea' }, 'region', 'bundle pages need a region (CTUS, DS or US)'],
  ] as const)('%o is refused on %s', (entry, field, message) => {
    expect(resolveFamily({ title: 't', ...entry })).toEqual({ field, message });
  });

  test.each(['pl', 'video', 'survey', 'os'] as const)(
    'R-GEN-1: a %s page dated today, yesterday, in a year, or years back is a page',
    (family) => {
      const day = 24 * 3600 * 1000;
      const now = Date.now();
      for (const when of [now, now - day, now + 365 * day, now - 6 * 365 * day]) {
        const date = yymmdd(new Date(when));
        expect(resolveFamily({ title: 't', family, date })).toEqual({
          path: `${family}${date}a_ap`,
          template: families[family].template,
        });
      }
    },
  );

  test('yymmdd is the local calendar day', () => {
    const now = new Date();
    const date = yymmdd(now);
    expect(date).toMatch(/^\d{6}$/);
    expect(Number(date.slice(2, 4))).toBe(now.getMonth() + 1);
    expect(Number(date.slice(4, 6))).toBe(now.getDate());
    expect(isCalendarDate(date)).toBe(true);
  });

  test('calendar dates', () => {
    expect(isCalendarDate('240229')).toBe(true);
    expect(isCalendarDate('230229')).toBe(false);
    expect(isCalendarDate('22123')).toBe(false);
    expect(isCalendarDate('000101')).toBe(true);
    expect(isCalendarDate('991231')).toBe(true);
  });
});
