/**
 * Issue 13: no import cycles in the product (src/) or the sandbox, type-only imports included
 * (a type cycle still ties two modules together). The layer arrows themselves are ESLint's
 * (eslint.config.js); this reads the import graph the rule cannot see whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const SOURCE = /\.(ts|tsx|astro)$/;
/** Static imports and re-exports with a relative specifier (`import … from`, `export … from`, `import '…'`). */
const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

/** The graph: each file and the files it imports statically. */
function importGraph(dirs: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((d) => [...sources(join(root, d))])) {
    const code = readFileSync(file, 'utf8');
    const targets = [...code.matchAll(IMPORT)].map((m) => resolve(dirname(file), m[1] ?? ''));
    graph.set(file, targets);
  }
  for (const [file, targets] of graph)
    graph.set(
      file,
      targets.filter((t) => graph.has(t)),
    );
  return graph;
}

/** The strongly connected components with more than one file (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    indices.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, indices.get(w) ?? 0));
    }
    if (low.get(v) !== indices.get(v)) return;
    const component: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

describe('the import graph', () => {
  test('finds a planted cycle (the check can fail)', () => {
    const planted = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(planted).map((c) => c.toSorted())).toEqual([['a', 'b', 'c']]);
  });

  test('src/ and sandbox/ have no import cycles, type imports included', () => {
    const graph = importGraph(['src', 'sandbox']);
    expect(graph.size).toBeGreaterThan(200);
    const named = cycles(graph).map((c) => c.map((f) => relative(root, f)).toSorted());
    expect(named).toEqual([]);
  });
});
