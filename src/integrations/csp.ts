/**
 * The Content-Security-Policy of every page (R-GEN-5): what the payment providers' scripts need,
 * per each provider's own documentation, and no more (docs/deploy.md cites each page for each host
 * and directive). The sandbox and live builds (PAYMENT_PROVIDERS_MODE) load the same scripts from
 * the same hosts (PayPal's sandbox is a *.paypal.com host, Google Pay's TEST environment the same
 * library, Amazon's sandbox widgets a path on the same host), so both get this one policy;
 * tests/e2e/live-csp.spec.ts loads each provider's double from its live URLs under the live
 * build's policy and fails on any violation.
 *
 * - PayPal JS SDK (developer.paypal.com/sdk/js/best-practices, "Content Security Policy"):
 *   `*.paypal.com *.paypalobjects.com *.venmo.com` for script, style, img (with `data:`), connect,
 *   frame and child; `'unsafe-inline'` for style-src, or a nonce (`data-csp-nonce`), which a static
 *   build cannot issue. Its `'unsafe-inline'` for scripts is not followed: scripts stay hash-only.
 * - Google Pay (developers.google.com/pay/api/web/guides/tutorial): `pay.js` from pay.google.com,
 *   where its button, sheet and calls are; its release notes (PaymentOptions.nonce) say the library
 *   injects `<style>` elements, allowed here by the same `'unsafe-inline'` for styles.
 * - Amazon Pay (Login and Pay with Amazon): Widgets.js from static-na.payments-amazon.com
 *   (amzn.github.io/amazon-pay-sdk-samples), the Login with Amazon SDK from
 *   assets.loginwithamazon.com (developer.amazon.com/docs/login-with-amazon/install-sdk-javascript.html)
 *   and its button images from images-na.ssl-images-amazon.com (…/login-with-amazon/add-a-button-web.html).
 *   The widgets' frames and token calls (payments.amazon.com, api.amazon.com, www.amazon.com) are
 *   in no page of Amazon's found: they are kept from the widgets' behaviour and flagged so in
 *   docs/deploy.md; check them against the live account before going live.
 * - Apple Pay: the storefront uses Safari's own ApplePaySession and loads no Apple script (Apple's
 *   SDK, applepay.cdn-apple.com, is not used), so Apple Pay needs nothing here.
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

/** What a page may load from where, per directive; `inlineStyles` allows `<style>` elements and attributes a script injects. */
type Sources = Record<'script' | 'style' | 'img' | 'connect' | 'frame', readonly string[]> & { inlineStyles: boolean };

const PAYPAL = ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'];
const GOOGLE_PAY = ['https://pay.google.com'];
const AMAZON_STATIC = ['https://static-na.payments-amazon.com'];
const AMAZON_LOGIN = ['https://assets.loginwithamazon.com'];
const AMAZON_IMAGES = ['https://images-na.ssl-images-amazon.com'];
const AMAZON = ['https://payments.amazon.com', 'https://api.amazon.com', 'https://www.amazon.com'];
const TAG_MANAGER = ['https://*.googletagmanager.com'];
const ANALYTICS = ['https://*.google-analytics.com'];
const ANALYTICS_COLLECT = [...ANALYTICS, 'https://*.analytics.google.com', 'https://www.google.com'];

/** Each provider's hosts per directive, and the injected styles PayPal's and Google Pay's libraries need. */
export const PROVIDER_SOURCES: Sources = {
  script: [...PAYPAL, ...GOOGLE_PAY, ...AMAZON_STATIC, ...AMAZON_LOGIN],
  style: [...PAYPAL, ...GOOGLE_PAY, ...AMAZON_STATIC],
  img: [...PAYPAL, ...GOOGLE_PAY, ...AMAZON_STATIC, ...AMAZON_IMAGES],
  connect: [...PAYPAL, ...GOOGLE_PAY, ...AMAZON],
  frame: [...PAYPAL, ...GOOGLE_PAY, ...AMAZON],
  inlineStyles: true,
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

/**
 * Astro's `security.csp`: fixed directives, and the script and style sources (Astro adds the
 * hashes). With `'unsafe-inline'` among the style sources Astro leaves the style hashes out, as it
 * must: a browser ignores `'unsafe-inline'` beside a hash. Scripts never get it.
 */
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
    styleDirective: { resources: ["'self'", ...s.style, ...(s.inlineStyles ? ["'unsafe-inline'"] : [])] },
  };
}
