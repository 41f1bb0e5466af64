/**
 * `npm run bench:build`: builds synthetic manifests of 1,000, 5,000 and 20,000 pages (the sample
 * manifest topped up with dated pages of every family, day after day) in a temporary folder and
 * prints pages, wall seconds, milliseconds per page and the build's peak memory. Target: 20,000
 * pages in under 60 s on 2 cores, linear. Sizes can be given as arguments:
 * `npm run bench:build -- 20000`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { families } from '../src/manifest/families.ts';
import { checkManifest } from '../src/manifest/check.ts';
import { readManifest } from '../src/manifest/load.ts';

const root = join(import.meta.dirname, '..');
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);

/** Every YYMMDD from `first` on, one calendar day after another (years of daily campaigns). */
function* days(first: string): Generator<string> {
  const d = new Date(
    Date.UTC(2000 + Number(first.slice(0, 2)), Number(first.slice(2, 4)) - 1, Number(first.slice(4, 6))),
  );
  for (;;) {
    yield `${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
    d.setUTCDate(d.getUTCDate() + 1);
  }
}

/**
 * Dated page entries (YAML lines) not already in the sample: every family and variant on each
 * day from November 2020, so 20,000 pages span about nine years. Surveys and videos reuse the
 * first one's questions and video through an anchor, as docs/marketers.md shows.
 */
function* datedEntries(taken: Set<string>): Generator<string> {
  const anchored = new Set<string>();
  const reuse = (name: string, value: string) => {
    if (anchored.has(name)) return `*${name}`;
    anchored.add(name);
    return `&${name} ${value}`;
  };
  for (const date of days('201101'))
    for (const [family, f] of Object.entries(families))
      for (const variant of f.variants) {
        const path = `${family}${date}${variant}_ap`;
        if (taken.has(path)) continue;
        const extra =
          family === 'pl'
            ? 'content: advertorial/ageless-secret, product: AgelessBeautyBalm'
            : family === 'video'
              ? `video: ${reuse('vsl', '{ src: /video/vsl.mp4, poster: /video/vsl-poster.svg }')}`
              : family === 'survey'
                ? `questions: ${reuse('quiz', '[{ id: q, question: "Your main skin concern?", answers: [Lines, Dryness] }]')}`
                : 'product: SkinRenewElixir';
        yield `- { family: ${family}, date: "${date}", variant: ${variant}, title: "Bench ${path}", ${extra} }`;
      }
}

async function bench(total: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-build-'));
  const campaigns = join(dir, 'campaigns');
  cpSync(join(root, 'campaigns'), campaigns, { recursive: true });
  const sample = checkManifest(await readManifest(campaigns));
  const taken = new Set(sample.pages.map((p) => p.path));
  const lines: string[] = [];
  let dated = 0;
  const need = total - sample.pages.length;
  for (const line of datedEntries(taken)) {
    if (lines.length >= need) break;
    lines.push(line);
    dated++;
  }
  writeFileSync(join(campaigns, 'pages', 'bench.yaml'), `${lines.join('\n')}\n`);

  const out = join(dir, 'dist');
  const start = performance.now();
  const astro = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  const run = spawnSync(process.execPath, ['--import', PROBE, astro, 'build', '--silent'], {
    cwd: root,
    env: { ...process.env, CAMPAIGNS_DIR: campaigns, OUT_DIR: out, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - start) / 1000;
  if (run.status !== 0) throw new Error(`build of ${total} pages failed:\n${run.stdout}\n${run.stderr}`);
  const [, peakKib = Number.NaN, cpuMicros = Number.NaN] = /bench-build-usage (\d+) (\d+)/.exec(run.stderr) ?? [];
  const html = readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  rmSync(dir, { recursive: true, force: true });
  return {
    manifestPages: total,
    datedPages: dated + sample.pages.filter((p) => p.family && p.family !== 'bundle').length,
    htmlFiles: html,
    seconds,
    msPerPage: (seconds * 1000) / html,
    cpuSeconds: Number(cpuMicros) / 1e6,
    peakMiB: Number(peakKib) / 1024,
  };
}

/**
 * Loaded into the build's process: as it exits it prints its peak resident memory, the figure
 * `/usr/bin/time -v` calls "Maximum resident set size", and its CPU time (process.resourceUsage():
 * KiB and microseconds). CPU seconds hold steady when other builds share the machine; wall
 * seconds do not.
 */
const PROBE = `data:text/javascript,${encodeURIComponent(
  "process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write(`\\nbench-build-usage ${u.maxRSS} ${u.userCPUTime + u.systemCPUTime}\\n`); });",
)}`;

const results = [];
for (const n of sizes.length ? sizes : [1000, 5000, 20000]) {
  const r = await bench(n);
  results.push(r);
  console.log(
    `${String(r.htmlFiles).padStart(6)} html files (${r.datedPages} dated) ${r.seconds.toFixed(1).padStart(7)} s ${r.msPerPage.toFixed(2).padStart(7)} ms/page, cpu ${r.cpuSeconds.toFixed(1)} s, peak ${r.peakMiB.toFixed(0)} MiB`,
  );
}
if (results.length > 1) {
  const [a, b] = [results[0]!, results.at(-1)!];
  console.log(
    `cost growth: ${(b.seconds / a.seconds).toFixed(2)}× time for ${(b.htmlFiles / a.htmlFiles).toFixed(2)}× pages`,
  );
}
