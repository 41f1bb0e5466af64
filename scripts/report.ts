/**
 * The split-test report from a store's exports (issue 11, part 3; issue 27):
 * `npm run report -- --stats stats.ndjson --orders orders.ndjson [--json] [--memory 1200MB]`.
 * The files are shaped like /__sandbox/api/stats and /__sandbox/api/orders (orders carry the
 * `statsInfo` they were sent with), as a JSON array, NDJSON (.ndjson, .jsonl) or Parquet
 * (.parquet); DuckDB aggregates them where they lie (src/report/aggregate.sql). The funnels and
 * destinations come from the manifest (CAMPAIGNS_DIR or ./campaigns).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadManifest } from '../src/manifest/load.ts';
import { offlineReport } from '../src/report/offline.ts';
import { printReport } from '../src/report/print.ts';

const { values } = parseArgs({
  options: {
    stats: { type: 'string' },
    orders: { type: 'string' },
    json: { type: 'boolean', default: false },
    memory: { type: 'string' },
  },
});
if (!values.stats || !values.orders) {
  console.error('usage: npm run report -- --stats FILE --orders FILE [--json] [--memory 1200MB]');
  process.exit(2);
}
for (const file of [values.stats, values.orders])
  if (!existsSync(file)) {
    console.error(`no such file: ${file}`);
    process.exit(2);
  }
try {
  const report = await offlineReport(
    await loadManifest(),
    { stats: values.stats, orders: values.orders },
    { memory: values.memory },
  );
  console.log(values.json ? JSON.stringify(report, null, 2) : printReport(report));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
