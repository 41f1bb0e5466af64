/**
 * The split-test report from a store's exports:
 * `npm run report -- --stats stats.ndjson --orders orders.ndjson [--json] [--memory 1200MB]`.
 * The files are shaped like /__sandbox/api/stats and /__sandbox/api/orders (orders carry the
 * `statsInfo` they were sent with), as a JSON array, NDJSON (.ndjson, .jsonl) or Parquet
 * (.parquet); DuckDB aggregates them where they lie (src/report/aggregate.sql). The funnels and
 * destinations come from the manifest (CAMPAIGNS_DIR or ./campaigns) with their git history
 * (src/report/git-history.ts: removed variants keep their numbers, changed splits restart);
 * `--no-history` reads the manifest as it is now only. A split's funnel sold only for a while counts
 * from its start to its end, as the generic URL drew it (history.ts withArmWindows).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { withArmWindows } from '../src/domain/report/history.ts';
import { campaignsDir, loadManifest } from '../src/manifest/load.ts';
import { spanOf, storeZone } from '../src/manifest/sale-windows.ts';
import { configWithHistory } from '../src/report/git-history.ts';
import { offlineReport } from '../src/report/offline.ts';
import { printReport } from '../src/report/print.ts';

const { values } = parseArgs({
  options: {
    stats: { type: 'string' },
    orders: { type: 'string' },
    json: { type: 'boolean', default: false },
    memory: { type: 'string' },
    'no-history': { type: 'boolean', default: false },
  },
});
if (!values.stats || !values.orders) {
  console.error('usage: npm run report -- --stats FILE --orders FILE [--json] [--memory 1200MB] [--no-history]');
  process.exit(2);
}
for (const file of [values.stats, values.orders])
  if (!existsSync(file)) {
    console.error(`no such file: ${file}`);
    process.exit(2);
  }
try {
  const manifest = await loadManifest();
  const known = values['no-history'] ? manifest : (configWithHistory(campaignsDir()) ?? manifest);
  const zone = storeZone(manifest.site);
  const config = withArmWindows(known, (f) => spanOf(f, zone), Date.now());
  const report = await offlineReport(config, { stats: values.stats, orders: values.orders }, { memory: values.memory });
  console.log(values.json ? JSON.stringify(report, null, 2) : printReport(report));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
