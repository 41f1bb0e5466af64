/**
 * Amazon Pay rules that need no browser APIs (R-PAY-3, R-PAY-4, R-PAY-5): the supported
 * browser/OS matrix of spec §9 decided over a parsed user agent (`user-agent.ts`, ua-parser-js's
 * names), the login mode, the access-token check and the cookie and scope constants.
 */
import type { ParsedAgent } from './user-agent.ts';
import { AMAZON_PAY_SUPPORT_ERROR, UNSUPPORTED_BROWSER } from './messages.ts';
import { atLeast } from './version.ts';

/** R-PAY-5: the scopes requested at login: profile, payment widget, shipping and billing address. */
export const AMAZON_LOGIN_SCOPE = 'profile payments:widget payments:shipping_address payments:billing_address';
/** R-PAY-5: cookie holding the Amazon access token. */
export const AMAZON_ACCESS_TOKEN_COOKIE = 'amazon_Login_accessToken';
/** R-PAY-5: cookie remembering whether the Amazon flow is a subscription (billing agreement). */
export const AMAZON_IS_SUB_COOKIE = 'tcr_isSub';
/** R-PAY-5: both Amazon cookies last one day. */
export const AMAZON_COOKIE_DAYS = 1;
/** R-RT-7: the path a redirect-mode login returns to. */
export const AMAZON_RETURN_PATH = 'amazon-return';

/** R-PAY-3: the login states of the Amazon widgets. */
export type AmazonAuthState = 'unauthorized' | 'authorized';

/** One row of the §9 matrix: an OS from a minimum version, and each browser's minimum there. */
export interface AmazonPaySupportRule {
  os: string;
  minOsVersion: string;
  browsers: Readonly<Record<string, string>>;
}

/**
 * R-PAY-4: spec §9, "OS version: browser minimum versions". The OS version is a minimum too
 * (Windows 10 and later, Mac OS 10 and later, …). Names are the matrix's; see `matrixName`.
 */
export const AMAZON_PAY_SUPPORT_MATRIX: readonly AmazonPaySupportRule[] = [
  { os: 'Windows', minOsVersion: '10', browsers: { Chrome: '78', Firefox: '70', IE: '11', Edge: '18.18362' } },
  { os: 'Mac OS', minOsVersion: '10', browsers: { Chrome: '78', Firefox: '70', Safari: '13' } },
  { os: 'Android', minOsVersion: '9', browsers: { Chrome: '78', WebView: '78', Facebook: '266' } },
  { os: 'iOS', minOsVersion: '11', browsers: { 'Mobile Safari': '11' } },
  { os: 'iOS', minOsVersion: '13.1', browsers: { Facebook: '266', WebKit: '605' } },
];

// ua-parser-js's names → the matrix's names: an Android WebView is 'Chrome WebView' there. Chrome
// on iOS is 'Mobile Chrome', which no iOS row lists; in-app browsers carry their app's name
// ('TikTok', 'GSA', 'Snapchat', …), which no row lists either.
const MATRIX_NAMES: Readonly<Record<string, string>> = {
  'Chrome WebView': 'WebView',
};

function matrixName(name: string | undefined): string | undefined {
  return name === undefined ? undefined : (MATRIX_NAMES[name] ?? name);
}

/** The browser and OS a user agent names, as the decision reads them. */
export type BrowserAndOs = ParsedAgent;

/** R-PAY-4: the outcome of the support check. */
export type AmazonPaySupport =
  | { supported: true }
  | { supported: false; error: typeof AMAZON_PAY_SUPPORT_ERROR; message: typeof UNSUPPORTED_BROWSER };

const SUPPORTED: AmazonPaySupport = { supported: true };
const UNSUPPORTED: AmazonPaySupport = {
  supported: false,
  error: AMAZON_PAY_SUPPORT_ERROR,
  message: UNSUPPORTED_BROWSER,
};

/** R-PAY-4: whether a parsed browser/OS is in the §9 matrix. */
export function isInSupportMatrix({ browser, os }: BrowserAndOs): boolean {
  const osName = matrixName(os.name);
  const browserName = matrixName(browser.name);
  if (!osName || !browserName) return false;
  return AMAZON_PAY_SUPPORT_MATRIX.some((rule) => {
    const minBrowser = rule.browsers[browserName];
    return (
      rule.os === osName &&
      minBrowser !== undefined &&
      atLeast(os.version, rule.minOsVersion) &&
      atLeast(browser.version, minBrowser)
    );
  });
}

/** R-PAY-4: Amazon Pay support for a parsed user agent; `override` (a site setting) forces it on. */
export function amazonPaySupport(parsed: BrowserAndOs, options: { override?: boolean } = {}): AmazonPaySupport {
  return options.override || isInSupportMatrix(parsed) ? SUPPORTED : UNSUPPORTED;
}

/**
 * R-PAY-3: in-app browsers, where a popup cannot open: the spec's three (Facebook, an Android
 * WebView, an iOS WKWebView, which ua-parser-js names 'WebKit') and the other apps that open
 * links in a view of their own.
 */
const IN_APP_BROWSERS: ReadonlySet<string> = new Set([
  'Facebook',
  'Chrome WebView',
  'WebKit',
  'Instagram',
  'TikTok',
  'Snapchat',
  'Twitter',
  'LinkedIn',
  'Line',
  'WeChat',
  'GSA',
]);

/** R-PAY-3: true for an in-app browser (Facebook, a webview, a bare WebKit view, another app's view). */
export function isInAppBrowser(parsed: BrowserAndOs): boolean {
  const name = parsed.browser.name;
  return name !== undefined && IN_APP_BROWSERS.has(name);
}

/** R-PAY-3: how the Amazon login opens: a popup, or a redirect to 'amazon-return' in in-app browsers. */
export function amazonLoginMode(parsed: BrowserAndOs): 'popup' | 'redirect' {
  return isInAppBrowser(parsed) ? 'redirect' : 'popup';
}
