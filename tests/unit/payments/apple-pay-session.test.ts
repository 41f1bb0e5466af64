import { describe, expect, test } from 'vitest';
import { merchantSession } from '../../../sandbox/routes/apple-pay-session.ts';

describe('sandbox Apple Pay merchant validation', () => {
  test('R-PAY-6: an Apple validation URL gets a merchant session valid for five minutes', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const session = merchantSession(
      'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
      'shop.example',
      now,
    );
    expect(session).toMatchObject({
      epochTimestamp: now.getTime(),
      expiresAt: now.getTime() + 300_000,
      domainName: 'shop.example',
    });
    expect(session.merchantSessionIdentifier).toMatch(/^SSH[0-9A-F]{32}$/);
  });

  test('any other URL is refused with a 400 naming the field', () => {
    for (const url of ['http://apple-pay-gateway.apple.com/x', 'https://apple.com.evil.example/x', 'not a url'])
      expect(() => merchantSession(url, undefined, new Date())).toThrow(/validationURL/);
  });
});
