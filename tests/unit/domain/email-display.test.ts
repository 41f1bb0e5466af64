/**
 * The receipt prints the shopper's email address as they typed it: a domain the API took in its
 * ASCII form (`xn--…`) is printed in Unicode again, anything else as it came.
 */
import { expect, test } from 'vitest';
import { unicodeEmail } from '../../../src/domain/email-display.ts';

test.each([
  ['an internationalised domain is printed in Unicode', 'ada@xn--exmple-cua.com', 'ada@exämple.com'],
  ['so it is after a one-letter name', 'a@xn--exmple-cua.com', 'a@exämple.com'],
  ['text without an @ is printed as it came', 'xn--exmple-cua.com', 'xn--exmple-cua.com'],
  ['text with nothing before its @ is printed as it came', '@xn--exmple-cua.com', '@xn--exmple-cua.com'],
  // The API takes "shop.xn--zz" (its rule only asks for xn-- and letters, digits or hyphens).
  ['a label that only looks like punycode is printed as it came', 'ada@shop.xn--zz', 'ada@shop.xn--zz'],
])('the receipt: %s (%j → %j)', (_, address, printed) => {
  expect(unicodeEmail(address)).toBe(printed);
});
