/**
 * Two chunks for the funnel runtime (issue 10). `runtime`: the modules `src/runtime/main.ts`
 * imports statically, and nothing else; every page loads it. `funnel-rules`: what the funnel's
 * navigation and the stats payload add (steps, variants, weights); pages load it when due, pages
 * with a funnel island at once. The routing, the calls to action and the page services are small
 * chunks of their own beside it, so an island that only navigates does not carry them. Left to
 * automatic chunking, these modules were spread over many small files (each compressed on its
 * own) that also carried what only islands use, because a module shared by the runtime and an
 * island lands in a shared chunk with the island's other imports.
 */
import { fileURLToPath } from 'node:url';

/** What rolldown's chunking context gives about a module (the part used here). */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ENTRY = at('../runtime/main.ts');
const RULES = ['../runtime/navigation.ts', '../runtime/stats-info.ts'].map(at);
/**
 * nanostores' index re-exports every kind of store; the runtime uses atoms only.
 * The rest (computed, map, …) goes with the islands that use it, not onto every page.
 */
const ISLANDS_ONLY = /[\\/]node_modules[\\/]nanostores[\\/](?!atom|index|warn)[\w-]+[\\/]/;

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
 * start-up task on a phone-speed CPU (issue 10, CPU profile of /upsell-elixir at 4x). A lazily
 * loaded chunk now fetches its own static imports when it arrives; where a wait matters, the
 * caller imports the pieces side by side (main.ts's funnel rules), and the contract's schemas load
 * while their request is out (api/wire.ts).
 */
export function withoutPreloadHelper() {
  return {
    name: 'storefront:without-preload-helper',
    configEnvironment(name: string) {
      return name === 'client' ? { build: { modulePreload: false as const } } : undefined;
    },
  };
}
