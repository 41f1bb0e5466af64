/**
 * `npm run bench:js`: the JavaScript each kind of page loads, from a built `dist/` (built first
 * when missing, or always with `--build`). For every page it follows the module scripts
 * (`<script type="module" src>`) and the islands' component and renderer URLs through the
 * static `import … from "./x.js"` / `import "./x.js"` graph of the /_astro chunks, counting each
 * file once per page, raw and gzip -9. Islands count whether they hydrate at load, when idle or
 * when visible; chunks reached only through `import()` are shown apart as "lazy". Inline scripts
 * (Astro's island loader) are shown apart too. One row per page kind (the funnel data's
 * template), for its heaviest page, with issue 10's budget for the kind (scripts/bench-budgets.ts:
 * gzip KiB of the static closure, OK/OVER), then the runtime chunk alone (issue 4: under 6 KB).
 * Exits 1 when a budget is broken, listing which; with `--ceilings`, when a kind is heavier than
 * its ceiling (today's size, the ratchet CI holds until the budgets do), the budgets only printed.
 *
 * Options: `--build` (build first), `--dist <dir>` (default dist; built with OUT_DIR), `--json`,
 * `--ceilings` (fail on the ceilings, as `npm test` does), `--no-fail` (print the verdicts but
 * exit 0, for exploring).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { brokenBudgets, budgetVerdict, exceededCeilings, PAGE_KINDS, type PageKind } from './bench-budgets.ts';

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
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g))
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(m[0], name);
      if (url?.startsWith('/')) entries.add(url);
    }
  const { files, lazy } = closure(entries);
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
  };
}

const kb = (n: number) => (n / 1024).toFixed(1);

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((r) => r.map((c, i) => (i <= 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '))
    .join('\n');
}

function main(): void {
  if (args.includes('--build') || !existsSync(join(dist, '_astro'))) build();
  const pages = [...htmlFiles(dist)].map(pageJs);
  const byKind = new Map<string, PageJs[]>();
  for (const p of pages) byKind.set(p.template, [...(byKind.get(p.template) ?? []), p]);
  const known = new Set(PAGE_KINDS.map((k) => k.template));
  const kinds = [
    ...PAGE_KINDS,
    ...[...byKind.keys()].filter((t) => !known.has(t)).map((t): PageKind => ({ template: t, label: t })),
  ];
  const heaviest = kinds.map((kind) => ({
    ...kind,
    list: (byKind.get(kind.template) ?? []).toSorted((a, b) => b.gzip - a.gzip),
  }));
  const tops = heaviest.map((k) => ({ ...k, page: k.list[0]?.page, gzip: k.list[0]?.gzip }));
  const broken = brokenBudgets(tops);
  const exceeded = exceededCeilings(tops);

  const runtimeName = readdirSync(join(dist, '_astro')).find((n) => RUNTIME_CHUNK.test(n));
  const runtime = runtimeName ? sizeOf(`/_astro/${runtimeName}`) : undefined;
  const runtimeGraph = runtimeName ? sum(closure([`/_astro/${runtimeName}`]).files) : undefined;

  if (args.includes('--json')) {
    const byLabel = Object.fromEntries(
      heaviest.map((k) => [
        k.label,
        k.list[0] ? { ...k.list[0], budgetKiB: k.budgetKiB, budget: budgetVerdict(k.list[0].gzip, k.budgetKiB) } : null,
      ]),
    );
    const runtimeJson = { file: runtimeName, ...runtime, withImports: runtimeGraph };
    console.log(JSON.stringify({ runtime: runtimeJson, heaviest: byLabel, broken, exceeded }, null, 2));
    return exitFor(broken, exceeded);
  }

  const rows = [
    [
      'kind',
      'heaviest page',
      'pages',
      'files',
      'raw',
      'gzip',
      'gzip KiB',
      'budget KiB',
      'verdict',
      'ceiling KiB',
      'lightest gzip',
      'lazy gzip',
      'inline',
    ],
  ];
  for (const { label, list, budgetKiB, ceilingKiB } of heaviest) {
    const [top, low] = [list[0], list.at(-1)];
    const budget = budgetKiB === undefined ? '-' : String(budgetKiB);
    const ceiling = ceilingKiB === undefined ? '-' : String(ceilingKiB);
    if (!top || !low) {
      rows.push([label, '(no page)', '0', '', '', '', '', budget, '', ceiling, '', '', '']);
      continue;
    }
    rows.push([
      label,
      top.page,
      String(list.length),
      String(top.files),
      String(top.raw),
      String(top.gzip),
      kb(top.gzip),
      budget,
      budgetVerdict(top.gzip, budgetKiB) ?? '',
      ceiling,
      String(low.gzip),
      String(top.lazyGzip),
      String(top.inlineRaw),
    ]);
  }
  console.log(`JavaScript per page kind (${relative(root, dist) || '.'}; bytes unless marked KiB; gzip -9 per file)\n`);
  console.log(table(rows));
  if (runtime && runtimeGraph) {
    console.log(
      `\nruntime chunk ${runtimeName}: ${runtime.raw} raw, ${runtime.gzip} gzip (${kb(runtime.gzip)} KiB; target < 6 KiB)` +
        `\nruntime with its static imports: ${runtimeGraph.raw} raw, ${runtimeGraph.gzip} gzip (${kb(runtimeGraph.gzip)} KiB)`,
    );
  } else console.log('\nno runtime chunk found');
  exitFor(broken, exceeded);
}

/**
 * Lists the broken budgets and the exceeded ceilings; exit 1 when a budget is broken (or, with
 * `--ceilings`, a ceiling exceeded), unless `--no-fail`.
 */
function exitFor(broken: string[], exceeded: string[]): void {
  if (broken.length === 0) console.error('\nbench:js: every page kind within its budget');
  else console.error(`\nbench:js: ${broken.length} budget(s) broken (gzip KiB, issue 10):\n  ${broken.join('\n  ')}`);
  if (exceeded.length === 0) console.error('bench:js: every page kind within its ceiling');
  else console.error(`bench:js: ${exceeded.length} ceiling(s) exceeded (gzip KiB):\n  ${exceeded.join('\n  ')}`);
  const failing = args.includes('--ceilings') ? exceeded : broken;
  if (failing.length > 0 && !args.includes('--no-fail')) process.exitCode = 1;
}

main();
