/**
 * The one reader of the manifest under `campaigns/` (R-GEN-2), used by the build, the routes,
 * the templates, the sandbox and the tests. Each file is parsed once and each entry checked
 * against its schema; every problem is collected, then `check.ts` checks the references
 * between files.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Destination, MainFunnel } from '../domain/funnel/types.ts';
import { checkManifest } from './check.ts';
import { markdownLinks, type ContentLink } from './content-links.ts';
import { ManifestError } from './errors.ts';
import { manifestFiles as files, type ListFile } from './files.ts';
import type { ManifestCatalogue, Manifest, RawManifest } from './types.ts';
import { listFiles, namesOf, YamlFiles } from './yaml-files.ts';
import type { z } from 'zod';

export type { ManifestCatalogue, Manifest, RawManifest } from './types.ts';

/** Where the manifest lives: `CAMPAIGNS_DIR` (used by tests and benchmarks) or ./campaigns. */
export function campaignsDir(): string {
  return process.env.CAMPAIGNS_DIR ?? join(process.cwd(), 'campaigns');
}

/** The site's static files: `PUBLIC_DIR` (tests build with a copy, as astro.config.ts does) or ./public. */
export function publicDir(): string {
  return process.env.PUBLIC_DIR ?? join(process.cwd(), 'public');
}

/** Reads the files at the root of `root`; problems go to `yaml.problems`. */
function readRootFiles(root: string, yaml: YamlFiles) {
  const entries = <S extends z.ZodType>(f: ListFile<S>) =>
    yaml.list(join(root, f.file), f.schema, f.key, f.rawCheck).map((e) => e.value);
  return {
    site: yaml.one(join(root, files.site.file), files.site.schema),
    routes: yaml.one(join(root, files.routes.file), files.routes.schema),
    products: entries(files.products),
    offers: entries(files.offers),
    bumpOffers: entries(files.bumpOffers),
    funnels: entries(files.funnels) as MainFunnel[],
    destinations: entries(files.destinations) as Destination[],
    redirects: existsSync(join(root, files.redirects.file)) ? entries(files.redirects) : [],
  };
}

/** The process-wide slot of the manifests read (see `loaded`). */
const manifestsKey = Symbol.for('funnel-storefront.manifests');

const relToCwd = (f: string) => relative(process.cwd(), f) || f;

/**
 * How problems name a manifest file. A file at the root is `campaigns/<file>`, as the cross-file
 * checks name it, also when the build reads a copy (CAMPAIGNS_DIR); pages and content keep their
 * path from the working directory, which the scaffolder writes to.
 */
const shownAs = (root: string) => (f: string) =>
  resolve(dirname(f)) === resolve(root) ? join('campaigns', basename(f)) : relToCwd(f);

/** The catalogue alone (site, products, offers, bump offers), read synchronously for the sandbox. */
export function readCatalogue(root = campaignsDir()): ManifestCatalogue {
  const yaml = new YamlFiles(shownAs(root));
  const { site, products, offers, bumpOffers } = readRootFiles(root, yaml);
  if (yaml.problems.length > 0 || !site) throw new ManifestError(yaml.problems);
  return { site, products, offers, bumpOffers };
}

/**
 * The funnels and destinations as they are now, each entry valid on its own (the report and the
 * funnel map read them on every visit); undefined while either file is not YAML.
 */
export function readFunnelConfig(root = campaignsDir()): Pick<RawManifest, 'funnels' | 'destinations'> | undefined {
  const yaml = new YamlFiles(shownAs(root));
  const entries = <S extends z.ZodType>(f: ListFile<S>) =>
    yaml.list(join(root, f.file), f.schema, f.key, f.rawCheck).map((e) => e.value);
  const funnels = entries(files.funnels) as MainFunnel[];
  const destinations = entries(files.destinations) as Destination[];
  return yaml.problems.some((p) => p.field === '(file)') ? undefined : { funnels, destinations };
}

/** The ids of the Markdown files under `dir` and the links written in them. */
async function readContent(root: string): Promise<Pick<RawManifest, 'contentIds' | 'contentLinks'>> {
  const dir = join(root, 'content');
  const mdFiles = await listFiles(dir, /\.md$/);
  const contentLinks: ContentLink[] = [];
  for (const file of mdFiles)
    for (const link of markdownLinks(await readFile(file, 'utf8')))
      contentLinks.push({ file: relToCwd(file), ...link });
  return { contentIds: mdFiles.map((f) => relative(dir, f).replace(/\.md$/, '')), contentLinks };
}

/**
 * Reads every manifest file. An entry that breaks its schema is left out and its problem kept in
 * `problems`, so `checkManifest` reports it with every other problem at once; a file that is no
 * YAML (or a site or routes file that breaks its schema) stops here with ManifestError.
 */
export async function readManifest(root = campaignsDir()): Promise<RawManifest> {
  const yaml = new YamlFiles(shownAs(root));
  const { site, routes, ...lists } = readRootFiles(root, yaml);
  const pages: RawManifest['pages'] = [];
  for (const file of await listFiles(join(root, files.pages.file), /\.ya?ml$/))
    for (const { index, value } of yaml.list(file, files.pages.schema, files.pages.key, files.pages.rawCheck))
      pages.push({ file: relToCwd(file), index, entry: value });
  const content = await readContent(root);
  const pub = publicDir();
  const publicFiles = (await listFiles(pub, /./)).map((f) => relative(pub, f));

  const unreadable = yaml.problems.some((p) => p.field === '(file)');
  if (unreadable || !site || !routes) throw new ManifestError(yaml.problems);
  const leftOut = yaml.leftOut.flatMap(({ raw }) => namesOf(raw));
  return { root, site, routes, ...lists, pages, ...content, publicFiles, problems: yaml.problems, leftOut };
}

/**
 * The manifests read in this process, by root. Kept on globalThis because a build holds two
 * copies of this module (the integration's and the prerendered routes' bundle); each used to
 * read and check the whole manifest again, seconds at 20,000 pages.
 */
const loaded: Map<string, Promise<Manifest>> = ((globalThis as { [manifestsKey]?: Map<string, Promise<Manifest>> })[
  manifestsKey
] ??= new Map());

/** The validated, cross-checked manifest; read once per process. */
export function loadManifest(root = campaignsDir()): Promise<Manifest> {
  let manifest = loaded.get(root);
  if (!manifest) loaded.set(root, (manifest = readManifest(root).then(checkManifest)));
  return manifest;
}

/** Forget the manifests read (the campaign scaffolder loads an edited copy). */
export function resetManifestCache(): void {
  loaded.clear();
}
