/**
 * The entries shoppers really use, generated from the manifest so that a marketer's new entry is
 * covered without a new test: every generic URL with each of its destination funnels and each
 * page variant of those funnels' split tests, the home page, and one page of each standalone
 * family (dated advertorials, videos and order forms a and b; CTUS_, DS_ and US_ bundles) that no
 * funnel lists. Choices are made deterministic the way a returning visitor's are: the variant
 * seen before is remembered in the 'stats' key (R-VAR-2); the destination's weighted draw is
 * pinned by the random number the generic-URL page draws.
 */
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import type { Manifest } from '../../src/manifest/load.ts';
import type { MainFunnel } from '../../src/domain/funnel/types.ts';
import { roundedWeight } from '../../src/domain/funnel/weighted.ts';
import { listingFunnel } from '../../src/manifest/page-funnel.ts';
import { ordersOf } from './sandbox.ts';
import type { Walk } from './walk.ts';

/** One way in. */
export interface Journey {
  name: string;
  /** Where the shopper starts: a generic URL, the home page or a campaign page. */
  start: string;
  /** The link the shopper taps first on the home page (by its text). */
  firstLink?: string;
  /** The remembered variants (stats key, R-SES-6) a returning visitor brings. */
  stats?: { funnels: Record<string, { step: number; url: string; spId: string; variantId: string }[]> };
  /** The number Math.random gives on the generic-URL page (the destination's draw). */
  draw?: number;
  /** The main funnel the journey must run in (uid), when the entry decides it. */
  funnel?: string;
  /** Pages the walk must show (the remembered variants). */
  visits?: string[];
}

/** Variant k of every split-tested step of the funnel, as remembered stats. */
function rememberedVariants(funnel: MainFunnel, k: number): Journey['stats'] {
  const entries = funnel.defaultFunnels
    .filter((s) => s.splitTestEnabled)
    .map((s) => {
      const weighted = s.variants.filter((v) => roundedWeight(v.percentage) > 0);
      const v = weighted[k % weighted.length]!;
      return { step: s.step, url: v.url, spId: s.splitTesting[0]?.sfid ?? '', variantId: v.sfid };
    });
  return { funnels: { [funnel.sfid]: entries } };
}

/** How many journeys cover every variant of the funnel's split tests. */
function variantRounds(funnel: MainFunnel): number {
  const counts = funnel.defaultFunnels
    .filter((s) => s.splitTestEnabled)
    .map((s) => s.variants.filter((v) => roundedWeight(v.percentage) > 0).length);
  return Math.max(1, ...counts);
}

/** Generic URLs × destination funnels × variant rounds. */
function genericJourneys(m: Manifest): Journey[] {
  const out: Journey[] = [];
  for (const d of m.destinations) {
    const split = d.splitTestEnabled && roundedWeight(d.percentage) < 100;
    const options = [
      { funnel: d.defaultFunnel, w: split ? roundedWeight(d.percentage) : 1 },
      ...(split ? d.splitTesting.map((t) => ({ funnel: t.funnel, w: roundedWeight(t.percentage) })) : []),
    ].filter((o) => o.w > 0);
    const total = options.reduce((t, o) => t + o.w, 0);
    let before = 0;
    for (const o of options) {
      const draw = (before + o.w / 2) / total;
      before += o.w;
      const funnel = m.funnels.find((f) => f.uniqueIdentifier === o.funnel)!;
      for (let k = 0; k < variantRounds(funnel); k++) {
        const stats = rememberedVariants(funnel, k);
        const visits = stats?.funnels[funnel.sfid]?.map((e) => e.url) ?? [];
        out.push({
          name: `/gu/${d.genericUrl} → ${o.funnel}${visits.length ? ` via ${visits.join(', ')}` : ''}`,
          start: `/gu/${d.genericUrl}`,
          draw,
          stats,
          funnel: o.funnel,
          visits,
        });
      }
    }
  }
  return out;
}

/** The family group of a page: 'os a', 'os b', 'pl', 'video a', 'CTUS', 'DS', 'US', …; undefined for core pages. */
function group(p: Manifest['pages'][number]): string | undefined {
  if (p.family === 'bundle') return p.region;
  if (p.family) return p.variant && p.family !== 'pl' ? `${p.family} ${p.variant}` : p.family;
  return undefined;
}

/** One page per standalone family, each with another product where the family has it. */
function standaloneJourneys(m: Manifest): Journey[] {
  const groups = new Map<string, Manifest['pages']>();
  for (const p of m.pages) {
    const g = group(p);
    if (!g || g.startsWith('survey') || listingFunnel(m, p.path)) continue;
    groups.set(g, [...(groups.get(g) ?? []), p]);
  }
  return [...groups.entries()].map(([g, pages], i) => {
    const product = m.products[i % m.products.length]?.id;
    const page = pages.find((p) => p.product === product) ?? pages[0]!;
    return { name: `${g}: /${page.path}`, start: `/${page.path}` };
  });
}

/** The home page, entered by its first product link and by its first set. */
function homeJourneys(m: Manifest): Journey[] {
  const single = m.products.find((p) => p.kind !== 'set');
  const set = m.products.find((p) => p.kind === 'set');
  return [single, set]
    .filter((p) => p !== undefined)
    .map((p) => ({ name: `/ → ${p.name}`, start: '/', firstLink: p.name }));
}

/** Every journey of the matrix. */
export function journeys(m: Manifest): Journey[] {
  return [...genericJourneys(m), ...homeJourneys(m), ...standaloneJourneys(m)];
}

/** Makes the browser a returning visitor of the journey: its remembered variants, its draw, a session of its own. */
export async function prepareJourney(context: BrowserContext, j: Journey, baseURL: string): Promise<void> {
  if (j.stats) {
    const stats = JSON.stringify(j.stats);
    await context.addInitScript((text) => {
      if (!localStorage.getItem('stats')) localStorage.setItem('stats', text);
    }, stats);
  }
  if (j.draw !== undefined)
    await context.addInitScript((draw) => {
      if (location.pathname.startsWith('/gu/')) Math.random = () => draw;
    }, j.draw);
  // A session of its own: the pinned draw must not make every journey's session id the same.
  await context.addCookies([{ name: 'GAID', value: Math.random().toString(36).slice(2, 16), url: baseURL }]);
}

/** R-FLOW-5: the sandbox holds one paid parent order of the shopper, and the offers the walk accepted under it. */
export async function expectOnePaidOrder(request: APIRequestContext, email: string, walk: Walk): Promise<void> {
  const orders = await ordersOf(request, { email });
  const parents = orders.filter((o) => o.orderType === 'Standard' && o.status === 'Paid');
  expect(parents, `one paid parent order after ${walk.pages.join(' → ')}`).toHaveLength(1);
  const offers = orders.filter((o) => o.orderType !== 'Standard');
  expect(offers).toHaveLength(walk.accepted);
  for (const o of offers) expect(o).toMatchObject({ status: 'Paid', parrentUpsellOrderId: parents[0]!.id });
}
