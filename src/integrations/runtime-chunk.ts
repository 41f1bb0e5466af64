/**
 * One chunk for the funnel runtime every page loads (issue 10): the modules `src/runtime/main.ts`
 * imports statically, and nothing else. Left to automatic chunking, they were spread over eight
 * files (each compressed on its own) that also carried what only islands use, because a module
 * shared by the runtime and an island lands in a shared chunk with the island's other imports.
 * Islands that use runtime modules import them from this chunk; pages with islands load it anyway.
 */
import { fileURLToPath } from 'node:url';

/** What rolldown's chunking context gives about a module (the part used here). */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const ENTRY = fileURLToPath(new URL('../runtime/main.ts', import.meta.url));

/** The modules reachable from `entry` through static imports. */
export function staticClosure(entry: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
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

/** The code-splitting group (`build.rolldownOptions.output.codeSplitting.groups`) of the runtime chunk. */
export function runtimeChunkGroup(entry = ENTRY) {
  let runtime = new Set<string>();
  return {
    name(id: string, ctx: ChunkingContext): string | null {
      // Astro's server build (no runtime in its graph) runs first: look again until the client build has it.
      if (runtime.size === 0) runtime = staticClosure(entry, ctx);
      return runtime.has(id) ? 'runtime' : null;
    },
  };
}
