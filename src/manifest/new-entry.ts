/**
 * The pure part of `npm run campaign:new` (R-GEN-1): from a marketer's answers and the current
 * manifest, the page entry to add, the file it belongs in, and the one line of YAML that adds it.
 * The line is appended to the file as text, so the file's comments and layout stay as they are.
 */
import { isAlias, isMap, isSeq, parse, parseDocument } from 'yaml';
import type { FamilyName, Product } from './schemas.ts';
import type { ResolvedPage } from './types.ts';

/** What the marketer gave, as flags or prompt answers; every value is still unchecked. */
export interface NewEntryAnswers {
  family: FamilyName;
  date?: string | undefined;
  variant?: string | undefined;
  region?: string | undefined;
  units?: string | undefined;
  product?: string | undefined;
  content?: string | undefined;
  funnel?: string | undefined;
  template?: string | undefined;
  title?: string | undefined;
  /** Advertorials: the ad label and variant short code (R-NAV-7); default: the closest page's. */
  label?: string | undefined;
  shortCode?: string | undefined;
}

/** A field of the new entry: a value, or an alias to an anchor already in the file (`*quiz`). */
export type EntryValue = string | number | { alias: string };
export type NewEntry = [key: string, value: EntryValue][];

/** Where a family's pages live when the manifest has none of them yet. */
export const familyFiles: Record<FamilyName, string> = {
  pl: 'pages/advertorials.yaml',
  video: 'pages/videos.yaml',
  survey: 'pages/surveys.yaml',
  os: 'pages/order-forms.yaml',
  bundle: 'pages/bundles.yaml',
};

/** The file (as the manifest names it) holding most pages of `family`, or undefined when none does. */
export function familyFile(family: FamilyName, pages: Pick<ResolvedPage, 'family' | 'file'>[]): string | undefined {
  const counts = new Map<string, number>();
  for (const p of pages) if (p.family === family) counts.set(p.file, (counts.get(p.file) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The latest page of the family, preferring one with the same product, then the same variant. */
function closest(answers: NewEntryAnswers, pages: ResolvedPage[]): ResolvedPage | undefined {
  const same = pages.filter((p) => p.family === answers.family);
  const score = (p: ResolvedPage) =>
    (p.product === answers.product ? 2 : 0) + ((p.variant ?? 'a') === (answers.variant ?? 'a') ? 1 : 0);
  return same.reduce<ResolvedPage | undefined>((best, p) => (!best || score(p) >= score(best) ? p : best), undefined);
}

/** The latest advertorial of the answers' product: the model of its copy and headline; another product's never is. */
function ownArticle(answers: NewEntryAnswers, pages: ResolvedPage[]): ResolvedPage | undefined {
  return pages.filter((p) => p.family === 'pl' && p.product === answers.product && p.content).at(-1);
}

/** The title existing entries would give: "Secure order: <name>", "3 × <name>: secure order", else the closest page's. */
export function defaultTitle(answers: NewEntryAnswers, products: Product[], pages: ResolvedPage[]): string | undefined {
  const name = products.find((p) => p.id === answers.product)?.name ?? answers.product;
  if (answers.family === 'os' && name) return `Secure order: ${name}`;
  if (answers.family === 'bundle' && name) return `${answers.units} × ${name}: secure order`;
  if (answers.family === 'pl') return ownArticle(answers, pages)?.title;
  return closest(answers, pages)?.title;
}

/**
 * Why an advertorial cannot be written from the answers: its product has no advertorial of its own
 * to take the copy (and headline) from, and none was given. Another product's article sells that
 * product and links to its offer, so it is never borrowed.
 */
export function missingArticle(
  answers: NewEntryAnswers,
  pages: ResolvedPage[],
  contentIds: string[],
): string | undefined {
  if (answers.family !== 'pl' || (answers.content && answers.title) || ownArticle(answers, pages)) return undefined;
  const need = [answers.content ? '' : '--content', answers.title ? '' : '--title'].filter(Boolean).join(' and ');
  const copies = contentIds.filter((c) => c.startsWith('advertorial/')).join(', ');
  return `${answers.product ?? 'the product'} has no advertorial of its own; give ${need} (copies: ${copies}; or add its own under campaigns/content/advertorial/)`;
}

/** The fields a new entry reuses from its file by anchor: a survey's questions and rules, a video. */
type Reused = 'questions' | 'recommendations' | 'video';

/** Anchors on the reused fields of the family's entries in a file's text, to reuse as `*name`. */
export function anchorsIn(text: string, family: FamilyName): Partial<Record<Reused, string>> {
  const out: Partial<Record<Reused, string>> = {};
  const doc = parseDocument(text);
  if (!isSeq(doc.contents)) return out;
  for (const item of doc.contents.items) {
    if (!isMap(item) || (item.get('family') as unknown) !== family) continue;
    for (const key of ['questions', 'recommendations', 'video'] as const) {
      const node = item.get(key, true);
      const name = isAlias(node) ? node.source : (node as { anchor?: string } | undefined)?.anchor;
      if (name) out[key] ??= name;
    }
  }
  return out;
}

/** The entry to add, its fields in the order the family's files write them. */
export function newEntry(
  answers: NewEntryAnswers,
  products: Product[],
  pages: ResolvedPage[],
  anchors: Partial<Record<Reused, string>>,
): NewEntry {
  const a = { ...answers };
  if (a.family !== 'bundle') a.variant ??= 'a';
  if (a.family === 'pl') {
    a.content ??= ownArticle(a, pages)?.content;
    // The ad label and short code say where the traffic comes from, not what is sold: the latest page's that has them.
    const labelled = pages.filter((p) => p.family === 'pl' && p.label && p.shortCode);
    const model = labelled.filter((p) => p.product === a.product).at(-1) ?? labelled.at(-1);
    a.label ??= model?.label;
    a.shortCode ??= model?.shortCode;
  }
  a.title ??= defaultTitle(a, products, pages);
  const units = a.units !== undefined && /^\d+$/.test(a.units) ? Number(a.units) : a.units;
  const fields: [string, EntryValue | undefined][] =
    a.family === 'bundle'
      ? [
          ['family', a.family],
          ['region', a.region],
          ['units', units],
          ['product', a.product],
          ['title', a.title],
        ]
      : [
          ['family', a.family],
          ['date', a.date],
          ['variant', a.variant],
          ['title', a.title],
          ['content', a.content],
          ['product', a.product],
          ['label', a.label],
          ['shortCode', a.shortCode],
        ];
  fields.push(['funnel', a.funnel], ['template', a.template]);
  if (a.family === 'survey' && anchors.questions) fields.push(['questions', { alias: anchors.questions }]);
  if (a.family === 'survey' && anchors.recommendations)
    fields.push(['recommendations', { alias: anchors.recommendations }]);
  if (a.family === 'video' && anchors.video) fields.push(['video', { alias: anchors.video }]);
  return fields.filter((f): f is [string, EntryValue] => f[1] !== undefined && f[1] !== '');
}

/** A scalar as YAML: plain when it reads back as the same string, else double-quoted; dates always quoted. */
function scalar(key: string, value: string | number): string {
  if (typeof value === 'number') return String(value);
  const plain = key !== 'date' && key !== 'title' && /^[A-Za-z][\w./+-]*$/.test(value);
  return plain && parse(`v: ${value}`)?.v === value ? value : JSON.stringify(value);
}

/** One line in the compact flow style of the page files: `- { family: os, date: "230115", … }`. */
export function flowLine(entry: NewEntry): string {
  const parts = entry.map(([k, v]) => `${k}: ${typeof v === 'object' ? `*${v.alias}` : scalar(k, v)}`);
  return `- { ${parts.join(', ')} }`;
}

/** The file's text with `line` appended as its last line. */
export function appendLine(text: string, line: string): string {
  const sep = text === '' || text.endsWith('\n') ? '' : '\n';
  return `${text}${sep}${line}\n`;
}
