import { expect, test } from 'vitest';
import {
  accountDetailsOf,
  accountValues,
  emptyAccount,
  startingAccount,
} from '../../../../src/domain/checkout/account.ts';

test('R-ORD-10: an empty form starts in the default country', () => {
  expect(emptyAccount().country).toBe('US');
  expect(emptyAccount('CA').country).toBe('CA');
});

test('R-ORD-4: the form round-trips through stored accountDetails, empty fields left out', () => {
  const values = { ...emptyAccount(), email: 'ada@example.com', firstName: 'Ada', state: 'IL' };
  const stored = accountDetailsOf(values);
  expect(stored).toEqual({ email: 'ada@example.com', firstName: 'Ada', state: 'IL', country: 'US' });
  expect(accountValues(stored, emptyAccount())).toEqual(values);
  expect(accountValues(undefined, values)).toBe(values);
});

test("R-ORD-4: the form starts from this funnel's accountDetails over the remembered savedAccount", () => {
  const saved = { email: 'ada@example.com', firstName: 'Ada', city: 'Springfield', state: 'IL' };
  expect(startingAccount(undefined, saved, emptyAccount())).toEqual({ ...emptyAccount(), ...saved });
  expect(startingAccount({ email: 'new@example.com' }, saved, emptyAccount())).toEqual({
    ...emptyAccount(),
    ...saved,
    email: 'new@example.com',
  });
  expect(startingAccount(undefined, undefined, emptyAccount('CA'))).toEqual(emptyAccount('CA'));
});

test('R-ORD-10: the empty form has every contact and address field empty', () => {
  const { country, ...rest } = emptyAccount('CA');
  expect(country).toBe('CA');
  expect(Object.keys(rest)).toHaveLength(9);
  expect(new Set(Object.values(rest))).toEqual(new Set(['']));
});

test('R-ORD-4: an empty stored field does not blank what the form already holds', () => {
  const base = { ...emptyAccount(), email: 'ada@example.com', city: 'Springfield' };
  expect(accountValues({ email: '', city: 'Chicago' }, base)).toEqual({ ...base, city: 'Chicago' });
});

test('R-ORD-4: a field of only spaces is not stored', () => {
  expect(accountDetailsOf({ ...emptyAccount(), firstName: 'Ada', city: '   ' })).toEqual({
    firstName: 'Ada',
    country: 'US',
  });
});
