/**
 * Reads and validates every file of the manifest under `campaigns/` (R-GEN-2). Each file is
 * parsed once and each entry checked against its schema; every problem is collected, then
 * `check.ts` checks the references between files. Used by the build, the sandbox and tests.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { ManifestError, type ManifestProblem } from './errors.ts';
import {
  bumpOfferSchema,
  destinationSchema,
  mainFunnelSchema,
  offerSchema,
  pageSchema,
  productSchema,
  routesSchema,
  siteSchema,
  type BumpOffer,
  type Offer,
  type PageEntry,
  type Product,
  type Routes,
  type Site,
} from './schemas.ts';
import type { Destination, MainFunnel } from '../domain/funnel/types.ts';
import { checkManifest, type ResolvedPage } from './check.ts';
import { markdownLinks, type ContentLink } from './content-links.ts';

export interface RawManifest {
  root: string;
  site: Site;
  products: Product[];
  offers: Offer[];
  bumpOffers: BumpOffer[];
  funnels: MainFunnel[];
  destinations: Destination[];
  routes: Routes;
  /** Page entries with the file each came from. */
  pages: { file: string; index: number; entry: PageEntry }[];
  /** Ids of the Markdown files under campaigns/content (e.g. legal/terms). */
  contentIds: string[];
  /** The links written in those Markdown files, checked by content-links.ts. */
  contentLinks: ContentLink[];
  /** Files under ./public, relative to it (e.g. images/logo.svg): what a content link may name. */
  publicFiles: string[];
}

export interface Manifest extends Omit<RawManifest, 'pages'> {
  pages: ResolvedPage[];
  /** Problems that do not stop the build (R-RT-8 reports). */
  warnings: string[];
}

/** Where the manifest lives: `CAMPAIGNS_DIR` (used by tests and benchmarks) or ./campaigns. */
export function campaignsDir(): string {
  return process.env.CAMPAIGNS_DIR ?? join(process.cwd(), 'campaigns');
}

function fieldPath(path: PropertyKey[]): string {
  return path.length === 0 ? '(entry)' : path.map(String).join('.');
}

function entryLabel(value: unknown, index: number | null, key: string): string {
  if (index === null) return '(file)';
  const v = value as Record<string, unknown> | null;
  const name = v && typeof v === 'object' ? (v[key] ?? v.path ?? v.sfid ?? v.id) : undefined;
  return typeof name === 'string' || typeof name === 'number' ? `#${index + 1} '${name}'` : `#${index + 1}`;
}

/** Marks a file that could not be parsed, already reported. */
const unreadable = Symbol('unreadable');

async function readYaml(file: string, rel: string, problems: ManifestProblem[]): Promise<unknown> {
  try {
    return parse(await readFile(file, 'utf8'));
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? 'unreadable';
    problems.push({ file: rel, entry: '(file)', field: '(file)', message: `not valid YAML: ${message}` });
    return unreadable;
  }
}

function validateList<S extends z.ZodType>(
  schema: S,
  data: unknown,
  rel: string,
  key: string,
  problems: ManifestProblem[],
): { index: number; value: z.infer<S> }[] {
  if (data === unreadable) return [];
  if (!Array.isArray(data)) {
    problems.push({ file: rel, entry: '(file)', field: '(file)', message: 'expected a list of entries' });
    return [];
  }
  const out: { index: number; value: z.infer<S> }[] = [];
  data.forEach((raw, index) => {
    const result = schema.safeParse(raw);
    if (result.success) out.push({ index, value: result.data });
    else
      for (const issue of result.error.issues)
        problems.push({
          file: rel,
          entry: entryLabel(raw, index, key),
          field: fieldPath(issue.path),
          message: issue.message,
        });
  });
  return out;
}

function validateOne<S extends z.ZodType>(
  schema: S,
  data: unknown,
  rel: string,
  problems: ManifestProblem[],
): z.infer<S> | undefined {
  if (data === unreadable) return undefined;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues)
    problems.push({ file: rel, entry: '(file)', field: fieldPath(issue.path), message: issue.message });
  return undefined;
}

async function listFiles(dir: string, ext: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** The ids of the Markdown files under `dir` and the links written in them. */
async function readContent(
  dir: string,
  rel: (f: string) => string,
): Promise<Pick<RawManifest, 'contentIds' | 'contentLinks'>> {
  const files = await listFiles(dir, /\.md$/);
  const contentLinks: ContentLink[] = [];
  for (const file of files)
    for (const link of markdownLinks(await readFile(file, 'utf8'))) contentLinks.push({ file: rel(file), ...link });
  return { contentIds: files.map((f) => relative(dir, f).replace(/\.md$/, '')), contentLinks };
}

/** Reads every manifest file; throws ManifestError naming file, entry and field for each problem. */
export async function readManifest(root = campaignsDir()): Promise<RawManifest> {
  const problems: ManifestProblem[] = [];
  const rel = (f: string) => relative(process.cwd(), f) || f;
  const load = async <S extends z.ZodType>(name: string, schema: S, key: string) => {
    const file = join(root, name);
    return validateList(schema, await readYaml(file, rel(file), problems), rel(file), key, problems).map(
      (v) => v.value,
    );
  };

  const siteFile = join(root, 'site.yaml');
  const site = validateOne(siteSchema, await readYaml(siteFile, rel(siteFile), problems), rel(siteFile), problems);
  const routesFile = join(root, 'routes.yaml');
  const routes = validateOne(
    routesSchema,
    await readYaml(routesFile, rel(routesFile), problems),
    rel(routesFile),
    problems,
  );
  const products = await load('products.yaml', productSchema, 'id');
  const offers = await load('offers.yaml', offerSchema, 'sfid');
  const bumpOffers = await load('bump-offers.yaml', bumpOfferSchema, 'sfid');
  const funnels = (await load('funnels.yaml', mainFunnelSchema, 'uniqueIdentifier')) as MainFunnel[];
  const destinations = (await load('destinations.yaml', destinationSchema, 'genericUrl')) as Destination[];

  const pages: RawManifest['pages'] = [];
  for (const file of await listFiles(join(root, 'pages'), /\.ya?ml$/)) {
    for (const { index, value } of validateList(
      pageSchema,
      await readYaml(file, rel(file), problems),
      rel(file),
      'path',
      problems,
    ))
      pages.push({ file: rel(file), index, entry: value });
  }
  const content = await readContent(join(root, 'content'), rel);
  const publicDir = join(process.cwd(), 'public');
  const publicFiles = (await listFiles(publicDir, /./)).map((f) => relative(publicDir, f));

  if (problems.length > 0 || !site || !routes) throw new ManifestError(problems);
  return { root, site, routes, products, offers, bumpOffers, funnels, destinations, pages, ...content, publicFiles };
}

let cached: Promise<Manifest> | undefined;

/** The validated, cross-checked manifest; read once per process. */
export function loadManifest(root = campaignsDir()): Promise<Manifest> {
  cached ??= readManifest(root).then(checkManifest);
  return cached;
}

/** Forget the cached manifest (tests, and the dev server after an edit). */
export function resetManifestCache(): void {
  cached = undefined;
}
