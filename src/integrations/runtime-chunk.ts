/**
 * Two chunks for the funnel runtime. `runtime`: the modules `src/runtime/main.ts` imports
 * statically, and nothing else; every page loads it. `funnel-rules`: what the stats payload adds
 * (steps, variants, weights), which the outbox's sender needs on every page within its first
 * second, and the islands and the calls to action build on. The islands' navigation API
 * (`navigation.ts`) is not in it but in a chunk of its own, loaded by the islands and with the
 * calls to action: a page that only sends its events then carries neither its code nor the
 * namespace object (and the bundler's helper that makes it) that an `import()` of a module inside
 * a shared chunk needs, 1.1 KiB gzip in all. The routing, the calls to action and the page
 * services are small chunks of their own too, so an island that only navigates does not carry
 * them. Left to automatic chunking, these modules were spread over many small files (each
 * compressed on its own) that also carried what only islands use, because a module shared by the
 * runtime and an island lands in a shared chunk with the island's other imports.
 */
import { fileURLToPath } from 'node:url';

/** What rolldown's chunking context gives about a module (the part used here). */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ENTRY = at('../runtime/main.ts');
/**
 * The stats payload, and the query a funnel link carries on: small, and needed by a split-tested
 * step's routing at once, by the calls to action and by the islands, which all load the rules.
 */
const RULES = ['../runtime/stats-info.ts', '../runtime/carried-query.ts'].map(at);
/**
 * nanostores' index re-exports every kind of store; the runtime uses atoms (and their start
 * event) only. The rest (computed, map, …) goes with the islands that use it, not onto every page.
 */
const ISLANDS_ONLY = /[\\/]node_modules[\\/]nanostores[\\/](?!atom|index|warn|lifecycle)[\w-]+[\\/]/;
/**
 * The API's config: the funnel rules use it too (the stats calls), but every island needs it (its
 * API client), so it stays out of the rules' chunk; else the chunk would be a static import of
 * every island. With it the selection's shape, which the offer selector reads as it hydrates and
 * the funnel state builds on: a chunk of its own would be one more file on every page with the
 * funnel state.
 */
const WITH_ISLANDS = ['../api/browser-config.ts', '../state/selection-schema.ts'].map(at);

/** The modules reachable from `entries` through static imports. */
export function staticClosure(entries: readonly string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length > 0) {
    const id = stack.pop() ?? '';
    if (seen.has(id)) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/**
 * The code-splitting groups (`build.rolldownOptions.output.codeSplitting.groups`) of the two
 * runtime chunks. The runtime's group goes first (higher priority), so the funnel rules' chunk
 * never takes a module every page needs.
 */
export function runtimeChunkGroups(entry = ENTRY, rules = RULES) {
  let runtime = new Set<string>();
  let funnelRules = new Set<string>();
  const closures = (ctx: ChunkingContext) => {
    // Astro's server build (no runtime in its graph) runs first: look again until the client build has it.
    if (runtime.size > 0) return;
    runtime = staticClosure([entry], ctx);
    funnelRules = staticClosure(rules, ctx);
  };
  return [
    {
      name(id: string, ctx: ChunkingContext): string | null {
        closures(ctx);
        return runtime.has(id) && !ISLANDS_ONLY.test(id) ? 'runtime' : null;
      },
      priority: 20,
    },
    // Captured first, so the rules' group does not take it as a dependency of the user stats.
    { name: (id: string) => (WITH_ISLANDS.includes(id) ? 'islands-common' : null), priority: 15 },
    {
      name(id: string, ctx: ChunkingContext): string | null {
        closures(ctx);
        return funnelRules.has(id) && !runtime.has(id) ? 'funnel-rules' : null;
      },
      priority: 10,
    },
  ];
}

/**
 * A Vite plugin: `import()` in the browser build is the browser's own, without Vite's preload
 * helper (`build.modulePreload: false`, which Astro's build config would otherwise override). The
 * helper added about 0.25 KiB gzip to the runtime every page loads, and at run time it queried
 * the page's links and inserted a `modulepreload` link per dependency: a third of the runtime's
 * start-up task on a phone-speed CPU (CPU profile of /upsell-elixir at 4x). A lazily
 * loaded chunk now fetches its own static imports when it arrives; where a wait matters, the
 * caller imports the pieces side by side (main.ts's funnel rules), and the contract's schemas load
 * while their request is out (api/wire.ts).
 */
export function withoutPreloadHelper() {
  return {
    name: 'storefront:without-preload-helper',
    enforce: 'pre' as const,
    configEnvironment(name: string) {
      return name === 'client' ? { build: { modulePreload: false as const } } : undefined;
    },
    /**
     * Vite still wraps every `import()` in its helper, whose one remaining job is to load the
     * stylesheets of a lazily loaded chunk (vitejs/vite#18551). No lazy chunk here carries one
     * (island styles are inlined in the page; `generateBundle` below fails the build if that
     * ever changes), so the helper is the plain call: 0.5 KiB gzip off the runtime every page loads.
     */
    load(id: string): string | undefined {
      return id === PRELOAD_HELPER ? IMPORT_HELPER : undefined;
    },
    generateBundle(this: BundleContext, _options: unknown, bundle: Record<string, BundleOutput>): void {
      if (this.environment.name !== 'client') return; // the server build's lazy chunks never reach a browser
      const stylesheets = lazyStylesheets(bundle);
      if (stylesheets.length > 0) {
        this.error(
          `storefront:without-preload-helper: a lazily loaded chunk carries a stylesheet, which the plain import() cannot load: ${stylesheets.join(', ')}. Import the stylesheet from the page or island instead.`,
        );
      }
    },
  };
}

/** Vite's preload helper module, and the call that replaces it. */
export const PRELOAD_HELPER = '\0vite/preload-helper.js';
/**
 * The replacement helper: `import()`, its chunks fetched first. Chromium keeps a failed module
 * fetch in the page's module map for the life of the page: after one lost answer, every later
 * `import()` of that chunk, or of any chunk that imports it, failed at once without a request,
 * and a tap on a phone that dropped one load could never go on. A failed `fetch()` is not kept.
 * So before importing, the helper fetches the chunk (its URL is the string in the
 * `() => import("./x.js")` Vite passes) and, from its text, the chunks it imports, until all
 * have arrived once; the import then reads them from the HTTP cache (`/_astro/` is immutable).
 */
export const IMPORT_HELPER = [
  'const done = new Set();',
  'const get = (url, seen) =>',
  '  done.has(url) || seen.has(url) ? 0 : (seen.add(url), fetch(url)',
  '    .then((r) => (r.ok ? r.text() : Promise.reject(new TypeError(url))))',
  '    .then((text) => Promise.all([...text.matchAll(/\\b(?:im|ex)port\\s*(?:[\\w$\\s{},*]*from\\s*)?(["\'`])(\\.\\.?\\/[^"\'`]+)\\1/g)].map((m) => get(new URL(m[2], url).href, seen)))));',
  'export const __vitePreload = (load) => {',
  '  const spec = /import\\((["\'`])(.+?)\\1\\)/.exec(String(load))?.[2];',
  '  const seen = new Set();',
  '  return spec ? Promise.resolve(get(new URL(spec, import.meta.url).href, seen)).then(() => (seen.forEach((u) => done.add(u)), load())) : load();',
  '};',
].join('\n');

/** What Rolldown's bundle gives about an output (the part used here). */
export interface BundleOutput {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}
interface BundleContext {
  environment: { name: string };
  error(message: string): never;
}

/** "chunk → stylesheet" for each stylesheet a dynamically imported chunk or its static imports carry. */
export function lazyStylesheets(bundle: Record<string, BundleOutput>): string[] {
  const found = new Set<string>();
  const visit = (fileName: string, seen: Set<string>) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) found.add(`${fileName} → ${css}`);
    for (const next of chunk.imports ?? []) visit(next, seen);
  };
  for (const output of Object.values(bundle)) {
    for (const lazy of output.dynamicImports ?? []) visit(lazy, new Set());
  }
  return [...found].sort();
}
