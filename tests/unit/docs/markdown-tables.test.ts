/**
 * The tables of README.md and docs/*.md render as written: parsed as GitHub renders them
 * (GFM tables, with the Markdown parser prettier formats these files with), every row has as many
 * cells as its header. A bare `|` inside a cell, even inside backticks, starts a new cell; write `\|`.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, test } from 'vitest';
import { docFiles as files, nodesOf, parseMarkdown, root, type MdNode } from './markdown.ts';

/** Every table of a Markdown text, as mdast (GFM) nodes. */
async function tables(text: string): Promise<MdNode[]> {
  return [...nodesOf(await parseMarkdown(text))].filter((node) => node.type === 'table');
}

/** 'file:line: …' for each table row whose cell count differs from its header's. */
async function uneven(file: string, text: string): Promise<string[]> {
  const problems: string[] = [];
  for (const table of await tables(text)) {
    const [header, ...rows] = table.children ?? [];
    const width = header?.children?.length ?? 0;
    for (const row of rows) {
      const cells = row.children?.length ?? 0;
      if (cells === width) continue;
      const source = text.slice(row.position.start.offset, row.position.end.offset);
      problems.push(`${file}:${row.position.start.line}: ${cells} cells, header has ${width}: ${source}`);
    }
  }
  return problems;
}

test('the checker names file, line and row of a row with a stray `|` in a cell', async () => {
  const broken = ['Intro', '', '| family | path |', '| --- | --- |', '| `video` | `video<date>[a|b]_ap` |', ''].join(
    '\n',
  );
  expect(await uneven('x.md', broken)).toEqual(['x.md:5: 3 cells, header has 2: | `video` | `video<date>[a|b]_ap` |']);
  const escaped = broken.replace('[a|b]', '[a\\|b]');
  expect(await uneven('x.md', escaped)).toEqual([]);
});

test.each(files.map((f) => [relative(root, f), f]))(
  'every table row of %s has as many cells as its header',
  async (name, path) => {
    const text = readFileSync(path, 'utf8');
    expect(await uneven(name, text)).toEqual([]);
  },
);
