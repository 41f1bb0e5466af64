/**
 * Issue 24: every example of README.md and docs/*.md runs as written. Each YAML example is added
 * to a fresh copy of `campaigns/` (to the file its entries belong in, as the text around it says)
 * and must pass the build's checks; each `npm run campaign:new` and `npm run campaign:retire`
 * command (in a block or inline) runs on a fresh copy, in order, and must succeed; a `$ npm run campaign:new …` shown as refused must be refused
 * with the problem lines shown; and every `npm …` command names a script of package.json.
 *
 * An example that follows another one (a product's pages after the product) says so in a comment
 * just above its block: `<!-- example: after rosehip-product -->`, the first being marked
 * `<!-- example: rosehip-product -->`. A marketer following the page top to bottom does the same.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse, stringify } from 'yaml';
import { describe, expect, test } from 'vitest';
import { campaignsCopy } from '../manifest/campaigns-copy.ts';
import { problemsOf } from '../manifest/fixture.ts';
import { docFiles, root } from './markdown.ts';

/** A fenced block of a Markdown file: its language, text (indent removed), line, and example marker. */
interface Block {
  doc: string;
  line: number;
  lang: string;
  text: string;
  /** `rosehip-product` of `<!-- example: rosehip-product -->`, the block's own name. */
  name?: string | undefined;
  /** `rosehip-product` of `<!-- example: after rosehip-product -->`: run after that block. */
  after?: string | undefined;
}

function blocksOf(file: string): Block[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !/^\s*```\s*$/.test(lines[j]!); j++) body.push(lines[j]!.slice(indent));
    let k = i - 1;
    while (k >= 0 && lines[k]!.trim() === '') k--;
    const marker = /<!-- example: (after )?([\w-]+) -->/.exec(lines[k] ?? '');
    blocks.push({
      doc: relative(root, file),
      line: i + 1,
      lang: open[2]!,
      text: `${body.join('\n')}\n`,
      name: marker && !marker[1] ? marker[2] : undefined,
      after: marker?.[1] ? marker[2] : undefined,
    });
    i = j;
  }
  return blocks;
}

const blocks = docFiles.flatMap(blocksOf);
const byName = new Map(blocks.filter((b) => b.name).map((b) => [b.name!, b]));

/** The pages file a family's entries go in (as the scaffolder writes them). */
const familyFile: Record<string, string> = {
  pl: 'pages/advertorials.yaml',
  video: 'pages/videos.yaml',
  survey: 'pages/surveys.yaml',
  os: 'pages/order-forms.yaml',
  bundle: 'pages/bundles.yaml',
};

/** The file of `campaigns/` an example entry belongs in. */
function fileOf(entry: Record<string, unknown>): string {
  if (typeof entry.family === 'string' && familyFile[entry.family]) return familyFile[entry.family]!;
  if ('bundles' in entry) return 'products.yaml';
  if ('uniqueIdentifier' in entry) return 'funnels.yaml';
  if ('genericUrl' in entry) return 'destinations.yaml';
  if ('from' in entry && 'to' in entry) return 'redirects.yaml';
  throw new Error(`no file for ${JSON.stringify(entry)}`);
}

/** A copy of public/ with the pictures the docs ask a marketer to add. */
function publicCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'public-'));
  cpSync(join(root, 'public'), dir, { recursive: true });
  copyFileSync(
    join(dir, 'images', 'products', 'ageless-beauty-balm.svg'),
    join(dir, 'images', 'products', 'rosehip-night-oil.svg'),
  );
  return dir;
}

/** Runs `npm run campaign:new -- <args>` (or another campaign script) on the copy as the npm script does. */
function campaignNew(dir: string, pub: string, args: string[], script = 'campaign-new') {
  const { PORT: _port, ...inherited } = process.env;
  return spawnSync(join(root, 'node_modules', '.bin', 'node'), [`scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...inherited, CAMPAIGNS_DIR: dir, PUBLIC_DIR: pub },
    input: '',
    encoding: 'utf8',
  });
}

/** The words of a shell command line (no quoting in these examples beyond plain words). */
const words = (line: string) =>
  line
    .replace(/\s+#.*$/, '')
    .trim()
    .split(/\s+/);

/** The `campaign:new` and `campaign:retire` commands of a sh block, in order: the script and its arguments. */
const scaffolderRuns = (text: string) =>
  text
    .split('\n')
    .flatMap((l) => l.split('&&'))
    .map((l) => l.trim())
    .flatMap((l) => {
      const m = /^npm run campaign:(new|retire) --/.exec(l);
      return m ? [{ script: `campaign-${m[1]!}`, args: words(l).slice(4) }] : [];
    });

/** Applies a block to the copy: a YAML block's entries to their files, a sh block's scaffolder runs. */
function apply(block: Block, dir: string, pub: string): void {
  if (block.after) apply(byName.get(block.after)!, dir, pub);
  if (block.lang === 'yaml') {
    const data: unknown = parse(block.text);
    if (!Array.isArray(data)) {
      // A survey's `recommendations` (the rules shown for the quizzes): given to the first quiz.
      const surveys = parse(readFileSync(join(dir, 'pages', 'surveys.yaml'), 'utf8')) as Record<string, unknown>[];
      surveys[0]!.recommendations = (data as { recommendations: unknown }).recommendations;
      writeFileSync(join(dir, 'pages', 'surveys.yaml'), stringify(surveys));
      return;
    }
    if (data.every((e) => typeof (e as { step?: unknown }).step === 'number')) {
      // Funnel steps (the split-test example): they replace the steps of that number in the first funnel.
      const funnels = parse(readFileSync(join(dir, 'funnels.yaml'), 'utf8')) as {
        defaultFunnels: { step: number }[];
      }[];
      for (const step of data as { step: number }[])
        funnels[0]!.defaultFunnels = funnels[0]!.defaultFunnels.map((s) => (s.step === step.step ? step : s));
      writeFileSync(join(dir, 'funnels.yaml'), stringify(funnels));
      return;
    }
    for (const entry of data as Record<string, unknown>[]) appendFileSync(join(dir, fileOf(entry)), stringify([entry]));
    return;
  }
  for (const { script, args } of scaffolderRuns(block.text)) {
    const run = campaignNew(dir, pub, args, script);
    expect(run.status, `${block.doc}:${block.line} ${script} -- ${args.join(' ')}\n${run.stderr}`).toBe(0);
  }
}

const runnable = blocks.filter((b) => b.lang === 'yaml' || (b.lang === 'sh' && scaffolderRuns(b.text).length > 0));

describe('the examples of README.md and docs/*.md run as written', () => {
  test('there are examples to run', () => {
    expect(runnable.length).toBeGreaterThan(6);
  });

  test.each(runnable.map((b) => [`${b.doc}:${b.line} (${b.lang})`, b] as const))(
    '%s passes the build checks on a copy of campaigns/',
    async (_, block) => {
      const dir = campaignsCopy();
      const pub = publicCopy();
      apply(block, dir, pub);
      process.env.PUBLIC_DIR = pub;
      try {
        expect(await problemsOf(dir)).toEqual([]);
      } finally {
        delete process.env.PUBLIC_DIR;
      }
    },
    60_000,
  );

  const inline = docFiles.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/`(npm run campaign:new -- [^`]*)`/g)].map(
      (m) => [`${relative(root, file)}: ${m[1]}`, m[1]!] as const,
    ),
  );
  test.each(inline)('%s runs on a copy of campaigns/', (_, command) => {
    const run = campaignNew(campaignsCopy(), publicCopy(), words(command).slice(4));
    expect(run.status, run.stderr).toBe(0);
  });

  const refused = blocks.filter((b) => b.lang === 'text' && b.text.startsWith('$ npm run campaign:new --'));
  test.each(refused.map((b) => [`${b.doc}:${b.line}`, b] as const))(
    '%s is refused with the problem shown',
    (_, block) => {
      const [command, ...shown] = block.text.trim().split('\n');
      const run = campaignNew(campaignsCopy(), publicCopy(), words(command!.slice(2)).slice(4));
      expect(run.status).not.toBe(0);
      // From `field '` on (the entry's number depends on the copy), or the whole line without one.
      for (const line of shown.filter((l) => l.startsWith('  - '))) {
        const field = line.indexOf("field '");
        expect(`${run.stdout}${run.stderr}`).toContain(field < 0 ? line : line.slice(field));
      }
    },
  );

  test('every npm command named in the docs is a script of package.json', () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    const named = docFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/npm (?:run ([\w:-]+)|(start|test)\b)/g)].map((m) => m[1] ?? m[2]!),
    );
    expect(named.length).toBeGreaterThan(10);
    expect([...new Set(named)].filter((s) => !(s in scripts))).toEqual([]);
  });
});
