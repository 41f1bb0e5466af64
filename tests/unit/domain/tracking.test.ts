import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { acceptIp, trackingPayload, truncateUa } from '../../../src/domain/tracking.ts';

describe('R-SES-9: ip', () => {
  test.each(['203.0.113.7', '2001:db8::ff00:42:8329', '::1', 'FE80::1', ' 10.0.0.1 '])('R-SES-9: accepts %j', (ip) =>
    expect(acceptIp(ip)).toBe(ip.trim()),
  );
  test.each([
    '',
    '   ',
    'localhost',
    '10.0.0.1; DROP',
    '<script>',
    'fe80::1%eth0',
    '1.2.3.4, 5.6.7.8',
    undefined,
    null,
  ])('R-SES-9: refuses %j', (ip) => expect(acceptIp(ip)).toBeUndefined());
  test('R-SES-9: refuses more than 128 characters', () => {
    expect(acceptIp('1'.repeat(128))).toBe('1'.repeat(128));
    expect(acceptIp('1'.repeat(129))).toBeUndefined();
  });
  test('R-SES-9: an accepted ip is never longer than 128 and has only ip characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const ip = acceptIp(s);
        if (ip !== undefined) {
          expect(ip.length).toBeLessThanOrEqual(128);
          expect(ip).toMatch(/^[0-9a-fA-F.:]+$/);
        }
      }),
    );
  });
});

describe('R-SES-9: ua and payload', () => {
  test('R-SES-9: the user agent is truncated to 128 characters', () => {
    const ua = 'Mozilla/5.0 '.repeat(20);
    expect(truncateUa(ua)).toBe(ua.slice(0, 128));
    expect(truncateUa('short')).toBe('short');
    expect(truncateUa(undefined)).toBe('');
  });
  test('R-SES-9: the payload carries the ids, a checked ip, a truncated ua and a boolean gpc', () => {
    expect(
      trackingPayload({
        alternaiGuestId: 'g-1',
        alternaiVisitorId: 'v-1',
        ip: '198.51.100.4',
        ua: 'x'.repeat(300),
        gpc: true,
      }),
    ).toEqual({ alternaiGuestId: 'g-1', alternaiVisitorId: 'v-1', ip: '198.51.100.4', ua: 'x'.repeat(128), gpc: true });
  });
  test('R-SES-9: a bad ip is left out, missing ids are left out, gpc defaults to false', () => {
    expect(trackingPayload({ ip: 'not an ip', ua: 'UA' })).toEqual({ ua: 'UA', gpc: false });
    expect(trackingPayload({ gpc: null }).gpc).toBe(false);
  });
});
