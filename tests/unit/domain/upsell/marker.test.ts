import { describe, expect, test } from 'vitest';
import { isLastOffer, offerMarker, OFFER_MARKER_TEXT } from '../../../../src/domain/upsell/marker.ts';
import { step } from '../funnel/fixtures.ts';

// AGELESS01's shape: 6 upsell (downsell 7, upsell 8) → 7 downsell → 8 upsell (downsell 9) → 9 downsell → 10 thank you.
const steps = [
  step(5, 'OrderForm'),
  step(6, 'Upsell', { downsell: 7, upsell: 8 }),
  step(7, 'DownSell'),
  step(8, 'Upsell', { downsell: 9 }),
  step(9, 'DownSell'),
  step(10, 'Thankyou Page'),
];
const at = (n: number) => steps.find((s) => s.step === n);

describe('R-NAV-5: the first or last marker of an offer page', () => {
  test('an offer followed by another offer on yes or no is not the last', () => {
    expect(isLastOffer(steps, at(6))).toBe(false);
    expect(isLastOffer(steps, at(7))).toBe(false); // downsell: yes and no go to upsell 8
    expect(isLastOffer(steps, at(8))).toBe(false); // no → downsell 9
  });

  test('an offer after which both answers leave the offers is the last', () => {
    expect(isLastOffer(steps, at(9))).toBe(true);
    expect(isLastOffer([step(3, 'Upsell'), step(4, 'Thankyou Page')], step(3, 'Upsell'))).toBe(true);
  });

  test('an offer is the last when every offer after it is of a product the order holds', () => {
    const teaHeld = (s: { step: number }) => s.step === 8 || s.step === 9;
    expect(isLastOffer(steps, at(6), teaHeld)).toBe(false); // no → downsell 7
    expect(isLastOffer(steps, at(7), teaHeld)).toBe(true);
  });

  test('off the funnel nothing is known: not the last', () => {
    expect(isLastOffer(steps, undefined)).toBe(false);
  });

  test('R-ORD-3: upsellIndex 0 is the first offer; later ones are middle or last', () => {
    expect(offerMarker(0, true)).toBe('first');
    expect(offerMarker(1, false)).toBe('middle');
    expect(offerMarker(2, true)).toBe('last');
    expect(OFFER_MARKER_TEXT.last).toMatch(/last chance/);
    // Each marker has words of its own.
    const texts = Object.values(OFFER_MARKER_TEXT);
    expect(texts.every((t) => t.trim() !== '')).toBe(true);
    expect(new Set(texts).size).toBe(3);
  });
});
