/**
 * README.md and docs/*.md stand alone: someone with only this repository can follow every link.
 * A relative link or image (inline or by reference) must name a file inside the repository that
 * exists, and a `#fragment` on a Markdown file must name one of its headings as GitHub anchors them.
 * A path leaving the repository written as code (`../shared/…`) counts as a link too.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { expect, test } from 'vitest';
import { docFiles as files, nodesOf, parseMarkdown, root, type MdNode } from './markdown.ts';

/** A heading's text as GitHub reads it: its text and code, markup dropped. */
const plain = (node: MdNode): string =>
  node.value ?? (node.children ?? []).map((c) => (c.type === 'inlineCode' ? (c.value ?? '') : plain(c))).join('');

/** GitHub's anchor for a heading text: lower case, punctuation dropped, spaces as '-'. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings, a repeated one suffixed -1, -2 as GitHub does. */
async function anchors(text: string): Promise<Set<string>> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const node of nodesOf(await parseMarkdown(text))) {
    if (node.type !== 'heading') continue;
    const base = anchorOf(plain(node));
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    found.add(n ? `${base}-${n}` : base);
  }
  return found;
}

/** True for a target on the web or in mail, which this test leaves alone. */
const external = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/**
 * 'file:line: …' for each link of a Markdown text (at `file`, relative to the repository) that leaves
 * the repository, names no file, or names a heading its file does not have.
 */
async function brokenLinks(file: string, text: string, repo: string = root): Promise<string[]> {
  const problems: string[] = [];
  const here = dirname(join(repo, file));
  for (const node of nodesOf(await parseMarkdown(text))) {
    const where = `${file}:${node.position.start.line}`;
    if (node.type === 'inlineCode' && /^\.\.\//.test(node.value ?? '')) {
      const target = resolve(here, node.value!.split(/[\s#]/)[0]!);
      if (!target.startsWith(repo + sep)) problems.push(`${where}: \`${node.value}\` is outside the repository`);
      else if (!existsSync(target)) problems.push(`${where}: \`${node.value}\` names no file`);
      continue;
    }
    if (!['link', 'image', 'definition'].includes(node.type) || !node.url || external(node.url)) continue;
    const [path = '', fragment] = decodeURI(node.url).split('#');
    const target = path ? resolve(path.startsWith('/') ? repo : here, path.replace(/^\//, '')) : join(repo, file);
    if (target !== repo && !target.startsWith(repo + sep)) {
      problems.push(`${where}: ${node.url} is outside the repository`);
      continue;
    }
    if (path && !existsSync(target)) {
      problems.push(`${where}: ${node.url} names no file (${relative(repo, target)})`);
      continue;
    }
    if (fragment && target.endsWith('.md') && statSync(target).isFile()) {
      const linked = path ? readFileSync(target, 'utf8') : text;
      if (!(await anchors(linked)).has(fragment))
        problems.push(`${where}: ${node.url}: ${relative(repo, target)} has no heading '#${fragment}'`);
    }
  }
  return problems;
}

test('the checker names a link out of the repository, a missing file and a missing heading', async () => {
  const text = [
    '# Guide',
    '',
    'See [the spec](../shared/spec/storefront-spec.md), `../shared/guide/architecture.md`,',
    '[gone](docs/gone.md), [layers](docs/architecture.md#no-such-heading),',
    '[fine](docs/architecture.md#layers), [here](#guide) and [the web](https://astro.build).',
    '',
  ].join('\n');
  expect(await brokenLinks('README.md', text)).toEqual([
    'README.md:3: ../shared/spec/storefront-spec.md is outside the repository',
    'README.md:3: `../shared/guide/architecture.md` is outside the repository',
    'README.md:4: docs/gone.md names no file (docs/gone.md)',
    "README.md:4: docs/architecture.md#no-such-heading: docs/architecture.md has no heading '#no-such-heading'",
  ]);
  const inDocs = 'The guide, `../shared/guide/architecture.md`, and the client, `../src/api/client.ts`.\n';
  expect(await brokenLinks('docs/x.md', inDocs)).toEqual([
    'docs/x.md:1: `../shared/guide/architecture.md` names no file',
  ]);
});

test('anchors follow GitHub: punctuation dropped, code kept, spaces as hyphens', () => {
  expect(anchorOf('7. The calls')).toBe('7-the-calls');
  expect(anchorOf('R-VAR and R-DST: variants and destinations (§4)')).toBe(
    'r-var-and-r-dst-variants-and-destinations-4',
  );
  expect(anchorOf('Adding a dated campaign (marketers)')).toBe('adding-a-dated-campaign-marketers');
});

test.each(files.map((f) => [relative(root, f)]))(
  'every link of %s names a file (and heading) inside the repository',
  async (name) => {
    expect(await brokenLinks(name, readFileSync(join(root, name), 'utf8'))).toEqual([]);
  },
);

test.each(files.map((f) => [relative(root, f)]))(
  '%s names no tracker issue by number (a reader has only the repository: say what it was)',
  (name) => {
    const lines = readFileSync(join(root, name), 'utf8').split('\n');
    const numbered = lines.flatMap((line, i) => (/\bissues? #?\d+/i.test(line) ? [`${name}:${i + 1}: ${line}`] : []));
    expect(numbered).toEqual([]);
  },
);
