/**
 * `npm run bench:build`: times what ships, `npm run build` as a whole (astro build, then the
 * compressed copies of compress-dist), on a synthetic manifest of 20,000 pages (the sample topped
 * up with dated pages of every family, day after day) in a temporary folder. Each run builds cold
 * (no dist/, no cache), then again after one order-form entry is added, as a marketer's commit
 * does. It prints wall and CPU seconds of the whole command and of the compression step apart (its
 * last pass after astro build, and the CPU of all its work, most of it done while astro rendered),
 * the pages rendered rather than reused, and the peak memory of any one process, with the medians
 * of the runs against the targets: cold ≤ 120 s, one entry added ≤ 60 s, peak ≤ 1.5 GiB.
 *
 * `npm run bench:build -- [PAGES…] [--runs N]` (default 20000, 3 runs). CPU seconds hold when the
 * machine is shared; wall seconds do not, so quote them from a quiet machine.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { families } from '../src/manifest/families.ts';
import { checkManifest } from '../src/manifest/check.ts';
import { readManifest } from '../src/manifest/load.ts';

const root = join(import.meta.dirname, '..');
const TARGETS = { coldSeconds: 120, changeSeconds: 60, peakMiB: 1536 };

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 1) : 3;
const sizes = args
  .filter((_, i) => runsAt < 0 || (i !== runsAt && i !== runsAt + 1))
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

/** A dated page entry as a YAML line. */
interface Dated {
  family: string;
  line: string;
}

/**
 * Dated page entries not already in the sample: every family and variant on each day from
 * November 2020, so 20,000 pages span about nine years. Surveys and videos reuse the first one's
 * questions and video through an anchor, as docs/marketers.md shows.
 */
function* datedEntries(taken: Set<string>): Generator<Dated> {
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
        yield {
          family,
          line: `- { family: ${family}, date: "${date}", variant: ${variant}, title: "Bench ${path}", ${extra} }`,
        };
      }
}

/** A manifest of `total` pages in a new temporary folder, and the one entry a marketer adds next. */
async function syntheticManifest(total: number) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-build-'));
  const campaigns = join(dir, 'campaigns');
  cpSync(join(root, 'campaigns'), campaigns, { recursive: true });
  const sample = checkManifest(await readManifest(campaigns));
  // Retired addresses too: a dated page at one would be refused (a redirect may not hide a live page).
  const taken = new Set([
    ...sample.pages.map((p) => p.path),
    ...sample.redirects.map((r) => r.from.replace(/^\/+/, '')),
  ]);
  const lines: string[] = [];
  const entries = datedEntries(taken); // endless: read by hand, since a loop's break would close it
  while (lines.length < total - sample.pages.length) lines.push(entries.next().value!.line);
  writeFileSync(join(campaigns, 'pages', 'bench.yaml'), `${lines.join('\n')}\n`);
  let next = entries.next().value!;
  while (next.family !== 'os') next = entries.next().value!;
  return { dir, campaigns, added: next.line, orderForms: join(campaigns, 'pages', 'order-forms.yaml') };
}

/**
 * Loaded into every Node process of the build (npm, scripts/build.ts, astro): as it exits it appends
 * its script, wall and CPU time and peak resident memory (the figure `/usr/bin/time -v` calls
 * "Maximum resident set size") to the file BENCH_BUILD_USAGE names. Worker threads count in their
 * process's figures.
 */
const PROBE = `data:text/javascript,${encodeURIComponent(
  [
    "import { appendFileSync } from 'node:fs';",
    "import { isMainThread } from 'node:worker_threads';",
    'if (isMainThread && process.env.BENCH_BUILD_USAGE) process.on("exit", () => {',
    '  const u = process.resourceUsage();',
    '  appendFileSync(process.env.BENCH_BUILD_USAGE, JSON.stringify({ script: process.argv[1] ?? "", wall: performance.now() / 1000,',
    '    cpu: (u.userCPUTime + u.systemCPUTime) / 1e6, peakMiB: u.maxRSS / 1024 }) + "\\n");',
    '});',
  ].join('\n'),
)}`;

interface Usage {
  script: string;
  wall: number;
  cpu: number;
  peakMiB: number;
}

/** One `npm run build`'s figures. */
interface Timed {
  seconds: number;
  cpu: number;
  peakMiB: number;
  /** The compressed copies: their last pass after astro build (wall), and all their work (CPU, most of it while astro built). */
  compressSeconds: number;
  compressCpu: number;
  /** Pages Astro rendered; the others it restored from the last build. */
  rendered: number;
  restored: number;
}

/** Runs `npm run build` on the manifest and output folder given, and measures it. */
async function timeBuild(campaigns: string, out: string, usageFile: string): Promise<Timed> {
  writeFileSync(usageFile, '');
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], {
    cwd: root,
    env: {
      ...process.env,
      CAMPAIGNS_DIR: campaigns,
      OUT_DIR: out,
      ASTRO_TELEMETRY_DISABLED: '1',
      BENCH_BUILD_USAGE: usageFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PROBE}`.trim(),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((done) => child.on('close', done));
  const seconds = (performance.now() - started) / 1000;
  if (status !== 0) throw new Error(`npm run build failed (exit ${status}):\n${output.slice(-4000)}`);
  const usage = readFileSync(usageFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Usage);
  // scripts/build.ts does nothing but the compressed copies; astro build is a process of its own.
  const compress = usage.find((u) => u.script.endsWith(join('scripts', 'build.ts')));
  const lastPass = /compress-dist: .*\(([\d.]+) s, CPU/.exec(output)?.[1];
  // Astro names each page as it writes it; pages written side by side share a line.
  const pages = output.match(/├─ \/\S+?\.html/g)?.length ?? 0;
  const restored = output.match(/\((restored|cached)\)/g)?.length ?? 0;
  return {
    seconds,
    cpu: usage.reduce((sum, u) => sum + u.cpu, 0),
    peakMiB: Math.max(...usage.map((u) => u.peakMiB)),
    compressSeconds: Number(lastPass ?? Number.NaN),
    compressCpu: compress?.cpu ?? Number.NaN,
    rendered: pages - restored,
    restored,
  };
}

const median = (xs: number[]) => {
  const s = xs.toSorted((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const n = (x: number, width: number) => x.toFixed(1).padStart(width);

const row = (what: string, t: Timed) =>
  [
    what.padEnd(18),
    `${n(t.seconds, 6)} s (CPU ${n(t.cpu, 6)} s)`,
    `compression ${n(t.compressSeconds, 5)} s after astro (CPU ${n(t.compressCpu, 5)} s)`,
    `${String(t.rendered).padStart(6)} rendered, ${String(t.restored).padStart(6)} reused`,
    `peak ${t.peakMiB.toFixed(0).padStart(5)} MiB`,
  ].join('   ');

const medianOf = (ts: Timed[]): Timed => ({
  seconds: median(ts.map((t) => t.seconds)),
  cpu: median(ts.map((t) => t.cpu)),
  peakMiB: Math.max(...ts.map((t) => t.peakMiB)),
  compressSeconds: median(ts.map((t) => t.compressSeconds)),
  compressCpu: median(ts.map((t) => t.compressCpu)),
  rendered: median(ts.map((t) => t.rendered)),
  restored: median(ts.map((t) => t.restored)),
});

const verdict = (seconds: number, target: number) => `${seconds <= target ? 'met' : 'NOT MET'} (target ≤ ${target} s)`;

let failed = false;
for (const total of sizes.length ? sizes : [20000]) {
  const m = await syntheticManifest(total);
  const base = readFileSync(m.orderForms, 'utf8');
  const out = join(m.dir, 'dist');
  const usageFile = join(m.dir, 'usage.jsonl');
  const cold: Timed[] = [];
  const change: Timed[] = [];
  console.log(`npm run build, ${total} manifest pages, ${runs} run(s); added entry: ${m.added}`);
  try {
    for (let run = 1; run <= runs; run++) {
      rmSync(out, { recursive: true, force: true });
      rmSync(`${out}-cache`, { recursive: true, force: true });
      writeFileSync(m.orderForms, base);
      cold.push(await timeBuild(m.campaigns, out, usageFile));
      console.log(row(`run ${run} cold`, cold.at(-1)!));
      appendFileSync(m.orderForms, `${base.endsWith('\n') ? '' : '\n'}${m.added}\n`);
      change.push(await timeBuild(m.campaigns, out, usageFile));
      console.log(row(`run ${run} one entry`, change.at(-1)!));
      const path = /date: "(\d{6})", variant: (\w)/.exec(m.added)!;
      const page = join(out, `os${path[1]}${path[2]}_ap.html`);
      for (const f of [page, `${page}.br`, `${page}.gz`]) statSync(f); // the new page shipped, compressed
    }
  } finally {
    rmSync(m.dir, { recursive: true, force: true });
  }
  const [c, o] = [medianOf(cold), medianOf(change)];
  console.log(`medians of ${runs}:`);
  console.log(`${row('cold (clean dist/)', c)}   ${verdict(c.seconds, TARGETS.coldSeconds)}`);
  console.log(`${row('one entry added', o)}   ${verdict(o.seconds, TARGETS.changeSeconds)}`);
  const peak = Math.max(c.peakMiB, o.peakMiB);
  console.log(`peak memory ${peak.toFixed(0)} MiB: ${peak <= TARGETS.peakMiB ? 'met' : 'NOT MET'} (target ≤ 1.5 GiB)`);
  failed ||= c.seconds > TARGETS.coldSeconds || o.seconds > TARGETS.changeSeconds || peak > TARGETS.peakMiB;
}
if (failed) process.exitCode = 1;
