/**
 * Synthetic visitors through a running server's real HTTP API:
 * `npm run simulate -- --base http://localhost:4321 --visitors 3000 --seed 7 [--lift SFID=1.8]… [--skew SFID=1.6]… [--concurrency 8] [--no-web-vitals]`.
 * Each page view also sends made-up web vitals (src/simulate/web-vitals.ts) unless `--no-web-vitals`.
 * Base rates per step are in `src/simulate/rates.ts`; read the result at /__sandbox/report.
 */
import { parseArgs } from 'node:util';
import { loadManifest } from '../src/manifest/load.ts';
import { MAX_VISITORS, parseFactors, simulate } from '../src/simulate/run.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://localhost:4321' },
    visitors: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '1' },
    lift: { type: 'string', multiple: true },
    skew: { type: 'string', multiple: true },
    concurrency: { type: 'string', default: '8' },
    'web-vitals': { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const visitors = Number(values.visitors);
const seed = Number(values.seed);
if (!Number.isInteger(visitors) || visitors < 1 || visitors > MAX_VISITORS || !Number.isInteger(seed)) {
  console.error(`--visitors must be a whole number from 1 to ${MAX_VISITORS} and --seed a whole number`);
  process.exit(2);
}
try {
  const summary = await simulate(await loadManifest(), {
    base: values.base,
    visitors,
    seed,
    lifts: parseFactors(values.lift, 'lift'),
    skews: parseFactors(values.skew, 'skew'),
    concurrency: Number(values.concurrency),
    webVitals: values['web-vitals'],
  });
  console.log(
    `${summary.visitors} visitors, ${summary.pageViews} pages, ${summary.orders} orders, ${summary.offersTaken} offers taken in ${(summary.ms / 1000).toFixed(1)} s`,
  );
  if (summary.failures.length) {
    console.error(`${summary.failures.length} calls failed, e.g.:\n${summary.failures.slice(0, 5).join('\n')}`);
    process.exit(1);
  }
  console.log(`Report: ${new URL('/__sandbox/report', values.base).href}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
