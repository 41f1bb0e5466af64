/**
 * `npm run bench:report`: writes synthetic stats and orders exports of 1, 5 and 10
 * million stats events (NDJSON, the API's full record shape; scripts/bench-report-exports.ts),
 * runs the offline report (DuckDB, src/report/offline.ts) on each in a fresh process, and prints
 * its seconds and peak memory (resident set). Target on the 2-core machine: 10 million events in
 * under 60 s and 2 GiB. `--sizes 1,5` picks sizes (millions); `--parquet` also converts each
 * export to Parquet and reports on that. The exports are written to a temporary folder and deleted.
 * Not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadManifest } from '../src/manifest/load.ts';
import { copyToParquet } from '../src/report/duckdb.ts';
import { offlineReport } from '../src/report/offline.ts';
import { writeExports } from './bench-report-exports.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1,5,10' },
    parquet: { type: 'boolean', default: false },
    child: { type: 'string' },
  },
});

if (values.child) {
  // One report in this process: print its seconds and peak resident memory as JSON.
  const [stats, orders] = values.child.split(',') as [string, string];
  const config = await loadManifest();
  const started = performance.now();
  const report = await offlineReport(config, { stats, orders });
  console.log(
    JSON.stringify({
      seconds: (performance.now() - started) / 1000,
      peakMiB: process.resourceUsage().maxRSS / 1024,
      sessions: report.sessions,
    }),
  );
  process.exit(0);
}

const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GiB`;
const manifest = await loadManifest();
const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
const rows: string[] = [];
try {
  for (const millions of values.sizes.split(',').map(Number)) {
    const events = Math.round(millions * 1_000_000);
    const files = { stats: join(dir, `stats-${millions}m.ndjson`), orders: join(dir, `orders-${millions}m.ndjson`) };
    const written = performance.now();
    const { orders } = await writeExports(manifest, events, files);
    const size = statSync(files.stats).size + statSync(files.orders).size;
    console.log(
      `${millions} M events, ${orders} orders: ${gib(size)} of NDJSON written in ${((performance.now() - written) / 1000).toFixed(1)} s`,
    );
    const variants: [string, { stats: string; orders: string }][] = [['NDJSON', files]];
    if (values.parquet) {
      const parquet = {
        stats: files.stats.replace('.ndjson', '.parquet'),
        orders: files.orders.replace('.ndjson', '.parquet'),
      };
      await copyToParquet(files.stats, parquet.stats);
      await copyToParquet(files.orders, parquet.orders);
      variants.push(['Parquet', parquet]);
    }
    for (const [format, input] of variants) {
      const child = spawnSync(process.execPath, [process.argv[1]!, '--child', `${input.stats},${input.orders}`], {
        encoding: 'utf8',
      });
      if (child.status !== 0) throw new Error(`report failed on ${format} ${millions} M: ${child.stderr}`);
      const r = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as {
        seconds: number;
        peakMiB: number;
        sessions: number;
      };
      const line = `${String(millions).padStart(3)} M events  ${format.padEnd(7)}  ${r.seconds.toFixed(1).padStart(6)} s  ${(r.peakMiB / 1024).toFixed(2)} GiB peak  (${r.sessions} sessions)`;
      console.log(line);
      rows.push(line);
    }
    rmSync(files.stats, { force: true });
    rmSync(files.orders, { force: true });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\nReport on this machine (target: 10 M events under 60 s and 2 GiB):\n${rows.join('\n')}`);
