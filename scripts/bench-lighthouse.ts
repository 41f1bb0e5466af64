/**
 * `npm run bench:lighthouse`: Lighthouse mobile performance of the action pages (and a few
 * static ones) against the built site served with the sandbox, in Debian's Chromium. Prints
 * the median of 3 runs per page: score, LCP, TBT, CLS and the JavaScript transferred.
 * Pages can be given as arguments: `npm run bench:lighthouse -- home SecureCart`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { startServer } from './start.ts';

const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      'home',
      'pl221201a_ap',
      'survey',
      'offer-selector',
      'os221215a_ap',
      'SecureCart',
      'upsell-elixir',
      'order-success-common',
    ];
const runs = Number(process.env.LH_RUNS ?? 3);

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const server = await startServer({
  port: 4411,
  host: '127.0.0.1',
  dbPath: join(mkdtempSync(join(tmpdir(), 'lh-')), 'db.sqlite'),
  reset: true,
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
try {
  console.log('page                        score   LCP ms   TBT ms    CLS   JS kB (transfer)');
  for (const path of pages) {
    const results: { score: number; lcp: number; tbt: number; cls: number; js: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(`${server.url}/${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
      });
      const lhr = r?.lhr;
      if (!lhr) continue;
      const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
      const items =
        (
          lhr.audits['resource-summary']?.details as
            { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items ?? [];
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: num('largest-contentful-paint'),
        tbt: num('total-blocking-time'),
        cls: num('cumulative-layout-shift'),
        js: (items.find((x) => x.resourceType === 'script')?.transferSize ?? 0) / 1024,
      });
    }
    const m = (k: keyof (typeof results)[number]) => median(results.map((x) => x[k]));
    console.log(
      `${path.padEnd(26)} ${String(m('score')).padStart(6)} ${m('lcp').toFixed(0).padStart(8)} ${m('tbt').toFixed(0).padStart(8)} ${m('cls').toFixed(3).padStart(6)} ${m('js').toFixed(1).padStart(10)}`,
    );
  }
} finally {
  chrome.kill();
  await server.close();
}
