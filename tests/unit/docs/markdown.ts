/** The Markdown a reader of this repository follows (README.md and docs/*.md), parsed as prettier and GitHub read it. */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parsers } from 'prettier/plugins/markdown';
import type { ParserOptions } from 'prettier';

/** The repository's root. */
export const root = resolve(import.meta.dirname, '..', '..', '..');

/** README.md and every docs/*.md, as absolute paths. */
export const docFiles = [
  join(root, 'README.md'),
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => join(root, 'docs', f)),
];

/** The part of an mdast node the docs tests read. */
export interface MdNode {
  type: string;
  url?: string;
  value?: string;
  children?: MdNode[];
  position: { start: { line: number; offset: number }; end: { offset: number } };
}

/** A Markdown text as mdast (GFM), with the parser prettier formats these files with. */
export async function parseMarkdown(text: string): Promise<MdNode> {
  return (await parsers.markdown.parse(text, {} as ParserOptions)) as MdNode;
}

/** Every node of a tree, parents first. */
export function* nodesOf(node: MdNode): Generator<MdNode> {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}
