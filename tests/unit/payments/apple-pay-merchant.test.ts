import { expect, test } from 'vitest';
import { merchantSession } from '../../../src/payments/apple-pay-merchant.ts';

test('R-PAY-6: Apple’s merchant session is passed on whole when it names itself, refused when not', () => {
  const session = { merchantSessionIdentifier: 'SSH0123', epochTimestamp: 1, signature: 'abc', nested: { a: 1 } };
  expect(merchantSession.safeParse(session)).toMatchObject({ success: true, data: session });
  for (const bad of [{ epochTimestamp: 1 }, { merchantSessionIdentifier: 7 }, null, 'SSH0123', []])
    expect(merchantSession.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
});
