/**
 * Test harness: the real sandbox over HTTP on an ephemeral port with a temp database, and API
 * clients whose fetch keeps a cookie jar (so the XSRF-TOKEN cookie the sandbox sets on a GET is
 * sent back, and read by the pipeline through `getCookie`, as js-cookie does in the browser).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type Sandbox } from '../../../sandbox/app.ts';
import { listen, type Listening } from '../../../sandbox/listen.ts';
import {
  createApiClient,
  type ApiClient,
  type ApiConfig,
  type ApiDeps,
  type CallOptions,
  type Order,
} from '../../../src/api/client.ts';
import { cookieJar } from '../../../src/simulate/cookie-jar.ts';

/** A fetch that stores Set-Cookie answers and sends them back, like a browser on one origin. */
export { cookieJar };

/** An in-memory Storage stand-in. */
export function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

/** The running sandbox of a test file. */
export interface Harness {
  sandbox: Sandbox;
  server: Listening;
  url: string;
  dbPath: string;
  /** A client as the browser would have it (its jar already holds the XSRF cookie). */
  client(config?: Partial<ApiConfig>, deps?: ApiDeps): Promise<TestClient>;
  /** A raw fetch with cookie jar, for payloads the typed client would not send. */
  raw(): Promise<RawClient>;
  /** Read-back from /__sandbox/api/{what}. */
  readBack<T = unknown>(what: 'orders' | 'stats' | 'affiliate' | 'logs' | 'payment-options'): Promise<T>;
  /** Number of rows in a table. */
  count(table: string): number;
  stop(): Promise<void>;
}

export type TestClient = ReturnType<typeof createApiClient> & { jar: ReturnType<typeof cookieJar>; logged: unknown[] };

export interface RawClient {
  jar: ReturnType<typeof cookieJar>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
}

/** The page the tests pretend to be on. */
export const testPage = {
  href: 'http://shop.test/SecureCart?affid=AFF1&offid=OFF9&subid1=s1',
  search: '?affid=AFF1&offid=OFF9&subid1=s1',
  referrer: 'https://ads.example/click',
};

/** Starts the sandbox on an ephemeral port with a fresh database file (and, if given, another manifest folder or clock). */
export async function startHarness(options: { campaigns?: string; now?: () => Date } = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const dbPath = join(dir, 'sandbox.db');
  const sandbox = createSandbox({ dbPath, ...options });
  const server = await listen(sandbox.app);
  const url = server.url;

  return {
    sandbox,
    server,
    url,
    dbPath,
    async client(config = {}, deps = {}) {
      const jar = cookieJar();
      await jar.fetch(`${url}/__sandbox/health`); // the page load that sets XSRF-TOKEN
      const logged: unknown[] = [];
      const client = createApiClient(
        {
          brand: 'IkariaBeauty',
          apiBase: 'api/',
          useProxy: true,
          loggerEndpoint: 'log/client',
          logPath: '/log',
          loggerEnabled: true,
          v2Payments: false,
          origin: url,
          ...config,
        },
        {
          fetch: jar.fetch,
          getCookie: jar.get,
          sessionStorage: memoryStorage(),
          page: () => testPage,
          console: { log: (...a: unknown[]) => logged.push(a), error: (...a: unknown[]) => logged.push(a) },
          ...deps,
        },
      );
      return Object.assign(keepingPurchaseKeys(client), { jar, logged });
    },
    async raw() {
      const jar = cookieJar();
      await jar.fetch(`${url}/__sandbox/health`);
      return {
        jar,
        async post(path, body, headers = {}) {
          const res = await jar.fetch(`${url}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': jar.get('XSRF-TOKEN') ?? '', ...headers },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          });
          const text = await res.text();
          return { status: res.status, body: text ? JSON.parse(text) : undefined };
        },
      };
    },
    async readBack(what) {
      return (await fetch(`${url}/__sandbox/api/${what}`)).json();
    },
    count(table) {
      return Number((sandbox.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);
    },
    async stop() {
      await server.close();
      sandbox.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The calls that name an order by `orderId`: paying a pending order, an add-on's confirmation, a cancel. */
const ORDER_ID_CALLS = [
  'createTransaction',
  'cancelOrder',
  'createPaypalPayment',
  'executePaypalPayment',
  'createPaypalSubscription',
  'executePaypalSubscription',
  'setExpressCheckout',
  'doExpressCheckout',
  'payWithAmazon',
  'captureAmazon',
  'payWithAmazonSub',
  'createRecurringPayment',
] as const;

/**
 * The client keeping purchase keys (X-Purchase-Id) as the storefront's tab does: a first order's
 * calls, a pending order's among them, carry a key of their own (the same for a repeat of one
 * X-Request-Id), and every call about
 * an order (paying it, adding to it, paying or cancelling an add-on) carries the key of the
 * purchase that order belongs to. A `purchaseId` given in the options, even undefined, is sent as given.
 */
function keepingPurchaseKeys<C extends ApiClient>(client: C): C {
  const byOrder = new Map<string, string>();
  const byRequest = new Map<string, string>();
  const given = (o?: CallOptions) => !!o && 'purchaseId' in o;
  const fresh = (o?: CallOptions): string => {
    if (!o?.requestId) return randomUUID();
    const key = byRequest.get(o.requestId) ?? randomUUID();
    byRequest.set(o.requestId, key);
    return key;
  };
  const keyOfOrder = (orderId: string): string => {
    const key = byOrder.get(orderId) ?? randomUUID();
    byOrder.set(orderId, key);
    return key;
  };
  const noting = (key: string | undefined) => (order: Order) => {
    if (key && !byOrder.has(order.id)) byOrder.set(order.id, key);
    return order;
  };
  const firstOrder =
    <R>(call: (req: R, o?: CallOptions) => Promise<Order>) =>
    (req: R, o?: CallOptions) => {
      const key = given(o) ? o?.purchaseId : fresh(o);
      return call(req, { ...o, purchaseId: key }).then(noting(key));
    };
  const { createUpsellOrder } = client;
  const wrapped: Partial<ApiClient> = {
    createGuestOrder: firstOrder(client.createGuestOrder),
    setOrderGuest: firstOrder(client.setOrderGuest),
    setOrder: firstOrder(client.setOrder),
    createUpsellOrder: (req, o) => {
      const key = given(o) ? o?.purchaseId : byOrder.get(req.parent);
      return createUpsellOrder(req, { ...o, purchaseId: key }).then(noting(key));
    },
  };
  for (const name of ORDER_ID_CALLS) {
    const call = client[name] as (req: { orderId: string }, o?: CallOptions) => Promise<unknown>;
    (wrapped as Record<string, unknown>)[name] = (req: { orderId: string }, o?: CallOptions) =>
      call(req, { ...o, purchaseId: given(o) ? o?.purchaseId : keyOfOrder(req.orderId) });
  }
  return Object.assign(client, wrapped);
}

/** A valid guest order paid by the approving test card. */
export function guestOrder(overrides: Record<string, unknown> = {}) {
  return {
    contact: { email: 'ann.lee@example.com', firstName: 'Ann', lastName: 'Lee', phone: '2065550100' },
    billingAddress: { Address: '1 Main St', City: 'Austin', State: 'TX', ZipPostal: '78701', Country: 'US' },
    orderItems: [{ productId: 'AgelessBeautyBalm', units: 3, quantity: 1 }],
    bumpOfferIds: [] as string[],
    paymentMethod: 'Credit Card' as const,
    card: { number: '4111 1111 1111 1111', expMonth: 12, expYear: 2031, cvv: '123', nameOnCard: 'Ann Lee' },
    orderSource: 'Funnel' as const,
    statsInfo: { mainFunnelId: 'MF-1', sessionId: 'S1234567890123', url: 'http://shop.test/SecureCart' },
    ...overrides,
  };
}

/** An upsell (or downsell) request after `parent`, for the offer `sfid`, paid the parent's way. */
export function upsellOrder(parent: Order, sfid = 'OFF-UP-ELIXIR', extra: Record<string, unknown> = {}) {
  return {
    orderType: 'Upsell' as const,
    parent: parent.id,
    upsells: [sfid],
    paymentMethod: parent.paymentMethod,
    paymentOptionId: parent.paymentOptionId ?? undefined,
    orderSource: 'Funnel' as const,
    totalTax: 0,
    ...extra,
  };
}

/** The orders the sandbox holds after `parentId` (its upsells and downsells). */
export const childOrders = (h: Harness, parentId: string): Promise<Order[]> =>
  h.readBack<Order[]>('orders').then((all) => all.filter((o) => o.parrentUpsellOrderId === parentId));

/** The shopper's decision on the sandbox's PayPal approval page; the query of the redirect back (PayerID). */
export async function decidePayPal(
  h: Harness,
  token: string,
  decision: 'approve' | 'cancel',
): Promise<URLSearchParams> {
  const res = await fetch(`${h.url}/__sandbox/paypal/approve`, {
    method: 'POST',
    body: new URLSearchParams({ token, decision }),
    redirect: 'manual',
  });
  return new URL(res.headers.get('location') ?? '', 'http://x').searchParams;
}

/** The shopper's decision on the sandbox's Amazon Pay confirmation page. */
export async function confirmAmazon(h: Harness, orderReferenceId: string, decision: 'Success' | 'Failure') {
  await fetch(`${h.url}/__sandbox/amazon/confirm`, {
    method: 'POST',
    body: new URLSearchParams({ orderReferenceId, decision }),
    redirect: 'manual',
  });
}

/** The return and cancel addresses of a provider payment of `orderId`. */
export const providerUrls = (orderId: string) => ({
  orderId,
  returnUrl: '/upsell-elixir',
  cancelUrl: '/upsell-elixir',
});

/** The pending order a PayPal or Amazon Pay payment then pays, for `email` (under a key of its own unless `options` name one). */
export const pendingProviderOrder = (
  api: TestClient,
  method: 'PayPal' | 'Amazon Pay',
  email: string,
  options?: CallOptions,
) =>
  api.setOrderGuest(
    guestOrder({
      paymentMethod: method,
      card: undefined,
      contact: { email, firstName: 'Ann', lastName: 'Lee', phone: '2065550100' },
    }),
    options,
  );
