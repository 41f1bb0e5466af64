/** A page's window decided at the shopper's clock (domain/sale-window.ts): where the shopper goes, the query kept. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { leaveTo, windowPhase, type SaleWindow } from '../../../src/domain/sale-window.ts';

const w: SaleWindow = { starts: 1_000, ends: 2_000, before: '/gu/current', after: '/gu/winter26' };

describe('a sale window', () => {
  test('before its start the shopper goes where the manifest says, the whole query kept', () => {
    expect(leaveTo(w, 999, '?utm_source=facebook&affid=7')).toBe('/gu/current?utm_source=facebook&affid=7');
  });
  test('from its start (inclusive) to its end (exclusive) the page is sold', () => {
    expect(leaveTo(w, 1_000, '?a=1')).toBeNull();
    expect(leaveTo(w, 1_999, '')).toBeNull();
  });
  test('at and after its end the shopper goes to the successor, the query kept', () => {
    expect(leaveTo(w, 2_000, '?utm_campaign=bf&subid1=x')).toBe('/gu/winter26?utm_campaign=bf&subid1=x');
    expect(leaveTo(w, 9e15, '')).toBe('/gu/winter26');
  });
  test("the query goes along as sent, but for the left campaign's own funnel parameters", () => {
    expect(leaveTo(w, 2_000, '?uid=BF26&step=2&utm_source=fb&subid1=a%20b&pcid=X&stepx=1&affid=')).toBe(
      '/gu/winter26?utm_source=fb&subid1=a%20b&stepx=1&affid=',
    );
    expect(leaveTo(w, 2_000, '?uid=BF26&step=2')).toBe('/gu/winter26');
  });
  test('only a parameter named exactly uid, step or pcid goes, with or without a value', () => {
    expect(leaveTo(w, 2_000, '?guid=1&uid&mystep=2&step&xpcid=3')).toBe('/gu/winter26?guid=1&mystep=2&xpcid=3');
  });
  test('the phase is named: before the start, at the end and after it', () => {
    expect(windowPhase(w, 999)).toBe('before');
    expect(windowPhase(w, 2_000)).toBe('after');
  });
  test('an open end is never reached; an open start has always begun', () => {
    expect(windowPhase({ starts: 5 }, 1e15)).toBe('open');
    expect(windowPhase({ ends: 5 }, -1e15)).toBe('open');
  });
  test('property: the page is sold exactly inside [starts, ends)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer(), (a, b, now) => {
        const [starts, ends] = a < b ? [a, b] : [b, a + 1];
        const open = leaveTo({ starts, ends, before: '/b', after: '/a' }, now, '') === null;
        expect(open).toBe(now >= starts && now < ends);
      }),
    );
  });
});
