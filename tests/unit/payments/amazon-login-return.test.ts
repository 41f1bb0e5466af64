/**
 * The amazon-return page's token handling (R-RT-7, R-PAY-5) with a fake document cookie jar,
 * history, location and session storage: an 'Atza' token that comes back with this tab's login
 * nonce is kept for one day and the shopper goes back to the state path; anything else (a crafted
 * link, a nonce used once already) is refused with its funnel event, and no way back leaves the site.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';

vi.mock('astro:env/client', () => ({
  AMAZON_PAY_CLIENT_ID: 'client',
  AMAZON_PAY_MERCHANT_ID: 'SELLER',
  AMAZON_PAY_OVERRIDE: false,
  PAYMENT_PROVIDERS_MODE: 'sandbox',
}));
const sent: [string, unknown][] = [];
/** The page passes the runtime's stats sender; this one records. */
const sendStats = vi.fn(async (eventType: string, extra: { customPayLoad?: unknown }) => {
  sent.push([eventType, extra.customPayLoad]);
  return true;
});

const cookies: string[] = [];
const replaced: string[] = [];
let address = '';
Object.assign(globalThis, {
  document: {
    get cookie() {
      return cookies.map((c) => c.split(';')[0]).join('; ');
    },
    set cookie(value: string) {
      cookies.push(value);
    },
  },
  window: {
    location: {
      protocol: 'https:',
      pathname: '/amazon-return',
      hash: '',
      replace: (to: string) => replaced.push(to),
    },
    history: { state: null, replaceState: (_s: unknown, _t: string, to: string) => (address = to) },
  },
});

const { completeAmazonLogin } = await import('../../../src/payments/amazon-login-return.ts');
const { startAmazonLogin } = await import('../../../src/payments/amazon-login-state.ts');

/** The hash Amazon sends back after a login this tab started for `path`. */
const returnedFor = (path: string, token = 'Atza%7CIwEB1') =>
  `#access_token=${token}&state=${encodeURIComponent(startAmazonLogin(path))}&token_type=bearer`;

beforeEach(() => {
  cookies.length = 0;
  replaced.length = 0;
  sent.length = 0;
  address = '';
});

describe('completeAmazonLogin', () => {
  test('R-RT-7, R-PAY-5: an Atza token is kept for a day and the shopper returns to the state path', () => {
    const result = completeAmazonLogin(sendStats, returnedFor('/os221215a_ap?affid=x'));
    expect(result).toEqual({ accepted: true, returnPath: '/os221215a_ap?affid=x' });
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^amazon_Login_accessToken=Atza\|IwEB1; path=\/; expires=.*sameSite=Lax; secure$/);
    const expires = Date.parse(/expires=([^;]+)/.exec(cookies[0] ?? '')?.[1] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(replaced).toEqual(['/os221215a_ap?affid=x']);
    expect(address).toBe('/amazon-return'); // the token leaves the address bar
  });

  test("R-PAY-5: a token not starting with 'Atza' is refused and sends its funnel event", () => {
    expect(completeAmazonLogin(sendStats, '#access_token=XYZ&state=%2Fos')).toEqual({
      accepted: false,
      returnPath: '/os',
    });
    expect(cookies).toEqual([]);
    expect(replaced).toEqual([]);
    expect(sent).toEqual([
      ['AmazonPay:ButtonError', { code: 'InvalidToken', message: 'AmazonPay User Authorization Failed' }],
    ]);
  });

  test('R-RT-7: a crafted link cannot sign the shopper in: without this tab’s nonce the token is not kept', () => {
    const crafted = '#access_token=Atza%7Cattacker&state=%2Fos221215a_ap';
    expect(completeAmazonLogin(sendStats, crafted)).toEqual({ accepted: false, returnPath: '/os221215a_ap' });
    const guessed = `#access_token=Atza%7Cattacker&state=${'A'.repeat(22)}%2Fos`;
    startAmazonLogin('/os');
    expect(completeAmazonLogin(sendStats, guessed).accepted).toBe(false);
    expect(cookies).toEqual([]);
    expect(replaced).toEqual([]);
  });

  test('R-RT-7: a nonce is used once: the same return replayed is refused', () => {
    const hash = returnedFor('/os');
    expect(completeAmazonLogin(sendStats, hash).accepted).toBe(true);
    expect(completeAmazonLogin(sendStats, hash).accepted).toBe(false);
    expect(cookies).toHaveLength(1);
  });

  test('R-RT-7: the way back never leaves the site, whatever the state holds', () => {
    for (const path of ['/\t/evil.example/phish', '//evil.example', '/\\evil.example', 'https://evil.example'])
      expect(completeAmazonLogin(sendStats, returnedFor(path)).returnPath, path).toBe('/SecureCart');
    expect(replaced).toEqual(['/SecureCart', '/SecureCart', '/SecureCart', '/SecureCart']);
    expect(completeAmazonLogin(sendStats, '#access_token=x&state=%2F%09%2Fevil.example%2Fphish').returnPath).toBe(
      '/SecureCart',
    );
  });

  test('R-RT-7: a denied login goes back to the fallback order page, never elsewhere', () => {
    expect(completeAmazonLogin(sendStats, '#error=access_denied&state=https%3A%2F%2Fevil.example')).toEqual({
      accepted: false,
      returnPath: '/SecureCart',
    });
    expect(sent[0]?.[1]).toEqual({ code: 'access_denied', message: 'AmazonPay User Authorization Failed' });
  });
});
