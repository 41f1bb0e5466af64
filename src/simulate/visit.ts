/**
 * Sends one planned journey to a running server through the product's own API client (the
 * pipeline adds X-Brand, X-Request-Id, the XSRF header from the cookie, affParameters), with the
 * bodies the runtime and checkout send: the destination event, the affiliate parameters, a
 * 'New Session' then a 'Page View' per page (statsInfo as `src/runtime/stats-info.ts` builds it) with
 * its web vitals when asked for (web-vitals.ts), the
 * card order (cardOrderPayload) and each upsell or downsell taken (chargeUpsell).
 */
import { randomUUID } from 'node:crypto';
import { createApiClient, type ApiClient, type StatsInfo } from '../api/client.ts';
import { affiliateParameters } from '../domain/affiliate.ts';
import { cartLine } from '../domain/checkout/cart.ts';
import { cardOrderPayload } from '../domain/checkout/order-payload.ts';
import { isUpsell } from '../domain/funnel/step-kinds.ts';
import { splitTestId } from '../domain/funnel/variant.ts';
import { trackingPayload } from '../domain/tracking.ts';
import { catalogueProduct } from '../islands/checkout/from-manifest.ts';
import type { Product } from '../manifest/schemas.ts';
import { chargeUpsell } from '../payments/upsell.ts';
import { cookieJar } from './cookie-jar.ts';
import type { Journey, PlannedPage } from './journey.ts';
import { WEB_VITALS_EVENT } from '../domain/web-vitals.ts';
import { seedOf, simulatedVitals } from './web-vitals.ts';

/** What a visit needs besides its journey. */
export interface VisitContext {
  base: string;
  brand: string;
  /** Product id by page path (order forms) and offer sfid by page path (upsells, downsells). */
  productOf: (path: string) => Product | undefined;
  offerOf: (path: string) => string | undefined;
  funnelCounts: { destinations: number; funnels: number };
  /** The page kind (template) at a path, which its web vitals name; when given, each page view sends them. */
  webVitalsOf?: ((path: string) => string | undefined) | undefined;
}

/** How a visit went: calls that failed, and what it bought. */
export interface VisitOutcome {
  failures: string[];
  orders: number;
  offersTaken: number;
}

/** The shopper's details on the order form (the sandbox's approving test card). */
const shopper = (sessionId: string) => ({
  email: `sim+${sessionId}@example.com`,
  phone: '(206) 555-0100',
  firstName: 'Sim',
  lastName: 'Visitor',
  street: '1 Main St',
  apartment: '',
  city: 'Austin',
  state: 'TX',
  zipPostalCode: '78701',
  country: 'US',
  number: '4111 1111 1111 1111',
  nameOnCard: 'Sim Visitor',
  expMonth: '12',
  expYear: '2031',
  cvv: '123',
});

/** Sends the journey's calls in order; never throws. */
export async function sendVisit(journey: Journey, ctx: VisitContext): Promise<VisitOutcome> {
  const jar = cookieJar();
  const query = `?affid=SIM&subid1=${journey.device.toLowerCase()}`;
  let path = journey.pages[0]?.url ?? '';
  const href = () => `${ctx.base}/${path}${query}`;
  const outcome: VisitOutcome = { failures: [], orders: 0, offersTaken: 0 };
  const visit: Visit = {
    journey,
    ctx,
    client: visitorClient(ctx, jar, href, query),
    href,
    // The visitor's purchase key: its first order and every add-on to it carry it, as the browser's do.
    purchaseId: `sim-${journey.sessionId}`,
    parent: undefined,
    outcome,
    failed: (what) => void outcome.failures.push(`${journey.sessionId} ${what}`),
  };

  const entry = await jar.fetch(`${ctx.base}/__sandbox/health`); // a GET sets the XSRF-TOKEN cookie
  await entry.body?.cancel();
  await arrive(visit, query);
  for (const [i, page] of journey.pages.entries()) {
    path = page.url;
    const statsInfo = statsInfoOf(visit, page);
    await viewPage(visit, page, i, statsInfo);
    if (page.action === 'order' && !(await orderOn(visit, page, statsInfo))) return outcome;
    if (page.action === 'take' && visit.parent && !(await takeOfferOn(visit, page, statsInfo))) return outcome;
  }
  return outcome;
}

/** One visit under way: its client, what it bought so far, and where its failures go. */
interface Visit {
  journey: Journey;
  ctx: VisitContext;
  client: ApiClient;
  /** The address of the page the visitor is on. */
  href: () => string;
  purchaseId: string;
  parent: Awaited<ReturnType<ApiClient['createGuestOrder']>> | undefined;
  outcome: VisitOutcome;
  failed: (what: string) => void;
}

/** The product's API client with a browser's surroundings: cookies, session storage, the page. */
function visitorClient(ctx: VisitContext, jar: ReturnType<typeof cookieJar>, href: () => string, query: string) {
  const storage = new Map<string, string>();
  return createApiClient(
    {
      brand: ctx.brand,
      apiBase: 'api/',
      useProxy: true,
      loggerEndpoint: '',
      logPath: '/log',
      loggerEnabled: false,
      v2Payments: false,
      origin: ctx.base,
    },
    {
      fetch: jar.fetch,
      getCookie: jar.get,
      sessionStorage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
      page: () => ({ href: href(), search: query, referrer: 'https://ads.example/sim' }),
      console: { log: () => {}, error: () => {} },
      newRequestId: randomUUID,
      funnelConf: () => ctx.funnelCounts,
    },
  );
}

/** The arrival from the ad: the destination event and the affiliate parameters. */
async function arrive({ journey, client, href, failed }: Visit, query: string): Promise<void> {
  const destinationSaved = await client.saveDestinationStats({
    funnelSTFId: journey.funnel.sfid,
    sessionId: journey.sessionId,
    destinationId: journey.destination.sfid,
    splitTestingId: journey.splitTestingId,
    eventType: 'Destination',
  });
  if (!destinationSaved) failed('destination stats');
  await client.setAffParameters(affiliateParameters(new URLSearchParams(query), 'https://ads.example/sim', href()));
}

/** The page's statsInfo, as `src/runtime/stats-info.ts` builds it in the browser. */
function statsInfoOf({ journey, href }: Visit, page: PlannedPage): StatsInfo {
  return {
    funnelSTPId: page.variantSfid,
    url: href(),
    mainFunnelId: journey.funnel.sfid,
    sessionId: journey.sessionId,
    splitTestingFunnelId: journey.splitTestingId,
    splitTestingPageId: page.step.splitTestEnabled ? splitTestId(page.step) : undefined,
    destinationId: journey.destination.sfid,
  };
}

/** A page seen: 'New Session' on the first, a 'Page View', and its web vitals when asked for. */
async function viewPage(
  { journey, ctx, client, failed }: Visit,
  page: PlannedPage,
  i: number,
  statsInfo: StatsInfo,
): Promise<void> {
  const { sessionId } = journey;
  if (i === 0) {
    const customPayLoad = trackingPayload({
      alternaiGuestId: sessionId,
      alternaiVisitorId: sessionId,
      ua: 'simulate',
    });
    if (!(await client.saveStats({ ...statsInfo, eventType: 'New Session', customPayLoad }))) failed('New Session');
  }
  if (!(await client.saveStats({ ...statsInfo, eventType: 'Page View' }))) failed('Page View');
  const kind = ctx.webVitalsOf?.(page.url);
  for (const vital of kind ? simulatedVitals(kind, seedOf(`${sessionId} ${i}`)) : [])
    if (!(await client.saveStats({ ...statsInfo, eventType: WEB_VITALS_EVENT, customPayLoad: { ...vital, kind } })))
      failed(WEB_VITALS_EVENT);
}

/** The card order on an order form; false when the visit cannot go on. */
async function orderOn(visit: Visit, page: PlannedPage, statsInfo: StatsInfo): Promise<boolean> {
  const product = visit.ctx.productOf(page.url);
  if (!product) return (visit.failed(`no product on ${page.url}`), false);
  const payload = cardOrderPayload(shopper(visit.journey.sessionId), {
    line: cartLine(catalogueProduct(product), undefined),
    bumpOfferIds: [],
  });
  try {
    visit.parent = await visit.client.createGuestOrder({ ...payload, statsInfo }, { purchaseId: visit.purchaseId });
    visit.outcome.orders += 1;
    return true;
  } catch (error) {
    return (visit.failed(`order: ${(error as Error).message}`), false);
  }
}

/** An upsell or downsell taken after the order; false when the page has no offer. */
async function takeOfferOn(visit: Visit, page: PlannedPage, statsInfo: StatsInfo): Promise<boolean> {
  const offer = visit.ctx.offerOf(page.url);
  if (!offer || !visit.parent) return (visit.failed(`no offer on ${page.url}`), false);
  const kind = isUpsell(page.step) ? 'Upsell' : 'Downsell';
  const { client, purchaseId } = visit;
  const result = await chargeUpsell(visit.parent, { sfid: offer }, kind, 0, { client, statsInfo, purchaseId });
  if (result.kind === 'charged') visit.outcome.offersTaken += 1;
  else visit.failed(`${kind}: ${result.kind}`);
  return true;
}
