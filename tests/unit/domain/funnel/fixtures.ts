/** Builders for funnel configuration in tests: only what a test states differs from plain defaults. */
import type { Destination, FunnelStep, MainFunnel, Variant } from '../../../../src/domain/funnel/types.ts';

/** A visible, default, non-split variant whose page is `url`. */
export function variant(url: string, over: Partial<Variant> = {}): Variant {
  return { sfid: `v-${url}`, url, default: true, percentage: 100, visibility: 'All', splitTestEnabled: false, ...over };
}

/** A step of kind `type` with one default variant at page `p<step>`. */
export function step(n: number, type = 'Landing', over: Partial<FunnelStep> = {}): FunnelStep {
  return {
    step: n,
    name: `step ${n}`,
    type,
    variants: [variant(`p${n}`)],
    splitTestEnabled: false,
    splitTesting: [],
    ...over,
  };
}

/** A main funnel over the given steps. */
export function funnel(steps: FunnelStep[], over: Partial<MainFunnel> = {}): MainFunnel {
  return { sfid: 'MF1', uniqueIdentifier: 'skin-os', orderForm: 'p2', bumpOffers: [], defaultFunnels: steps, ...over };
}

/** A destination with its split test on unless stated. */
export function destination(over: Partial<Destination> = {}): Destination {
  return {
    sfid: 'D1',
    genericUrl: 'skin',
    defaultFunnel: 'skin-os',
    splitTestEnabled: true,
    percentage: 50,
    splitTesting: [],
    ...over,
  };
}

/** A deterministic uniform random in [0, 1) (mulberry32), for convergence checks. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The step numbers of a list, for compact assertions. */
export const numbers = (steps: readonly (FunnelStep | undefined)[]): (number | undefined)[] =>
  steps.map((s) => s?.step);
