/**
 * The incremental build's key of a manifest page (src/manifest/page-cache-key.ts): a page is
 * reused only while everything it is rendered from is the same, so a marketer's new entry renders
 * its own page and leaves the others as they were built.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkManifest } from '../../../src/manifest/check.ts';
import { readManifest } from '../../../src/manifest/load.ts';
import { buildCodeDigest, digestOf, pageCacheKey } from '../../../src/manifest/page-cache-key.ts';
import { manifestWith } from './fixture.ts';

/** Each page's key, by path, for a manifest folder. */
async function keysOf(dir: string, year = 2026): Promise<Map<string, string>> {
  const m = checkManifest(await readManifest(dir));
  return new Map(m.pages.map((p) => [p.path, pageCacheKey(m, p, year)]));
}

/** A fresh copy of the test manifest. */
const copy = () => manifestWith('site.yaml', (d) => d);

/** Edits the parsed YAML of one file of a manifest folder in place, as a marketer edits a commit. */
function edit(dir: string, file: string, change: (entries: Record<string, unknown>[]) => unknown[]): void {
  const path = join(dir, file);
  writeFileSync(path, stringify(change(parse(readFileSync(path, 'utf8')) as Record<string, unknown>[])));
}

/** The paths whose key differs between two key sets (a path in one only counts as changed). */
function changed(a: Map<string, string>, b: Map<string, string>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((p) => a.get(p) !== b.get(p)).sort();
}

describe('R-GEN-1: which pages an incremental build renders again', () => {
  test('two reads of the same manifest give every page the same key, and every page its own', async () => {
    const dir = copy();
    const [a, b] = [await keysOf(dir), await keysOf(dir)];
    expect(changed(a, b)).toEqual([]);
    expect(new Set(a.values()).size).toBe(a.size);
  });

  test('one dated entry added: its page is new and no other page is rendered again', async () => {
    const dir = copy();
    const before = await keysOf(dir);
    appendFileSync(
      join(dir, 'pages', 'pages.yaml'),
      "- { family: os, date: '221231', variant: b, title: New order, product: Balm, funnel: F1 }\n",
    );
    expect(changed(before, await keysOf(dir))).toEqual(['os221231b_ap']);
  });

  test("a product's new name renders every page again (each carries the catalogue)", async () => {
    const dir = copy();
    const before = await keysOf(dir);
    edit(dir, 'products.yaml', (products) => products.map((p) => (p.id === 'Balm' ? { ...p, name: 'Renamed' } : p)));
    expect(changed(before, await keysOf(dir))).toEqual([...before.keys()].sort());
  });

  test('an edited Markdown file renders the pages that show it, and only those', async () => {
    const dir = copy();
    const before = await keysOf(dir);
    writeFileSync(join(dir, 'content', 'legal', 'terms.md'), '---\ntitle: Terms\n---\n\nNew terms.\n');
    expect(changed(before, await keysOf(dir))).toEqual(['terms']);
  });

  test('a page title changed in its entry renders that page again', async () => {
    const dir = copy();
    const before = await keysOf(dir);
    edit(dir, 'pages/pages.yaml', (pages) => pages.map((p) => (p.path === 'order' ? { ...p, title: 'Order now' } : p)));
    expect(changed(before, await keysOf(dir))).toEqual(['order']);
  });

  test('a new year renders every page again (the footer and the card expiry list are dated by it)', async () => {
    const dir = copy();
    const [a, b] = [await keysOf(dir, 2026), await keysOf(dir, 2027)];
    expect(changed(a, b)).toHaveLength(a.size);
  });

  test('content links built for the live hosts render the pages again', async () => {
    const dir = copy();
    const local = await keysOf(dir);
    process.env.CONTENT_LINKS = 'live';
    try {
      expect(changed(local, await keysOf(dir))).toHaveLength(local.size);
    } finally {
      delete process.env.CONTENT_LINKS;
    }
  });
});

describe("the build's own code", () => {
  /** A project folder holding only the build's code: the Astro config and two integrations. */
  function project(chunking: string): string {
    const root = mkdtempSync(join(tmpdir(), 'build-code-'));
    mkdirSync(join(root, 'src', 'integrations'), { recursive: true });
    writeFileSync(join(root, 'astro.config.ts'), 'export default {};\n');
    writeFileSync(join(root, 'src', 'integrations', 'csp.ts'), 'export const csp = 1;\n');
    writeFileSync(join(root, 'src', 'integrations', 'runtime-chunk.ts'), chunking);
    return root;
  }

  test('a change to how chunks are split (no page module changed) renders every page again', () => {
    const before = buildCodeDigest(project("export const groups = ['runtime'];\n"));
    expect(buildCodeDigest(project("export const groups = ['runtime'];\n"))).toBe(before);
    expect(buildCodeDigest(project("export const groups = ['runtime', 'tracking'];\n"))).not.toBe(before);
  });
});

describe('the digest of page data', () => {
  test('equal data digests alike whatever its objects; any difference, a date included, digests apart', () => {
    const value = { a: [1, 'two', { three: true }], at: new Date('2026-01-02T00:00:00Z'), none: null };
    expect(digestOf(structuredClone(value))).toBe(digestOf(value));
    expect(digestOf({ ...value, at: new Date('2026-01-03T00:00:00Z') })).not.toBe(digestOf(value));
    expect(digestOf({ ...value, a: [1, 'two', { three: false }] })).not.toBe(digestOf(value));
    expect(digestOf({ x: [1] })).not.toBe(digestOf({ x: { 0: 1 } }));
    expect(digestOf({ x: '1' })).not.toBe(digestOf({ x: 1 }));
  });

  test('a value it cannot see into is refused, never digested as {}', () => {
    expect(() => digestOf({ m: new Map([['a', 1]]) })).toThrow(/cannot digest a Map/);
  });
});
