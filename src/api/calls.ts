/**
 * The commerce calls the storefront makes (method and path), the one list the edge forwards: the
 * Pages Functions, the nginx configuration and `npm start` allow these and answer anything else
 * with 404 before it reaches the API (deploy/rules/edge.ts). A unit test drives every function of
 * the client and checks that it calls exactly these. `getAllOrders` (GET orders/all) is the spec's
 * back-office call: the client keeps it, the storefront never makes it, so it is not here.
 *
 * Also what the edge lets through for these calls: the one cookie the API reads (the XSRF token),
 * the largest body, and how long a call may take. Nothing here may import more than `urls.ts`:
 * the Pages Functions bundle this file.
 */
import type { ApiConfig } from './config.ts';
import { aboveBaseUrl, apiUrl, rootUrl } from './urls.ts';

/** Anti-forgery cookie and header (R-CON-3). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The cookies the API reads; the edge sends it no other (the session, analytics and Amazon's token stay in the browser). */
export const API_COOKIES: readonly string[] = [XSRF_COOKIE];

/**
 * The largest request body the edge forwards (bytes). The storefront's largest calls are a stats
 * event (two custom payload halves of at most 4,000 characters each) and a guest order, both well
 * under 16 KiB; a server log is cut to 2,000 characters of message. 64 KiB leaves room for all.
 */
export const EDGE_BODY_LIMIT_BYTES = 64 * 1024;

/** How long the edge waits for the API (ms): the time-out of each of the client's own attempts. */
export const EDGE_TIMEOUT_MS = 30_000;

/** What a call's path is relative to: the API base, one level above it (v2), or the site's root. */
type From = 'base' | 'above' | 'root';

/** One call of the storefront. `{id}` stands for one path segment (an offer's sfid). */
export interface StorefrontCall {
  method: 'GET' | 'POST';
  path: string;
  from: From;
}

const post = (path: string): StorefrontCall => ({ method: 'POST', path, from: 'base' });

/** The calls whatever the build's settings. */
export const STOREFRONT_CALLS: readonly StorefrontCall[] = [
  // Orders (R-ORD-1 … R-ORD-3, R-ORD-6).
  post('orders/createguest'),
  post('orders/setorderguest'),
  post('orders/createorder'),
  post('orders/createtransaction'),
  post('orders/cancelorder'),
  post('orders/shippingoptions'),
  post('orders/calculatetax'),
  post('orders/applycoupon'),
  { method: 'POST', path: 'v2/orders/createTransaction', from: 'above' },
  // PayPal (R-PAY-2).
  post('orders/createpaypalpayment'),
  post('orders/executepaypalpayment'),
  post('orders/createpaypalsubscription'),
  post('orders/executepaypalsubscription'),
  post('orders/cancelpaypalsubscription'),
  post('orders/setexpresscheckout'),
  post('orders/getexpresscheckoutdetail'),
  post('orders/doexpresscheckout'),
  post('orders/createrecurringpayment'),
  // Amazon Pay (R-PAY-3) and Apple Pay's merchant validation (R-PAY-6).
  post('orders/getInfoAmazon'),
  post('orders/getInfoAmazonSub'),
  post('orders/payamazon'),
  post('orders/captureamazon'),
  post('orders/payamazonsub'),
  post('orders/applepaysession'),
  // Offers (R-ORD-7), stats (R-SES-4), affiliate (R-AFF-2), leads (R-SES-8), the order count (R-SES-7).
  { method: 'GET', path: 'offers/bysfid/{id}', from: 'base' },
  post('funnel/stats/save'),
  post('affiliate/setaffparameters'),
  post('leads/create'),
  { method: 'GET', path: '/alternproxy/getOrderCount', from: 'root' },
  // Server logging (logger.ts SERVER_LOG_PATH).
  post('log/server'),
];

/** The build's settings a call's address depends on (astro:env, R-API-1, R-API-5). */
export type CallSettings = Pick<ApiConfig, 'apiBase' | 'useProxy' | 'loggerEndpoint' | 'logPath'>;

/** The settings' defaults, as astro.config.ts declares them. */
export const DEFAULT_CALL_SETTINGS: CallSettings = {
  apiBase: 'api/',
  useProxy: true,
  loggerEndpoint: '',
  logPath: '/log',
};

/** The settings from an environment as the build reads it (API_BASE, USE_PROXY, LOGGER_ENDPOINT, LOG_PATH). */
export function callSettingsFrom(env: Record<string, string | undefined>): CallSettings {
  const d = DEFAULT_CALL_SETTINGS;
  return {
    apiBase: env.API_BASE ?? d.apiBase,
    useProxy: env.USE_PROXY === undefined ? d.useProxy : env.USE_PROXY !== 'false',
    loggerEndpoint: env.LOGGER_ENDPOINT ?? d.loggerEndpoint,
    logPath: env.LOG_PATH ?? d.logPath,
  };
}

/** A call as the browser sends it to its own origin: method and site path (with `{id}`). */
export interface SiteCall {
  method: 'GET' | 'POST';
  path: string;
}

/** Every call of a build with these settings, at the site paths the browser sends it to (same origin only). */
export function siteCalls(settings: CallSettings): SiteCall[] {
  const config = { ...settings, brand: '', loggerEnabled: true, v2Payments: false, origin: '' };
  const calls = [
    ...STOREFRONT_CALLS,
    { method: 'GET', path: settings.logPath, from: 'root' } as const,
    ...(settings.loggerEndpoint ? [post(settings.loggerEndpoint)] : []),
  ];
  const at = { base: apiUrl, above: aboveBaseUrl, root: rootUrl };
  return calls
    .map((c) => ({ method: c.method, path: at[c.from](config, c.path) }))
    .filter((c) => c.path.startsWith('/') && !c.path.startsWith('//'));
}
