/**
 * `npm run simulate`: plans every visitor first from one seeded random source
 * (so the same seed gives the same data whatever the concurrency), then sends the visits to the
 * server with a fixed number in flight. Only loopback base URLs are accepted.
 */
import { didYouMean } from '../manifest/closest.ts';
import type { Manifest } from '../manifest/load.ts';
import { planJourney, type Factors, type Journey } from './journey.ts';
import { mulberry32 } from './random.ts';
import { sendVisit, type VisitContext } from './visit.ts';

/** At most this many visitors a run. */
export const MAX_VISITORS = 100_000;

/** A run's settings. */
export interface SimulateOptions {
  base: string;
  visitors: number;
  seed: number;
  lifts?: Factors;
  skews?: Factors;
  /** Visits in flight at once (default 8). */
  concurrency?: number;
  /** Each page view also sends made-up web vitals (simulate/web-vitals.ts); default off. */
  webVitals?: boolean;
}

/** What a run did. */
export interface SimulateSummary {
  visitors: number;
  pageViews: number;
  orders: number;
  offersTaken: number;
  failures: string[];
  ms: number;
}

/** The base URL, refused unless it is http(s) on a loopback host. */
export function loopbackBase(base: string): string {
  const url = new URL(base);
  if (!['http:', 'https:'].includes(url.protocol) || !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
    throw new Error(`--base must be a local server (localhost, 127.0.0.1 or [::1]), got '${base}'`);
  return url.origin;
}

/** Parses repeated `SFID=FACTOR` options. */
export function parseFactors(values: readonly string[] = [], option = 'factor'): Map<string, number> {
  return new Map(
    values.map((v) => {
      const [sfid, factor] = v.split('=');
      const n = Number(factor);
      if (!sfid || !Number.isFinite(n) || n < 0)
        throw new Error(`--${option} '${v}': expected SFID=FACTOR, e.g. V-AGE-1B=1.8`);
      return [sfid, n];
    }),
  );
}

/**
 * Why a `--lift` or `--skew` names nothing the run can show: the sfid of no variant, destination
 * or destination split arm. A typo would otherwise run the whole simulation with no effect.
 */
export function unknownFactors(
  manifest: Pick<Manifest, 'funnels' | 'destinations'>,
  factors: { lifts?: Factors | undefined; skews?: Factors | undefined },
): string[] {
  const known = [
    ...manifest.funnels.flatMap((f) => f.defaultFunnels.flatMap((s) => s.variants.map((v) => v.sfid))),
    ...manifest.destinations.flatMap((d) => [d.sfid, ...d.splitTesting.map((t) => t.sfid)]),
  ];
  const split = manifest.funnels.flatMap((f) =>
    f.defaultFunnels.filter((s) => s.splitTestEnabled).flatMap((s) => s.variants.map((v) => v.sfid)),
  );
  return (
    [
      ['lift', factors.lifts],
      ['skew', factors.skews],
    ] as const
  ).flatMap(([option, map]) =>
    [...(map?.keys() ?? [])]
      .filter((sfid) => !known.includes(sfid))
      .map(
        (sfid) =>
          `--${option} ${sfid}: no variant or destination has that sfid${didYouMean(sfid, known)} (the split-test variants: ${split.join(', ')})`,
      ),
  );
}

/** Throws, in words, when no server answers at `base` or what answers is not the sandbox. */
export async function checkServer(base: string): Promise<void> {
  const url = `${base}/__sandbox/health`;
  let status: number;
  try {
    status = (await fetch(url, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    throw new Error(`no server answers at ${base}: start the storefront with its sandbox (npm start), or give --base`);
  }
  if (status !== 200)
    throw new Error(
      `${base} answers, but not as the storefront's sandbox (${url}: HTTP ${status}); give the --base of npm start`,
    );
}

/** The journeys of a run (pure; exported for tests). */
export function planRun(manifest: Pick<Manifest, 'funnels' | 'destinations'>, options: SimulateOptions): Journey[] {
  const random = mulberry32(options.seed);
  const factors = { lifts: options.lifts ?? new Map(), skews: options.skews ?? new Map() };
  const journeys: Journey[] = [];
  for (let i = 0; i < Math.min(options.visitors, MAX_VISITORS); i++) {
    const journey = planJourney(manifest, random, factors);
    if (journey) journeys.push(journey);
  }
  return journeys;
}

/** Plans and sends a run. */
export async function simulate(manifest: Manifest, options: SimulateOptions): Promise<SimulateSummary> {
  const started = performance.now();
  const base = loopbackBase(options.base);
  const unknown = unknownFactors(manifest, { lifts: options.lifts, skews: options.skews });
  if (unknown.length > 0) throw new Error(unknown.join('\n'));
  await checkServer(base);
  const journeys = planRun(manifest, options);
  const pages = new Map(manifest.pages.map((p) => [p.path, p]));
  const ctx: VisitContext = {
    base,
    brand: manifest.site.brand,
    productOf: (path) => manifest.products.find((p) => p.id === pages.get(path)?.product),
    offerOf: (path) => pages.get(path)?.offer,
    funnelCounts: { destinations: manifest.destinations.length, funnels: manifest.funnels.length },
    webVitalsOf: options.webVitals ? (path) => pages.get(path)?.template : undefined,
  };
  const summary: SimulateSummary = {
    visitors: journeys.length,
    pageViews: 0,
    orders: 0,
    offersTaken: 0,
    failures: [],
    ms: 0,
  };
  let next = 0;
  const worker = async () => {
    while (next < journeys.length) {
      const journey = journeys[next++];
      if (!journey) break;
      const outcome = await sendVisit(journey, ctx);
      summary.pageViews += journey.pages.length;
      summary.orders += outcome.orders;
      summary.offersTaken += outcome.offersTaken;
      summary.failures.push(...outcome.failures);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 8, 64)) }, worker));
  summary.ms = Math.round(performance.now() - started);
  return summary;
}
