import { expect, test } from 'vitest';
import { noWalletOffered, WALLETS } from '../../../../src/domain/wallets/offered.ts';

test('§3: the express checkout still offers a wallet while one may load', () => {
  expect(noWalletOffered([])).toBe(false);
  expect(noWalletOffered(['apple-pay', 'google-pay', 'paypal'])).toBe(false);
});

test('§3: the express checkout offers none when every wallet is unavailable, in any order', () => {
  expect(noWalletOffered([...WALLETS].reverse())).toBe(true);
});
