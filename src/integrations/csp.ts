/**
 * The Content-Security-Policy of every page (R-GEN-5): what the payment providers' live scripts
 * need. A sandbox build (`PAYMENT_PROVIDERS_MODE=sandbox`, the default) loads the same hosts: PayPal's
 * sandbox is a *.paypal.com host, Amazon's sandbox widgets a path on the same host.
 *
 * What each provider's script needs, per its own documentation:
 * - PayPal JS SDK: developer.paypal.com/sdk/js/best-practices ("Content Security Policy") lists
 *   `*.paypal.com *.paypalobjects.com *.venmo.com` for script, style, img (with data:), connect,
 *   frame and child. Its 'unsafe-inline' advice is not followed: scripts stay hash-only, and the
 *   SDK's injected `<style>` would need a nonce, which a static build cannot issue.
 * - Google Pay: developers.google.com/pay/api/web (setup) loads `https://pay.google.com/gp/p/js/pay.js`;
 *   its release notes (PaymentOptions.nonce) say the library injects `<style>` and `<script>`
 *   elements; the payment sheet and its calls run on pay.google.com.
 * - Amazon Pay (Login and Pay with Amazon, developer.amazon.com/docs/amazon-pay-onetime): Widgets.js
 *   from `static-na.payments-amazon.com` (…/sandbox/… in the sandbox); the button, address book
 *   and wallet widgets are frames from payments.amazon.com, the login popup and token calls use
 *   api.amazon.com and www.amazon.com.
 * - Apple Pay JS: developer.apple.com/documentation/applepayontheweb (loading the latest
 *   version) serves `apple-pay-sdk.js` from `applepay.cdn-apple.com`; the payment sheet is the
 *   browser's own, so nothing else is needed.
 * Amazon's hosts beyond static-na.payments-amazon.com are taken from its widgets' behaviour (no
 * CSP page of Amazon's was found); check them against the live account before going live.
 *
 * Only a build with the tag manager on (R-SES-8, integrations/tag-manager.ts) adds Google Tag
 * Manager's hosts, per developers.google.com/tag-platform/security/guides/csp: gtm.js and the
 * Google Analytics 4 tags a container loads (script, img, connect). Tags that need 'unsafe-inline'
 * or 'unsafe-eval' (Custom HTML tags, Custom JavaScript variables) and Tag Manager's preview mode
 * do not run under this policy; built-in tag templates do.
 */

import type { AstroUserConfig } from 'astro';

/** Astro's CSP settings (security.csp without the boolean shorthand). */
type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/** Whether the providers' sandbox environments or their live ones are used. */
export type ProvidersMode = 'sandbox' | 'live';

/** The values of the astro:env setting PAYMENT_PROVIDERS_MODE. */
export const PROVIDERS_MODES = ['sandbox', 'live'] as const satisfies readonly ProvidersMode[];

/** What a page may load from where, per directive. */
type Sources = Record<'script' | 'style' | 'img' | 'connect' | 'frame', readonly string[]>;

const PAYPAL = ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'];
const GOOGLE_PAY = ['https://pay.google.com'];
const AMAZON_STATIC = ['https://static-na.payments-amazon.com'];
const AMAZON = ['https://payments.amazon.com', 'https://api.amazon.com', 'https://www.amazon.com'];
const APPLE_PAY = ['https://applepay.cdn-apple.com'];
const TAG_MANAGER = ['https://*.googletagmanager.com'];
const ANALYTICS = ['https://*.google-analytics.com'];
const ANALYTICS_COLLECT = [...ANALYTICS, 'https://*.analytics.google.com', 'https://www.google.com'];

/** Each provider's hosts per directive. */
export const PROVIDER_SOURCES: Sources = {
  script: [...PAYPAL, ...GOOGLE_PAY, ...AMAZON_STATIC, ...APPLE_PAY],
  style: [...PAYPAL, ...GOOGLE_PAY, ...AMAZON_STATIC],
  img: [...PAYPAL, ...GOOGLE_PAY, ...AMAZON_STATIC],
  connect: [...PAYPAL, ...GOOGLE_PAY, ...AMAZON],
  frame: [...PAYPAL, ...GOOGLE_PAY, ...AMAZON],
};

/** R-SES-8: `sources` with Google Tag Manager's and Google Analytics 4's hosts added. */
export function withTagManager(sources: Sources): Sources {
  return {
    ...sources,
    script: [...sources.script, ...TAG_MANAGER],
    img: [...sources.img, ...TAG_MANAGER, ...ANALYTICS],
    connect: [...sources.connect, ...TAG_MANAGER, ...ANALYTICS_COLLECT],
  };
}

/** Astro's `security.csp`: fixed directives, and the script and style sources (Astro adds the hashes). */
export function contentSecurityPolicy(s: Sources = PROVIDER_SOURCES): CspConfig {
  return {
    directives: [
      "default-src 'self'",
      `img-src 'self' data: ${s.img.join(' ')}`,
      "media-src 'self'",
      `connect-src 'self' ${s.connect.join(' ')}`,
      `frame-src ${s.frame.join(' ')}`,
      `child-src ${s.frame.join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ],
    scriptDirective: { resources: ["'self'", ...s.script] },
    styleDirective: { resources: ["'self'", ...s.style] },
  };
}
