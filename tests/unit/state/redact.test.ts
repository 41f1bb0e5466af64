import { describe, expect, test } from 'vitest';
import { containsCardNumber, redactCardData } from '../../../src/state/redact.ts';

describe('card data redaction (PCI)', () => {
  test.each([
    ['4111111111111111', true],
    ['4111 1111 1111 1111', true],
    ['4111-1111-1111-1111', true],
    ['3782 822463 10005', true],
    ['1234567890128', true],
    ['1234567890123', false],
    ['ada.4111111111111111@example.com', false],
    ['ORD4111111111111111', false],
    ['card 5555555555554444 exp', true],
    ['+1 (512) 555-0100', false],
    ['15125550100', false],
    ['a0B5e00000XyZabEAF', false],
    ['S01-1234567-1234567', false],
    ['12345678901234567890', false],
    ['78701', false],
  ])('PCI: %j looks like a card number → %s', (text, expected) => {
    expect(containsCardNumber(text)).toBe(expected);
  });

  test('PCI: card numbers and card-named keys are dropped at any depth; the rest is kept', () => {
    expect(
      redactCardData({
        a: { b: ['x', '4111111111111111', 4111111111111111], cvv: '123' },
        CardNumber: 'x',
        ok: 19.99,
        n: null,
      }),
    ).toEqual({ a: { b: ['x'] }, ok: 19.99, n: null });
  });
});
