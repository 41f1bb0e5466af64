import { describe, expect, test } from 'vitest';
import {
  addOnRefusal,
  OFFER_ENDED_CODE,
  PURCHASE_KEY_REQUIRED_CODE,
} from '../../../../src/domain/upsell/add-on-refusal.ts';
import { ONE_CLICK_MINUTES, oneClickEnds, oneClickOpen } from '../../../../src/domain/upsell/one-click.ts';

const paidAt = new Date('2026-11-23T10:00:00.000Z');
const after = (ms: number) => new Date(paidAt.getTime() + ms);

describe('R-ORD-3: a one-click offer is open for a while after the parent is paid', () => {
  test(`open until ${ONE_CLICK_MINUTES} minutes after the payment, then ended`, () => {
    expect(oneClickEnds(paidAt)).toEqual(after(ONE_CLICK_MINUTES * 60_000));
    expect(oneClickOpen(paidAt, after(0))).toBe(true);
    expect(oneClickOpen(paidAt, after(ONE_CLICK_MINUTES * 60_000))).toBe(true);
    expect(oneClickOpen(paidAt, after(ONE_CLICK_MINUTES * 60_000 + 1))).toBe(false);
  });

  test('a payment time the tab cannot read leaves it to the API', () => {
    expect(oneClickOpen(new Date('not a date'), after(10 ** 9))).toBe(true);
  });

  test("the API's refusals that end one-click: the window passed, or the parent purchase's key is missing", () => {
    expect(addOnRefusal(410, OFFER_ENDED_CODE)).toBe('ended');
    expect(addOnRefusal(403, PURCHASE_KEY_REQUIRED_CODE)).toBe('ended');
    expect(addOnRefusal(403, 'Invalid or missing XSRF token')).toBeNull();
    expect(addOnRefusal(409, OFFER_ENDED_CODE)).toBeNull();
    expect(addOnRefusal(410, 'Gone')).toBeNull();
    expect(addOnRefusal(401, PURCHASE_KEY_REQUIRED_CODE)).toBeNull();
    // The codes as the API sends them.
    expect(addOnRefusal(410, 'OFFER_ENDED')).toBe('ended');
    expect(addOnRefusal(403, 'PURCHASE_KEY_REQUIRED')).toBe('ended');
  });
});
