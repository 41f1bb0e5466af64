/**
 * The client's settings (R-API-1, R-API-2, R-API-5), passed explicitly so tests can build a
 * client without Astro; `env.ts` builds them from `astro:env/client` in the browser.
 */
import type { FunnelConfCounts } from './funnel-conf.ts';

/** Everything `createApiClient` needs to know. */
export interface ApiConfig {
  /** Sent as X-Brand; without a brand the pipeline adds no headers and no affParameters (§7). */
  brand: string;
  /** API base relative to the origin, e.g. 'api/' (API_BASE). */
  apiBase: string;
  /** Prefix paths with /proxy/ (USE_PROXY, R-GEN-5). */
  useProxy: boolean;
  /** Sent as Authorization: Bearer <token> when set (API_TOKEN). */
  token?: string | undefined;
  /** Base logger endpoint under the API base (LOGGER_ENDPOINT); '' = console only. */
  loggerEndpoint: string;
  /** Path of the GET logger on the same origin (LOG_PATH, default '/log'). */
  logPath: string;
  /** The logger switch (LOGGER_ENABLED). */
  loggerEnabled: boolean;
  /** Guest payments go to v2/orders/createTransaction (V2_PAYMENTS). */
  v2Payments: boolean;
  /** Origin prepended to every path; '' in the browser (same origin), a URL in tests. */
  origin?: string | undefined;
  /** Time-out of each attempt of an API call in ms; default 30000. */
  timeoutMs?: number | undefined;
  /**
   * The API answers a repeated X-Request-Id with its first result (API_DEDUPLICATES, default on);
   * off, calls that create or charge an order are never repeated by the pipeline (`retry.ts`).
   */
  apiDeduplicates?: boolean | undefined;
}

/** What the client touches outside itself; browser globals by default, fakes in tests. */
export interface ApiDeps {
  /** The fetch calls go through (tests pass one that keeps a cookie jar). */
  fetch?: typeof globalThis.fetch;
  /** Reads a cookie (default: document.cookie). */
  getCookie?: (name: string) => string | undefined;
  /** Session storage for affiliateInfo (default: window.sessionStorage when available). */
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The current page (default: window.location / document.referrer). */
  page?: () => { href: string; search: string; referrer: string };
  /** Console for the loggers (default: globalThis.console). */
  console?: Pick<Console, 'log' | 'error'>;
  /** New request ids (default: api/request-id.ts, 32 random hex digits). */
  newRequestId?: () => string;
  /** The page's configured destinations and funnels, for the GET logger (default: counted from `#funnel-data`). */
  funnelConf?: () => FunnelConfCounts;
}

/** Options every call accepts. */
export interface CallOptions {
  /** Reuse an id when retrying a state-changing call, so the server does it once (X-Request-Id). */
  requestId?: string;
  /** The purchase a call creating or paying the parent order belongs to (X-Purchase-Id, payments/order-key.ts). */
  purchaseId?: string;
  /** This tab's proof that a payment of the purchase came from it (X-Purchase-Tab, payments/order-key.ts). */
  purchaseTab?: string;
  /** Extra headers (the GET logger's XSRF header; X-Shown-Total on a call that charges, domain/checkout/price-change.ts). */
  headers?: Record<string, string>;
  /** Sent with fetch's keepalive: the call outlives the page (a stats event as the shopper moves on). */
  keepalive?: boolean;
}
