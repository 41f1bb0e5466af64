import { describe, expect, test } from 'vitest';
import { PREVIEW_PARAM, previewKind } from '../../../src/domain/preview.ts';
import { PREVIEW_ACCOUNT_DETAILS, PREVIEW_UPSELL_OFFER } from '../../../src/domain/preview-samples.ts';
import { findCountry } from '../../../src/domain/countries.ts';

describe('R-NAV-3: preview', () => {
  test('R-NAV-3: Upsell and OrderSuccess are previewed in a preview build', () => {
    expect(previewKind('Upsell', true)).toBe('Upsell');
    expect(previewKind('OrderSuccess', true)).toBe('OrderSuccess');
  });
  test('R-NAV-3: nothing is previewed outside a preview build', () => {
    expect(previewKind('Upsell', false)).toBeNull();
    expect(previewKind('OrderSuccess', false)).toBeNull();
  });
  test('R-NAV-3: the query parameter is ?preview=', () => {
    expect(PREVIEW_PARAM).toBe('preview');
  });
  test('R-NAV-3: other values preview nothing', () => {
    expect(previewKind('upsell', true)).toBeNull();
    expect(previewKind('', true)).toBeNull();
    expect(previewKind(null, true)).toBeNull();
  });
});

describe('R-CON-4: sample data', () => {
  test('R-CON-4: upsell standard price 49.99, offer price 19.99, shipping 1.99', () => {
    expect(PREVIEW_UPSELL_OFFER).toMatchObject({ standardPrice: 49.99, offerPrice: 19.99, shippingCost: 1.99 });
  });
  test('R-CON-4: the sample shopper is plainly not real and lives in a listed state', () => {
    expect(PREVIEW_ACCOUNT_DETAILS.email.endsWith('@example.com')).toBe(true);
    expect(findCountry(PREVIEW_ACCOUNT_DETAILS.country)?.states[PREVIEW_ACCOUNT_DETAILS.state]).toBe('New York');
  });
});
