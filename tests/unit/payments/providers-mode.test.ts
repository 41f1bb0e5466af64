/**
 * The payment providers' mode (sandbox or live, the astro:env setting PAYMENT_PROVIDERS_MODE) and
 * the CSP a live-mode build ships (R-GEN-5, R-PAY-2, R-PAY-3, R-PAY-6): every host the providers'
 * live scripts load from, frame, call or take images and styles from is allowed; scripts stay
 * hash-only.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { amazonWidgetsUrl, GOOGLE_PAY_URL } from '../../../src/domain/wallets/provider-urls.ts';

/** The astro.config.ts a build with these settings reads. */
async function configWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return (await import('../../../astro.config.ts')).default;
}

/** The sources of one directive of the policy, as Astro writes it. */
function sourcesOf(
  csp: { directives: string[]; scriptDirective: { resources: string[] }; styleDirective: { resources: string[] } },
  name: string,
) {
  if (name === 'script-src') return csp.scriptDirective.resources;
  if (name === 'style-src') return csp.styleDirective.resources;
  const directive = csp.directives.find((d) => d.startsWith(`${name} `));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

/** CSP host-source matching (scheme, host with a leading `*.` wildcard) for https URLs. */
function allows(sources: string[], url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return sources.some((s) => {
    const m = /^https:\/\/(\*\.)?([^/]+)/.exec(s);
    if (!m || protocol !== 'https:') return false;
    return m[1] ? hostname.endsWith(`.${m[2]}`) : hostname === m[2];
  });
}

afterEach(() => vi.unstubAllEnvs());

describe('a live-mode build', () => {
  test("R-GEN-5, R-PAY-2, R-PAY-3, R-PAY-6: the CSP allows what each provider's live script needs, scripts stay hash-only", async () => {
    const config = await configWith({ PAYMENT_PROVIDERS_MODE: 'live' });
    const csp = config.security?.csp;
    if (!csp || csp === true) throw new Error('security.csp is not configured');
    const policy = csp as Parameters<typeof sourcesOf>[0];
    const needs: [string, string][] = [
      // PayPal JS SDK (developer.paypal.com/sdk/js/best-practices).
      ['script-src', 'https://www.paypal.com/sdk/js?client-id=live-id'],
      ['script-src', 'https://www.paypalobjects.com/api/checkout.js'],
      ['frame-src', 'https://www.paypal.com/smart/buttons'],
      ['child-src', 'https://www.paypal.com/checkoutnow'],
      ['connect-src', 'https://www.paypal.com/xoplatform/logger/api/logger'],
      ['img-src', 'https://www.paypalobjects.com/webstatic/icon/pp258.png'],
      ['style-src', 'https://www.paypalobjects.com/paypal-ui/web/fonts.css'],
      // Google Pay.
      ['script-src', GOOGLE_PAY_URL],
      ['frame-src', 'https://pay.google.com/gp/p/ui/pay'],
      ['connect-src', 'https://pay.google.com/gp/p/apis/buyflow/process'],
      ['style-src', 'https://pay.google.com/gp/p/generate_gpay_btn_img'],
      ['img-src', 'https://pay.google.com/gp/p/generate_gpay_btn_img'],
      // Amazon Pay: the live widgets (no /sandbox/ in the path) and their frames and calls.
      ['script-src', amazonWidgetsUrl('LIVE-SELLER', false)],
      ['frame-src', 'https://payments.amazon.com/widgets'],
      ['connect-src', 'https://api.amazon.com/auth/o2/tokeninfo'],
      ['img-src', 'https://static-na.payments-amazon.com/OffAmazonPayments/us/img/button.png'],
    ];
    for (const [directive, url] of needs)
      expect(allows(sourcesOf(policy, directive), url), `${directive} ${url}`).toBe(true);
    expect(sourcesOf(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(sourcesOf(policy, 'default-src')).toEqual(["'self'"]);
    expect(allows(sourcesOf(policy, 'script-src'), 'https://evil.example.com/x.js')).toBe(false);
    // Apple Pay is Safari's own ApplePaySession: no Apple script is loaded, so none is allowed.
    expect(
      allows(sourcesOf(policy, 'script-src'), 'https://applepay.cdn-apple.com/jsapi/1.latest/apple-pay-sdk.js'),
    ).toBe(false);
  });

  test('R-PAY-3, R-PAY-6: PAYMENT_PROVIDERS_MODE is an astro:env setting, sandbox unless set to live', async () => {
    const config = await configWith({});
    expect(config.env?.schema?.PAYMENT_PROVIDERS_MODE).toMatchObject({
      type: 'enum',
      values: ['sandbox', 'live'],
      default: 'sandbox',
      context: 'client',
    });
    vi.resetModules();
    vi.doMock('astro:env/client', () => ({ PAYMENT_PROVIDERS_MODE: 'live' }));
    expect((await import('../../../src/payments/providers-mode.ts')).PROVIDERS_SANDBOX).toBe(false);
    vi.doUnmock('astro:env/client');
    vi.resetModules();
    expect((await import('../../../src/payments/providers-mode.ts')).PROVIDERS_SANDBOX).toBe(true);
  });
});
