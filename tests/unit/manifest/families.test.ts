import { describe, expect, test } from 'vitest';
import { isCalendarDate, resolveFamily } from '../../../src/manifest/families.ts';

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
    [{ family: 'video', date: '201031' }, 'date', 'video pages run from 201101 to 230131'],
    [{ family: 'survey', date: '230201' }, 'date', 'survey pages run from 201101 to 230131'],
    [{ family: 'os', date: '201119' }, 'date', 'os pages run from 201120 to 221230'],
    [{ family: 'bundle', region: 'DS', units: 6, product: 'BeautyTea' }, 'units', 'DS bundles come in 1 or 3 units'],
    [{ family: 'bundle', units: 3, product: 'BeautyTea' }, 'region', 'bundle pages need a region (CTUS, DS or US)'],
  ] as const)('%o is refused on %s', (entry, field, message) => {
    expect(resolveFamily({ title: 't', ...entry })).toEqual({ field, message });
  });

  test('calendar dates', () => {
    expect(isCalendarDate('240229')).toBe(true);
    expect(isCalendarDate('230229')).toBe(false);
    expect(isCalendarDate('22123')).toBe(false);
  });
});
