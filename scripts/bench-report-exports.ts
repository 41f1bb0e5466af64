/**
 * Synthetic store exports for `npm run bench:report`: the simulator's seeded journeys (planRun)
 * turned into records of the API's full shape (/__sandbox/api/stats and /orders: the destination
 * event, 'New Session' and a 'Page View' per page with its affiliate parameters; a card order per
 * buyer and one per upsell or downsell taken, with items, addresses and statsInfo), replicated
 * with fresh session ids and times over 30 days until the wanted number of stats events, written
 * as NDJSON. Each journey is rendered once as line templates; a copy only fills in its session,
 * ids and times, so 10 million events take about a minute to write.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Manifest } from '../src/manifest/load.ts';
import type { Journey } from '../src/simulate/journey.ts';
import { planRun } from '../src/simulate/run.ts';
import { splitTestId } from '../src/domain/funnel/variant.ts';

const SESSION = '@@S';
const TIME = '@@T';
const COPY = '@@C';
const START = Date.parse('2026-10-01T00:00:00Z');
const SPAN = 30 * 86_400_000;

/** A line with its offset (ms) from the journey's start. */
interface Template {
  offset: number;
  parts: string[];
}

/** Splits a JSON line on the placeholders, so a copy can fill them in with one join. */
const template = (offset: number, line: string): Template => ({ offset, parts: line.split(/(@@[STC])/) });

function journeyTemplates(journey: Journey, manifest: Manifest, index: number) {
  const stats: Template[] = [];
  const orders: Template[] = [];
  const aff = {
    referralUrl: 'https://ads.example/sim',
    landingUrl: `https://shop.example/${journey.pages[0]?.url ?? ''}?affid=SIM`,
    salesFunnel: 'Funnel',
    affId: 'SIM',
    offId: '',
    subId1: journey.device.toLowerCase(),
    subId2: '',
    subId3: '',
    subId4: '',
    subId5: '',
  };
  const record = (offset: number, variant: string, body: object) =>
    stats.push(
      template(offset, JSON.stringify({ id: `${COPY}-${index}-${stats.length}`, variant, createdAt: TIME, body })),
    );
  record(0, 'destination', {
    funnelSTFId: journey.funnel.sfid,
    sessionId: SESSION,
    destinationId: journey.destination.sfid,
    splitTestingId: journey.splitTestingId,
    eventType: 'Destination',
  });
  let parent: string | null = null;
  journey.pages.forEach((page, i) => {
    const statsInfo = {
      funnelSTPId: page.variantSfid,
      url: `https://shop.example/${page.url}?affid=SIM`,
      mainFunnelId: journey.funnel.sfid,
      sessionId: SESSION,
      splitTestingFunnelId: journey.splitTestingId,
      splitTestingPageId: page.step.splitTestEnabled ? splitTestId(page.step) : undefined,
      destinationId: journey.destination.sfid,
    };
    const body = { ...statsInfo, customPayLoad1: '', customPayLoad2: '', affParameters: aff };
    if (i === 0) record(1000, 'page', { ...body, eventType: 'New Session' });
    record(1000 + i * 20_000, 'page', { ...body, eventType: 'Page View' });
    if (page.action !== 'order' && page.action !== 'take') return;
    const product = manifest.products[page.action === 'order' ? 0 : 1] ?? manifest.products[0];
    const pack = product?.bundles[0];
    const total = page.action === 'order' ? (pack?.price ?? 69) + (pack?.shippingCost ?? 6.95) : 39;
    const id = `ord_${COPY}_${index}_${orders.length}`;
    orders.push(
      template(
        1000 + i * 20_000 + 5000,
        JSON.stringify({
          brand: manifest.site.brand,
          id,
          name: `IB-${index}-${orders.length}`,
          status: 'Paid',
          date: TIME,
          customerEmail: `sim+${SESSION}@example.com`,
          customerName: 'Sim Visitor',
          orderSource: 'Funnel',
          orderType: page.action === 'order' ? 'Standard' : 'Upsell',
          parrentUpsellOrderId: page.action === 'order' ? null : parent,
          paymentMethod: 'Credit Card',
          orderItems: [{ productId: product?.id, productName: product?.name, quantity: 1, totalPrice: total }],
          subtotal: total,
          discount: 0,
          tax: 0,
          total,
          billingAddress: { Address: '1 Main St', City: 'Austin', State: 'TX', ZipPostal: '78701', Country: 'US' },
          affParameters: aff,
          statsInfo,
        }),
      ),
    );
    if (page.action === 'order') parent = id;
  });
  return { stats, orders };
}

/** Writes `events` stats events (and their orders) as NDJSON; returns how many orders. */
export async function writeExports(
  manifest: Manifest,
  events: number,
  files: { stats: string; orders: string },
  seed = 27,
): Promise<{ orders: number }> {
  const journeys = planRun(manifest, { base: '', visitors: 20_000, seed }).map((j, i) =>
    journeyTemplates(j, manifest, i),
  );
  const perCopy = journeys.reduce((n, j) => n + j.stats.length, 0);
  const copies = Math.ceil(events / perCopy);
  const stats = createWriteStream(files.stats);
  const orders = createWriteStream(files.orders);
  let written = 0;
  let orderCount = 0;
  for (let c = 0; c < copies && written < events; c++) {
    const sessionStem = `b${c.toString(36).padStart(5, '0')}`;
    const base = START + Math.floor((c / copies) * SPAN);
    const statLines: string[] = [];
    const orderLines: string[] = [];
    journeys.forEach((j, k) => {
      const session = `${sessionStem}${k.toString(36).padStart(8, '0')}`.slice(0, 14);
      const fill = (t: Template) =>
        t.parts
          .map((p) =>
            p === SESSION
              ? session
              : p === TIME
                ? new Date(base + k * 60_000 + t.offset).toISOString()
                : p === COPY
                  ? sessionStem
                  : p,
          )
          .join('');
      for (const t of j.stats) if (written + statLines.length < events) statLines.push(fill(t));
      for (const t of j.orders) orderLines.push(fill(t));
    });
    written += statLines.length;
    orderCount += orderLines.length;
    if (!stats.write(`${statLines.join('\n')}\n`)) await once(stats, 'drain');
    if (orderLines.length && !orders.write(`${orderLines.join('\n')}\n`)) await once(orders, 'drain');
  }
  await Promise.all([new Promise((r) => stats.end(r)), new Promise((r) => orders.end(r))]);
  return { orders: orderCount };
}
