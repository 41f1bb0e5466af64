import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { cleanPhone, isValidPhone } from '../../../src/domain/phone.ts';

// Spec §5 read as: strip leading whitespace; strip dots, dashes, parentheses and plus signs anywhere.
describe('R-VAL-1: cleanPhone', () => {
  test('R-VAL-1: strips leading whitespace', () => {
    expect(cleanPhone('  \t5550102030')).toBe('5550102030');
  });
  test('R-VAL-1: strips dots, dashes, parentheses and plus signs wherever they are', () => {
    expect(cleanPhone('+(555)-.010.20-30')).toBe('5550102030');
    expect(cleanPhone('555.010.2030')).toBe('5550102030');
  });
  test('R-VAL-1: whitespace after the start is not leading, so it stays', () => {
    expect(cleanPhone('+1 (555) 010-2030')).toBe('1 555 0102030');
    expect(cleanPhone('  +44 20 7946 0958')).toBe('44 20 7946 0958');
  });
  test('R-VAL-1: other characters are kept so validation can reject them', () => {
    expect(cleanPhone('555-010-2030 ext 4')).toBe('5550102030 ext 4');
  });
  test('R-VAL-1: cleaning is idempotent and leaves no leading whitespace and no dots, dashes, parentheses or plus signs', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = cleanPhone(s);
        expect(cleanPhone(once)).toBe(once);
        expect(once).not.toMatch(/^\s|[.\-()+]/);
      }),
    );
  });
});

describe('R-VAL-1: isValidPhone', () => {
  test.each([
    ['+1 (555) 010-2030', true],
    ['(555) 010-2030', true],
    ['+44 20 7946 0958', true],
    ['555-0102', false],
    ['+86 138 0013 8000 12', true], // 15 digits, E.164's longest
    ['555\t010\t2030', false], // spaced by tabs, which the API does not take
    ['phone 5550102030', false],
    ['5550102030 x', false],
    ['1234567890123456', false],
    ['555-010-2030 ext 4', false],
    ['', false],
  ])('R-VAL-1: %j → %s', (phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });
});
