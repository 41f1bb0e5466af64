import { describe, expect, test } from 'vitest';
import { sessionShape } from '../../../src/state/session-shapes.ts';
import { funnelStateSchema, storedOrderSchema } from '../../../src/state/schemas.ts';
import { selectedProductSchema } from '../../../src/state/selection-schema.ts';
import { userStatsShape } from '../../../src/state/user-stats.ts';

/** What a stored value reads back as, or 'refused' when the whole value does not parse. */
const read = (schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? r.data : 'refused';
};

describe('what the stored shapes accept and refuse (R-ORD-4, R-SES-6)', () => {
  test('R-ORD-4: unlisted keys are dropped; an absent optional field stays absent; a corrupt one reads as absent', () => {
    expect(read(funnelStateSchema, { pageName: 'upsell', cvv: '123' })).toEqual({ pageName: 'upsell' });
    expect(Object.keys(read(funnelStateSchema, {}) as object)).toEqual([]);
    expect(read(funnelStateSchema, { pageName: 7, savedAt: 'x' })).toEqual({ pageName: undefined, savedAt: 'x' });
    expect(read(funnelStateSchema, null)).toBe('refused');
    expect(read(funnelStateSchema, [])).toBe('refused');
  });

  test('R-ORD-4: a session id over 14 characters is dropped, a bad isCreated reads false, a bad affiliate value reads ""', () => {
    expect(read(sessionShape, { sessionId: 'a'.repeat(15), isCreated: 'yes' })).toEqual({
      sessionId: undefined,
      isCreated: false,
    });
    expect(read(sessionShape, { sessionId: 'a'.repeat(14) })).toEqual({ sessionId: 'a'.repeat(14), isCreated: false });
    const aff = (read(sessionShape, { affParameters: { utm_source: 5 } }) as { affParameters: Record<string, string> })
      .affParameters;
    expect(Object.values(aff).every((v) => v === '')).toBe(true);
  });

  test('R-ORD-4: the selection needs an id; units are whole and positive, a subscription every 1 to 12 days, weeks or months', () => {
    expect(read(selectedProductSchema, { units: 2 })).toBe('refused');
    expect(read(selectedProductSchema, { id: 'p', units: 0, price: Infinity })).toEqual({
      id: 'p',
      units: undefined,
      price: undefined,
    });
    expect(read(selectedProductSchema, { id: 'p', units: 1.5 })).toEqual({ id: 'p', units: undefined });
    const sub = (frequency: string, frequencyMultiplier: number) =>
      read(selectedProductSchema, { id: 'p', subscription: { frequency, frequencyMultiplier } });
    expect(sub('Month', 12)).toEqual({ id: 'p', subscription: { frequency: 'Month', frequencyMultiplier: 12 } });
    expect(sub('Month', 13)).toEqual({ id: 'p', subscription: undefined });
    expect(sub('Year', 1)).toEqual({ id: 'p', subscription: undefined });
  });

  test('PCI: a stored order keeps a card by its last four digits only', () => {
    expect(read(storedOrderSchema, { id: 'o', cardLast4: '4242' })).toEqual({ id: 'o', cardLast4: '4242' });
    expect(read(storedOrderSchema, { id: 'o', cardLast4: '4111111111111111' })).toEqual({
      id: 'o',
      cardLast4: undefined,
    });
  });

  test('R-SES-6: a corrupt funnel list reads as empty, a corrupt funnels map as none', () => {
    const step = { step: 1, url: '/a', variantId: 'v' };
    expect(read(userStatsShape, { funnels: { f: [step], g: 'junk' } })).toEqual({ funnels: { f: [step], g: [] } });
    expect(read(userStatsShape, { funnels: 3 })).toEqual({ funnels: {} });
  });
});
