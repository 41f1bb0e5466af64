/**
 * `npm run bench:js`: the JavaScript each kind of page loads, from a built `dist/` (built first
 * when missing, or always with `--build`). For every page it follows the module scripts
 * (`<script type="module" src>`) and the islands' component and renderer URLs through the
 * static `import … from "./x.js"` / `import "./x.js"` graph of the /_astro chunks, counting each
 * file once per page, raw and gzip -9. Islands count whether they hydrate at load, when idle or
 * when visible; chunks reached only through `import()` are shown apart as "lazy". Inline scripts
 * (Astro's island loader) are not counted. Each page's eager gzip is printed in two parts: the
 * floor, React's client and Astro's React renderer (the static closure of its islands'
 * `renderer-url`, checked to hold react-dom's client and the renderer; 0 without a React island),
 * and everything above it. One row per page kind (the funnel data's template), for its heaviest
 * page above the floor, with the kind's budget and ceiling above the floor
 * (scripts/bench-budgets.ts, OK/OVER against the budget) and its lazy gzip beside it, then the
 * floor's chunks and the runtime chunk alone (under 6 KB). Beside the eager column, what the
 * same page fetches in its first 5 s in Chromium, eager, idle and timed loads together
 * (`bench-first-seconds.ts`), with its own budget and ceiling. Exits 1 when a budget is broken,
 * listing which; with `--ceilings`, when a kind is heavier above the floor than its ceiling in
 * either column (today's size, the ratchet CI holds until the budgets do), the budgets only printed.
 *
 * Options: `--build` (build first), `--dist <dir>` (default dist; built with OUT_DIR), `--json`,
 * `--ceilings` (fail on the ceilings, as `npm test` does), `--no-fail` (print the verdicts but
 * exit 0, for exploring), `--eager-only` (no browser: the eager column alone).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { brokenBudgets, budgetVerdict, exceededCeilings, PAGE_KINDS, type PageKind } from './bench-budgets.ts';
import { FIRST_SECONDS, firstSecondsScripts } from './bench-first-seconds.ts';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = resolve(root, distArg >= 0 ? (args[distArg + 1] ?? 'dist') : 'dist');
const RUNTIME_CHUNK = /^Base\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/;

/** Raw and gzip bytes of one file. */
interface Size {
  raw: number;
  gzip: number;
}

/** What one page loads. */
interface PageJs {
  page: string;
  template: string;
  files: number;
  raw: number;
  gzip: number;
  lazyRaw: number;
  lazyGzip: number;
  inlineRaw: number;
  /** Gzip bytes of React's client and Astro's React renderer on this page; 0 without a React island. */
  floorGzip: number;
  /** Gzip bytes above the floor: what the budgets and ceilings hold. */
  aboveGzip: number;
  /** The chunks loaded eagerly (site paths). */
  eager: Set<string>;
}

function build(): void {
  console.error(`bench:js: building into ${relative(root, dist) || '.'} …`);
  const env = distArg >= 0 ? { ...process.env, OUT_DIR: dist } : process.env;
  const r = spawnSync('npx', ['astro', 'build'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`astro build failed (exit ${r.status})`);
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === '_astro') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

const sizes = new Map<string, Size>();
/** Size of the file at a site path such as /_astro/x.js. */
function sizeOf(url: string): Size {
  let size = sizes.get(url);
  if (!size) {
    const bytes = readFileSync(join(dist, url));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    sizes.set(url, size);
  }
  return size;
}

const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']((?:\.{1,2}\/|\/)[^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]((?:\.{1,2}\/|\/)[^"'`]+\.js)["'`]\s*\)/g; // the minifier writes `…`
const PRELOAD_LIST = /["'](_astro\/[^"']+\.js)["']/g; // Vite's __vite__mapDeps list, relative to the base
const imports = new Map<string, { static: string[]; lazy: string[] }>();

/** The chunks `url` imports statically and dynamically, as site paths. */
function importsOf(url: string): { static: string[]; lazy: string[] } {
  let found = imports.get(url);
  if (!found) {
    const code = readFileSync(join(dist, url), 'utf8');
    const at = (spec: string) => (spec.startsWith('/') ? spec : posix.join(posix.dirname(url), spec));
    const lazy = [...code.matchAll(DYNAMIC_IMPORT)].map((m) => at(m[1] ?? ''));
    if (code.includes('__vite__mapDeps')) lazy.push(...[...code.matchAll(PRELOAD_LIST)].map((m) => `/${m[1]}`));
    found = { static: [...code.matchAll(STATIC_IMPORT)].map((m) => at(m[1] ?? '')), lazy };
    imports.set(url, found);
  }
  return found;
}

/** Every chunk reachable from `entries` through static imports, plus the `import()` targets met. */
function closure(entries: Iterable<string>, seen = new Set<string>()): { files: Set<string>; lazy: Set<string> } {
  const lazy = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const url = stack.pop() ?? '';
    if (seen.has(url) || !existsSync(join(dist, url))) continue;
    seen.add(url);
    const found = importsOf(url);
    stack.push(...found.static);
    for (const l of found.lazy) lazy.add(l);
  }
  return { files: seen, lazy };
}

const sum = (urls: Iterable<string>): Size => {
  const total = { raw: 0, gzip: 0 };
  for (const url of urls) {
    const s = sizeOf(url);
    total.raw += s.raw;
    total.gzip += s.gzip;
  }
  return total;
};

const floors = new Map<string, Set<string>>();
/**
 * The floor of a page with React islands: the static closure of its islands' renderer URLs, that
 * is Astro's React renderer (`@astrojs/react`'s client) with react-dom's client, React and the
 * bundler's runtime it imports. Found from the build, not by name or hash, and checked by content:
 * the closure must hold react-dom's client (`hydrateRoot`, `createRoot`) and the renderer (its
 * `astro-static-slot`), or the bench stops rather than print a wrong floor.
 */
function reactFloor(renderers: Set<string>): Set<string> {
  const key = [...renderers].toSorted().join(' ');
  let floor = floors.get(key);
  if (!floor) {
    floor = closure(renderers).files;
    const code = [...floor].map((url) => readFileSync(join(dist, url), 'utf8')).join('\n');
    const missing = [
      ['react-dom client', /\bhydrateRoot\b/],
      ['react-dom client', /\bcreateRoot\b/],
      ['@astrojs/react renderer', /astro-static-slot/],
    ].flatMap(([what, re]) => ((re as RegExp).test(code) ? [] : [what as string]));
    if (missing.length > 0)
      throw new Error(
        `bench:js: renderer ${key} lacks ${[...new Set(missing)].join(' and ')}: cannot measure the floor`,
      );
    floors.set(key, floor);
  }
  return floor;
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/** The JavaScript one page loads. */
function pageJs(file: string): PageJs {
  const html = readFileSync(file, 'utf8');
  const entries = new Set<string>();
  let inlineRaw = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attrs = '', body = ''] = m;
    const src = attr(attrs, 'src');
    const type = attr(attrs, 'type');
    if (src?.startsWith('/')) entries.add(src);
    else if (!src && (!type || type === 'module' || type === 'text/javascript')) inlineRaw += Buffer.byteLength(body);
  }
  const renderers = new Set<string>();
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g))
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(m[0], name);
      if (url?.startsWith('/')) entries.add(url);
      if (url?.startsWith('/') && name === 'renderer-url') renderers.add(url);
    }
  const { files, lazy } = closure(entries);
  const floorGzip = renderers.size === 0 ? 0 : sum(reactFloor(renderers)).gzip;
  const lazyOnly = closure(
    [...lazy].filter((l) => !files.has(l)),
    new Set(files),
  ).files;
  for (const f of files) lazyOnly.delete(f);
  const total = sum(files);
  const lazyTotal = sum(lazyOnly);
  const template = html.match(/"template":"([^"]+)"/)?.[1] ?? 'none';
  return {
    page: `/${relative(dist, file).replace(/\.html$/, '')}`,
    template,
    files: files.size,
    ...total,
    lazyRaw: lazyTotal.raw,
    lazyGzip: lazyTotal.gzip,
    inlineRaw,
    floorGzip,
    aboveGzip: total.gzip - floorGzip,
    eager: files,
  };
}

const kb = (n: number) => (n / 1024).toFixed(1);

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((r) => r.map((c, i) => (i <= 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '))
    .join('\n');
}

/** What a page fetched in its first seconds, gzip: in all, and above the floor. */
interface FirstSeconds {
  gzip: number;
  aboveGzip: number;
}

/** The first seconds of each page, measured in Chromium: its eager chunks and every script it requested. */
async function firstSeconds(pages: readonly PageJs[]): Promise<Map<string, FirstSeconds>> {
  const requested = await firstSecondsScripts(
    dist,
    pages.map((p) => p.page),
  );
  return new Map(
    pages.map((p) => {
      const gzip = sum(new Set([...p.eager, ...(requested.get(p.page) ?? [])])).gzip;
      return [p.page, { gzip, aboveGzip: gzip - p.floorGzip }];
    }),
  );
}

/** A page kind with its pages, heaviest above the floor first. */
type KindPages = PageKind & { list: PageJs[] };

/** The floors' chunks, and the runtime chunk alone and with its static imports. */
interface Shared {
  floorSets: (Size & { files: (Size & { file: string })[] })[];
  runtimeName: string | undefined;
  runtime: Size | undefined;
  runtimeGraph: Size | undefined;
}

async function main(): Promise<void> {
  if (args.includes('--build') || !existsSync(join(dist, '_astro'))) build();
  const heaviest = byKind([...htmlFiles(dist)].map(pageJs));
  const tops = heaviest.map((k) => ({ ...k, page: k.list[0]?.page, above: k.list[0]?.aboveGzip }));
  const measured = args.includes('--eager-only')
    ? new Map<string, FirstSeconds>()
    : await firstSeconds(tops.flatMap((k) => k.list.slice(0, 1)));
  const firstTops = tops.map((k) => ({
    label: `${k.label} (first ${FIRST_SECONDS} s)`,
    page: k.page,
    above: k.page === undefined ? undefined : measured.get(k.page)?.aboveGzip,
    budgetKiB: k.firstBudgetKiB,
    ceilingKiB: k.firstCeilingKiB,
  }));
  const broken = [...brokenBudgets(tops), ...brokenBudgets(firstTops)];
  const exceeded = [...exceededCeilings(tops), ...exceededCeilings(firstTops)];
  const shared = sharedChunks();

  if (args.includes('--json')) {
    printJson(heaviest, measured, shared, broken, exceeded);
    return exitFor(broken, exceeded);
  }
  printTable(heaviest, measured);
  printShared(shared);
  exitFor(broken, exceeded);
}

/** The known page kinds, then any other template found, each with its pages heaviest first. */
function byKind(pages: readonly PageJs[]): KindPages[] {
  const byTemplate = new Map<string, PageJs[]>();
  for (const p of pages) byTemplate.set(p.template, [...(byTemplate.get(p.template) ?? []), p]);
  const known = new Set(PAGE_KINDS.map((k) => k.template));
  const kinds = [
    ...PAGE_KINDS,
    ...[...byTemplate.keys()].filter((t) => !known.has(t)).map((t): PageKind => ({ template: t, label: t })),
  ];
  return kinds.map((kind) => ({
    ...kind,
    list: (byTemplate.get(kind.template) ?? []).toSorted((a, b) => b.aboveGzip - a.aboveGzip || b.gzip - a.gzip),
  }));
}

function sharedChunks(): Shared {
  const runtimeName = readdirSync(join(dist, '_astro')).find((n) => RUNTIME_CHUNK.test(n));
  return {
    floorSets: [...floors.values()].map((files) => ({
      files: [...files].toSorted().map((url) => ({ file: url, ...sizeOf(url) })),
      ...sum(files),
    })),
    runtimeName,
    runtime: runtimeName ? sizeOf(`/_astro/${runtimeName}`) : undefined,
    runtimeGraph: runtimeName ? sum(closure([`/_astro/${runtimeName}`]).files) : undefined,
  };
}

/** `--json`: each kind's heaviest page with its verdicts, the runtime and the floors. */
function printJson(
  heaviest: readonly KindPages[],
  measured: ReadonlyMap<string, FirstSeconds>,
  { floorSets, runtimeName, runtime, runtimeGraph }: Shared,
  broken: string[],
  exceeded: string[],
): void {
  const byLabel = Object.fromEntries(
    heaviest.map((k) => {
      const top = k.list[0];
      if (!top) return [k.label, null];
      const { eager: _files, ...figures } = top;
      const first = measured.get(top.page);
      return [
        k.label,
        {
          ...figures,
          budgetKiB: k.budgetKiB,
          ceilingKiB: k.ceilingKiB,
          budget: budgetVerdict(top.aboveGzip, k.budgetKiB),
          firstSeconds: first && {
            ...first,
            budgetKiB: k.firstBudgetKiB,
            ceilingKiB: k.firstCeilingKiB,
            budget: budgetVerdict(first.aboveGzip, k.firstBudgetKiB),
          },
        },
      ];
    }),
  );
  const runtimeJson = { file: runtimeName, ...runtime, withImports: runtimeGraph };
  console.log(JSON.stringify({ runtime: runtimeJson, floor: floorSets, heaviest: byLabel, broken, exceeded }, null, 2));
}

const limit = (kib: number | undefined) => (kib === undefined ? '-' : String(kib));

/** One kind's row: its heaviest page's figures beside its budgets and ceilings. */
function kindRow(
  { label, list, budgetKiB, ceilingKiB, firstBudgetKiB, firstCeilingKiB }: KindPages,
  measured: ReadonlyMap<string, FirstSeconds>,
): string[] {
  const top = list[0];
  if (!top)
    return [
      label,
      '(no page)',
      '0',
      '',
      '',
      limit(budgetKiB),
      '',
      limit(ceilingKiB),
      '',
      limit(firstBudgetKiB),
      '',
      limit(firstCeilingKiB),
      '',
      '',
    ];
  const seconds = measured.get(top.page)?.aboveGzip;
  return [
    label,
    top.page,
    String(list.length),
    top.floorGzip === 0 ? '0' : kb(top.floorGzip),
    kb(top.aboveGzip),
    limit(budgetKiB),
    budgetVerdict(top.aboveGzip, budgetKiB) ?? '',
    limit(ceilingKiB),
    seconds === undefined ? '' : kb(seconds),
    limit(firstBudgetKiB),
    budgetVerdict(seconds, firstBudgetKiB) ?? '',
    limit(firstCeilingKiB),
    kb(top.lazyGzip),
    kb(top.gzip),
  ];
}

/** The table of page kinds, under the legend of its columns. */
function printTable(heaviest: readonly KindPages[], measured: ReadonlyMap<string, FirstSeconds>): void {
  const first = `${FIRST_SECONDS} s`;
  const header = ['kind', 'heaviest page', 'pages', 'floor', 'eager', 'budget', 'verdict', 'ceiling'];
  const rows = [
    [...header, first, 'budget', 'verdict', 'ceiling', 'lazy', 'total'],
    ...heaviest.map((k) => kindRow(k, measured)),
  ];
  console.log(
    `JavaScript per page kind (${relative(root, dist) || '.'}; gzip -9 per file, KiB of 1024 bytes)\n` +
      "floor: React's client and Astro's React renderer (0 without a React island); eager: the rest of what the\n" +
      `page loads at once; ${first}: the rest of what it fetched in its first ${first} in Chromium (a Pixel 7, no\n` +
      'tap), eager, idle and timed loads together; each above the floor, held by its budget and its ceiling;\n' +
      'lazy: loaded later through import(), printed, not counted\n',
  );
  console.log(table(rows));
}

/** The floors' chunks and the runtime chunk, below the table. */
function printShared({ floorSets, runtimeName, runtime, runtimeGraph }: Shared): void {
  for (const floor of floorSets)
    console.log(
      `\nfloor: ${floor.raw} raw, ${floor.gzip} gzip (${kb(floor.gzip)} KiB): ` +
        floor.files.map((f) => `${f.file.replace('/_astro/', '')} ${f.gzip}`).join(', '),
    );
  if (runtime && runtimeGraph) {
    console.log(
      `\nruntime chunk ${runtimeName}: ${runtime.raw} raw, ${runtime.gzip} gzip (${kb(runtime.gzip)} KiB; target < 6 KiB)` +
        `\nruntime with its static imports: ${runtimeGraph.raw} raw, ${runtimeGraph.gzip} gzip (${kb(runtimeGraph.gzip)} KiB)`,
    );
  } else console.log('\nno runtime chunk found');
}

/**
 * Lists the broken budgets and the exceeded ceilings; exit 1 when a budget is broken (or, with
 * `--ceilings`, a ceiling exceeded), unless `--no-fail`.
 */
function exitFor(broken: string[], exceeded: string[]): void {
  if (broken.length === 0) console.error('\nbench:js: every page kind within its budget above the floor');
  else
    console.error(
      `\nbench:js: ${broken.length} budget(s) broken (gzip KiB above the floor):\n  ${broken.join('\n  ')}`,
    );
  if (exceeded.length === 0) console.error('bench:js: every page kind within its ceiling above the floor');
  else
    console.error(
      `bench:js: ${exceeded.length} ceiling(s) exceeded (gzip KiB above the floor):\n  ${exceeded.join('\n  ')}`,
    );
  const failing = args.includes('--ceilings') ? exceeded : broken;
  if (failing.length > 0 && !args.includes('--no-fail')) process.exitCode = 1;
}

await main();
