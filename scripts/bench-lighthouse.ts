/**
 * `npm run bench:lighthouse`: the side-by-side Lighthouse table. Lighthouse mobile
 * (simulated throttling) in Debian's Chromium, medians of LH_RUNS runs (3), interleaved in one
 * run (every page's run 1, then every page's run 2, …), each run a first visit (the origin's
 * storage and cookies cleared), every page served by the sandbox's
 * static handler (sandbox/serve-dist.ts, compressed as `npm start` serves). The first row is the
 * floor: bare Astro + one React island (bench/floor), built here with the repository's
 * node_modules and served on its own port by the same handler. Below the table, the targets
 * computed from the floor row and PASS/FAIL per row. Prints only; times are not deterministic,
 * so nothing fails on them.
 *
 * Pages can be given as arguments: `npm run bench:lighthouse -- os221215a_ap SecureCart`.
 * Options: `--build` (build the product first; it is built anyway when missing).
 * Environment: OUT_DIR (the product's build, default dist), FLOOR_OUT_DIR (the floor's build,
 * default .bench/floor-dist), LH_RUNS (3), LH_ENCODING (the Accept-Encoding Chromium sends,
 * default gzip as in the issue's table; `br, gzip` for a browser's choice).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { Hono } from 'hono';
import lighthouse from 'lighthouse';
import { listen } from '../sandbox/listen.ts';
import { serveDist } from '../sandbox/serve-dist.ts';
import {
  cpuTbtOf,
  formatTable,
  formatTargets,
  medians,
  metricsOf,
  type LhMetrics,
  type Row,
  type RowKind,
} from './bench-lighthouse-table.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { startServer } from './start.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runs = Number(process.env.LH_RUNS ?? 3);
const encoding = process.env.LH_ENCODING ?? 'gzip';
const dist = resolve(root, process.env.OUT_DIR ?? 'dist');
const floorDist = resolve(root, process.env.FLOOR_OUT_DIR ?? '.bench/floor-dist');
const PORTS = { product: 4901, floor: 4902 };

/** The product pages of the issue's table, then the others measured so far. */
const PAGES: { path: string; label: string; kind: RowKind }[] = [
  { path: 'os221215a_ap', label: '/os221215a_ap (order form)', kind: 'order' },
  { path: 'upsell-elixir', label: '/upsell-elixir', kind: 'upsell' },
  { path: 'survey', label: '/survey', kind: 'other' },
  { path: 'pl221201a_ap', label: '/pl221201a_ap (advertorial, no island)', kind: 'other' },
  { path: 'home', label: '/home', kind: 'other' },
  { path: 'offer-selector', label: '/offer-selector', kind: 'other' },
  { path: 'SecureCart', label: '/SecureCart (secure cart)', kind: 'order' },
  { path: 'order-success-common', label: '/order-success-common (receipt)', kind: 'other' },
];
const chosen = args.filter((a) => !a.startsWith('--'));
const pages = chosen.length
  ? chosen.map((path) => PAGES.find((p) => p.path === path) ?? { path, label: `/${path}`, kind: 'other' as const })
  : PAGES;

/** Runs `astro build` (quietly, errors shown) with extra arguments and environment. */
function astroBuild(what: string, extra: string[], env: Record<string, string>): void {
  console.error(`bench:lighthouse: building ${what} …`);
  const bin = join(root, 'node_modules', '.bin', 'astro');
  const r = spawnSync(bin, ['build', ...extra], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`astro build of ${what} failed (exit ${r.status})`);
}

astroBuild('the floor (bench/floor)', ['--root', 'bench/floor'], { FLOOR_OUT_DIR: floorDist });
if (args.includes('--build') || !existsSync(join(dist, 'index.html')))
  astroBuild(`the product into ${dist}`, [], { OUT_DIR: dist });

const product = await startServer({
  port: PORTS.product,
  host: '127.0.0.1',
  distDir: dist,
  dbPath: join(mkdtempSync(join(tmpdir(), 'lh-')), 'db.sqlite'),
  reset: true,
});
const floorApp = new Hono();
floorApp.get('*', serveDist(floorDist));
const floor = await listen(floorApp, { port: PORTS.floor, host: '127.0.0.1' });
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

const targets = [
  { url: `${floor.url}/`, label: 'floor: bare Astro 7 + one React 19 island order form', kind: 'floor' as const },
  ...pages.map((p) => ({ url: `${product.url}/${p.path}`, label: p.label, kind: p.kind })),
];
const results = targets.map((): LhMetrics[] => []);
let version = '';
try {
  for (let run = 1; run <= runs; run++) {
    for (const [i, target] of targets.entries()) {
      console.error(`bench:lighthouse: run ${run}/${runs} ${target.url}`);
      const r = await lighthouse(target.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        extraHeaders: { 'Accept-Encoding': encoding },
        // Every run is a first visit. Lighthouse clears only caches by default; with the storage
        // of the run before, /SecureCart measured a returning visitor's R-VAR-2 redirect to the
        // order-form variant that run had remembered.
        clearStorageTypes: ['all'],
      });
      if (!r?.lhr || r.lhr.runtimeError) {
        console.error(`  no result: ${r?.lhr.runtimeError?.message ?? 'Lighthouse returned nothing'}`);
        continue;
      }
      version = r.lhr.lighthouseVersion;
      results[i]!.push(metricsOf(r.lhr, cpuTbtOf(r.artifacts.Trace.traceEvents, r.lhr.finalDisplayedUrl)));
    }
  }
} finally {
  chrome.kill();
  await floor.close();
  await product.close();
}

const rows: Row[] = targets.map((t, i) => ({ ...t, runs: results[i]!.length, m: medians(results[i]!) }));
console.log(
  `\nLighthouse ${version} mobile, simulated throttling, medians of ${runs} interleaved runs; ` +
    `served compressed (Accept-Encoding: ${encoding}) by sandbox/serve-dist.ts; JS = script bytes transferred\n`,
);
console.log(formatTable(rows, encoding === 'gzip' ? 'JS gz' : `JS (${encoding})`));
console.log(
  "\nTBT by CPU: the same sum over the page's tasks after first paint, each task taken at its CPU time × 4 " +
    'rather than its wall time (which holds its waits for a core the browser shares with Lighthouse). Targets ' +
    "below are Lighthouse's own figures.",
);
const short = rows.filter((r) => r.runs < runs);
if (short.length) console.log(`\n(fewer runs than ${runs}: ${short.map((r) => `${r.label} ${r.runs}`).join(', ')})`);
console.log(`\n${formatTargets(rows)}`);
