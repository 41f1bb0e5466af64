/**
 * Sends one planned journey to a running server through the product's own API client (the
 * pipeline adds X-Brand, X-Request-Id, the XSRF header from the cookie, affParameters), with the
 * bodies the runtime and checkout send: the destination event, the affiliate parameters, a
 * 'New Session' then a 'Page View' per page (statsInfo as `src/runtime/stats-info.ts` builds it) with
 * its web vitals when asked for (web-vitals.ts), the
 * card order (cardOrderPayload) and each upsell or downsell taken (chargeUpsell).
 */
import { randomUUID } from 'node:crypto';
import { createApiClient, type StatsInfo } from '../api/client.ts';
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
import type { Journey } from './journey.ts';
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
  const storage = new Map<string, string>();
  const query = `?affid=SIM&subid1=${journey.device.toLowerCase()}`;
  let path = journey.pages[0]?.url ?? '';
  const href = () => `${ctx.base}/${path}${query}`;
  const client = createApiClient(
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
  const outcome: VisitOutcome = { failures: [], orders: 0, offersTaken: 0 };
  const failed = (what: string) => outcome.failures.push(`${journey.sessionId} ${what}`);
  const { sessionId, funnel, destination, splitTestingId } = journey;

  const entry = await jar.fetch(`${ctx.base}/__sandbox/health`); // a GET sets the XSRF-TOKEN cookie
  await entry.body?.cancel();
  const destinationSaved = await client.saveDestinationStats({
    funnelSTFId: funnel.sfid,
    sessionId,
    destinationId: destination.sfid,
    splitTestingId,
    eventType: 'Destination',
  });
  if (!destinationSaved) failed('destination stats');
  await client.setAffParameters(affiliateParameters(new URLSearchParams(query), 'https://ads.example/sim', href()));

  let parent: Awaited<ReturnType<typeof client.createGuestOrder>> | undefined;
  // The visitor's purchase key: its first order and every add-on to it carry it, as the browser's do.
  const purchaseId = `sim-${sessionId}`;
  for (const [i, page] of journey.pages.entries()) {
    path = page.url;
    const statsInfo: StatsInfo = {
      funnelSTPId: page.variantSfid,
      url: href(),
      mainFunnelId: funnel.sfid,
      sessionId,
      splitTestingFunnelId: splitTestingId,
      splitTestingPageId: page.step.splitTestEnabled ? splitTestId(page.step) : undefined,
      destinationId: destination.sfid,
    };
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

    if (page.action === 'order') {
      const product = ctx.productOf(page.url);
      if (!product) return (failed(`no product on ${page.url}`), outcome);
      const payload = cardOrderPayload(shopper(sessionId), {
        line: cartLine(catalogueProduct(product), undefined),
        bumpOfferIds: [],
      });
      try {
        parent = await client.createGuestOrder({ ...payload, statsInfo }, { purchaseId });
        outcome.orders += 1;
      } catch (error) {
        return (failed(`order: ${(error as Error).message}`), outcome);
      }
    }
    if (page.action === 'take' && parent) {
      const offer = ctx.offerOf(page.url);
      if (!offer) return (failed(`no offer on ${page.url}`), outcome);
      const kind = isUpsell(page.step) ? 'Upsell' : 'Downsell';
      const result = await chargeUpsell(parent, { sfid: offer }, kind, 0, { client, statsInfo, purchaseId });
      if (result.kind === 'charged') outcome.offersTaken += 1;
      else failed(`${kind}: ${result.kind}`);
    }
  }
  return outcome;
}
