/**
 * A live build the providers' scripts can run in (src/integrations/csp.ts, docs/deploy.md): the
 * site built with PAYMENT_PROVIDERS_MODE=live, its order page opened with every wallet, each
 * provider's script served as its double at its live URL (Playwright page.route), and the double
 * doing what the provider's documentation says its script does under a CSP: PayPal's and Google
 * Pay's inject a `<style>` and a styled element, PayPal's frames, images and calls on its hosts,
 * Google Pay's frame, script and calls on pay.google.com, Amazon's Login with Amazon SDK and button
 * images. Any `securitypolicyviolation` fails the test. Apple Pay loads nothing (Safari's own
 * ApplePaySession): its button shows under the same policy.
 * LIVE_DIST reuses a live build; E2E_LIVE_CSP_PORT (default 4443).
 */
import { readFileSync, rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { RunningServer } from '../../scripts/start.ts';
import { buildInto, privateServer } from './server.ts';
import { express, ORDER_PAGE, scrollToExpressCheckout } from './wallets.ts';
import { buildOutDir } from '../build-out-dir.ts';

const PORT = Number(process.env.E2E_LIVE_CSP_PORT ?? 4443);
const fixture = (name: string) => readFileSync(new URL(`../fixtures/providers/${name}`, import.meta.url), 'utf8');

/** What a provider's script loads, per its documentation: an injected style, and a frame, an image, a call, a script on its hosts. */
interface Footprint {
  style?: boolean;
  frame?: string;
  img?: string;
  connect?: string;
  script?: string;
}

/** Each provider's script at its live URL, its double, and its footprint. */
const LIVE_SCRIPTS: { name: string; url: RegExp; double: string; footprint: Footprint }[] = [
  {
    name: 'PayPal',
    url: /^https:\/\/www\.paypal\.com\/sdk\/js\?/,
    double: 'paypal-sdk.js',
    footprint: {
      style: true,
      frame: 'https://www.paypal.com/smart/buttons?env=production',
      img: 'https://www.paypalobjects.com/images/checkout/paypal-logo.svg',
      connect: 'https://www.paypal.com/graphql',
    },
  },
  {
    name: 'Google Pay',
    url: /^https:\/\/pay\.google\.com\/gp\/p\/js\/pay\.js$/,
    double: 'google-pay.js',
    footprint: {
      style: true,
      frame: 'https://pay.google.com/gp/p/ui/pay',
      connect: 'https://pay.google.com/gp/p/apis/ready',
      // Its release notes say it injects <script> elements too; a stand-in path on its host.
      script: 'https://pay.google.com/gp/p/js/injected.js',
    },
  },
  {
    name: 'Amazon Pay',
    // The live widgets: no /sandbox/ in the path.
    url: /^https:\/\/static-na\.payments-amazon\.com\/OffAmazonPayments\/us\/js\/Widgets\.js\?/,
    double: 'amazon-widgets.js',
    footprint: {
      script: 'https://assets.loginwithamazon.com/sdk/na/login1.js',
      img: 'https://images-na.ssl-images-amazon.com/images/G/01/lwa/btnLWA_gold_156x32.png',
      frame: 'https://payments.amazon.com/widgets/wallet',
      connect: 'https://api.amazon.com/user/profile',
    },
  },
];

/** The footprint as the double runs it: each load awaited, then the provider's name recorded. */
function footprintScript(name: string, f: Footprint): string {
  return `;(${String((provider: string, footprint: Footprint) => {
    const loads: Promise<unknown>[] = [];
    const loaded = (el: HTMLElement) => new Promise((done) => ((el.onload = done), (el.onerror = done)));
    if (footprint.style) {
      const style = document.createElement('style');
      style.textContent = '.provider-button { min-height: 45px; }';
      document.head.append(style);
      const styled = document.createElement('div');
      styled.setAttribute('style', 'display: none');
      document.body.append(styled);
    }
    if (footprint.frame) {
      const frame = document.createElement('iframe');
      frame.src = footprint.frame;
      frame.hidden = true;
      loads.push(loaded(frame));
      document.body.append(frame);
    }
    if (footprint.img) {
      const img = new Image();
      loads.push(loaded(img));
      img.src = footprint.img;
    }
    if (footprint.script) {
      const script = document.createElement('script');
      script.src = footprint.script;
      loads.push(loaded(script));
      document.head.append(script);
    }
    if (footprint.connect) loads.push(fetch(footprint.connect, { mode: 'no-cors' }).catch(() => undefined));
    const w = window as unknown as { __footprints?: string[] };
    void Promise.all(loads).then(() => (w.__footprints = [...(w.__footprints ?? []), provider]));
  })})(${JSON.stringify(name)}, ${JSON.stringify(f)});`;
}

/** A provider host's answer for anything but its script: an empty frame, image, script or JSON. */
function asset(url: string): { contentType: string; body: string } {
  if (/\.(png|svg)$/.test(new URL(url).pathname))
    return { contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
  if (url.endsWith('.js')) return { contentType: 'application/javascript', body: '' };
  if (/graphql|apis|profile/.test(url)) return { contentType: 'application/json', body: '{}' };
  return { contentType: 'text/html', body: '<!doctype html><title>provider frame</title>' };
}

const PROVIDER_HOSTS =
  /^https:\/\/([a-z0-9-]+\.)*(paypal\.com|paypalobjects\.com|venmo\.com|pay\.google\.com|payments-amazon\.com|loginwithamazon\.com|ssl-images-amazon\.com|amazon\.com)\//;

/** Serves every provider host as the live providers would, through their doubles. */
async function serveLiveProviders(page: Page): Promise<void> {
  await page.route(PROVIDER_HOSTS, async (route) => {
    const url = route.request().url();
    const script = LIVE_SCRIPTS.find((s) => s.url.test(url));
    if (!script) return route.fulfill({ status: 200, ...asset(url) });
    const body = `${fixture('dialog.js')}\n${fixture(script.double)}\n${footprintScript(script.name, script.footprint)}`;
    await route.fulfill({ contentType: 'application/javascript', body });
  });
  await page.addInitScript({ content: `${fixture('dialog.js')}\n${fixture('apple-pay-session.js')}` });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.effectiveDirective} ${e.blockedURI || '(inline)'}`),
    );
  });
}

let server: RunningServer;
/** The build this spec made, removed with its cache after it; none when LIVE_DIST is reused. */
let built: string | undefined;
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ baseURL: `http://127.0.0.1:${PORT}` });
test.beforeAll(async () => {
  test.setTimeout(600_000);
  if (!process.env.LIVE_DIST) built = buildInto(buildOutDir('live-csp-dist-'), { PAYMENT_PROVIDERS_MODE: 'live' });
  server = await privateServer(PORT, process.env.LIVE_DIST ?? built);
});
test.afterAll(async () => {
  await server?.close();
  if (built) for (const dir of [built, `${built}-cache`]) rmSync(dir, { recursive: true, force: true });
});

test('R-GEN-5, R-PAY-2, R-PAY-3, R-PAY-6: each provider’s live script runs under the live build’s CSP without a violation', async ({
  page,
}) => {
  await serveLiveProviders(page);
  const scripts: string[] = [];
  page.on('request', (r) => LIVE_SCRIPTS.some((s) => s.url.test(r.url())) && scripts.push(r.url()));
  await page.goto(ORDER_PAGE);
  await scrollToExpressCheckout(page);
  // Every footprint done and no violation; a violation shows as soon as it happens, with what it blocked.
  const state = () =>
    page.evaluate(() => {
      const w = window as unknown as { __footprints?: string[]; __violations: string[] };
      return w.__violations.length ? { violations: w.__violations } : (w.__footprints ?? []).toSorted();
    });
  await expect.poll(state, { timeout: 15_000 }).toEqual(LIVE_SCRIPTS.map((s) => s.name).toSorted());
  expect(scripts.length, 'every provider script came from its live URL').toBe(LIVE_SCRIPTS.length);
  for (const name of ['Pay with PayPal', 'Buy with Google Pay', 'Pay with Amazon', 'Buy with Apple Pay'])
    await expect(express(page).getByRole('button', { name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(csp, 'scripts stay hash-only').not.toMatch(/script-src[^;]*'unsafe-inline'/);
});
