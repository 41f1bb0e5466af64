/**
 * The split-test report from JSON exports (issue 11, part 3):
 * `npm run report -- --stats stats.json --orders orders.json [--json]`. The files are arrays
 * shaped like /__sandbox/api/stats and /__sandbox/api/orders (orders carry the `statsInfo` they
 * were sent with); the funnels and destinations come from the manifest (CAMPAIGNS_DIR or ./campaigns).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildReport } from '../src/domain/report/report.ts';
import { parseReportOrders, parseStatsRecords } from '../src/domain/report/records.ts';
import { loadManifest } from '../src/manifest/load.ts';
import { printReport } from '../src/report/print.ts';

const { values } = parseArgs({
  options: {
    stats: { type: 'string' },
    orders: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
if (!values.stats || !values.orders) {
  console.error('usage: npm run report -- --stats FILE --orders FILE [--json]');
  process.exit(2);
}
const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const manifest = await loadManifest();
const report = buildReport(manifest, parseStatsRecords(read(values.stats)), parseReportOrders(read(values.orders)));
console.log(values.json ? JSON.stringify(report, null, 2) : printReport(report));
