/**
 * The page entries of `campaigns/pages/*.yaml` resolved and checked (R-GEN-2, R-RT-3, R-RT-4):
 * each gets its path (from the entry or its family) and template, and every product, offer,
 * content, funnel and file it names must exist. A path is one page: used twice, or twice but for
 * the capitals (one file overwrites the other on a case-insensitive disk), the later entry is
 * blamed, naming the first.
 */
import { didYouMean } from './closest.ts';
import type { ManifestProblem } from './errors.ts';
import { bundleRegions, resolveFamily } from './families.ts';
import type { Product, TemplateName } from './schemas.ts';
import type { RawManifest, ResolvedPage } from './types.ts';

/** Paths the site's own routes take; a manifest page may not use them. */
export const reservedPaths = [
  'index',
  '404',
  'cms',
  'gu',
  'amazon-return',
  'proxy',
  'alternproxy',
  '__sandbox',
  '_astro',
];

const needsProduct: TemplateName[] = ['offer-selector', 'order-form', 'secure-cart'];
const needsOffer: TemplateName[] = ['upsell', 'downsell'];
const needsContent: TemplateName[] = ['legal', 'content', 'advertorial'];

/** The resolved pages, each page's entry label ("#3 'vsl'"), and the problems found. */
export interface CheckedPages {
  pages: ResolvedPage[];
  entries: Map<string, string>;
  problems: ManifestProblem[];
}

/** What a bundle page of `units` should say when its product is not sold in that quantity. */
function unitsProblem(entry: RawManifest['pages'][number]['entry'], product: Product): string {
  const sold = product.bundles.map((b) => b.units);
  const region = entry.region ? bundleRegions[entry.region] : [];
  const fits = region.filter((u) => sold.includes(u));
  const use = fits.length > 0 ? `use units: ${fits.join(' or ')}, or ` : '';
  return (
    `${product.id} is not sold in ${entry.units} units: its bundles in campaigns/products.yaml are ${sold.join(', ')} ` +
    `unit${sold.length === 1 && sold[0] === 1 ? '' : 's'}; ${use}add a ${entry.units}-unit bundle (price, shippingCost, label) to ${product.id}`
  );
}

/** Resolves and checks every page entry of the raw manifest. */
export function checkPages(raw: RawManifest): CheckedPages {
  const problems: ManifestProblem[] = [];
  const leftOut = new Set(raw.leftOut);
  const productsById = new Map(raw.products.map((p) => [p.id, p]));
  const offerIds = new Set(raw.offers.map((o) => o.sfid));
  const contentIds = new Set(raw.contentIds);
  const funnelIds = new Set(raw.funnels.map((f) => f.uniqueIdentifier));
  const publicFiles = new Set(raw.publicFiles);
  const pages: ResolvedPage[] = [];
  const entries = new Map<string, string>(); // path → entry label
  const seen = new Map<string, { path: string; where: string }>(); // lower-case path → first entry
  for (const { file, index, entry } of raw.pages) {
    const fam = resolveFamily(entry);
    const known = entry.path ?? (fam && 'path' in fam ? fam.path : `${entry.family ?? ''} ${entry.date ?? ''}`.trim());
    const label = `#${index + 1} '${known}'`;
    const add = (field: string, message: string) => problems.push({ file, entry: label, field, message });
    if (fam && 'field' in fam) {
      add(fam.field, fam.message);
      continue;
    }
    const path = entry.path ?? fam?.path;
    const template = fam?.template ?? entry.template;
    if (!path) {
      add('path', 'a page needs a path, or a family with date and variant');
      continue;
    }
    if (!template) {
      add('template', 'a page needs a template');
      continue;
    }
    if (fam && entry.path && entry.path !== fam.path)
      add('path', `the family implies '${fam.path}', not '${entry.path}': remove \`path\` or correct it`);
    if (reservedPaths.includes(path.toLowerCase()))
      add('path', `'${path}' is reserved for the site's own routes; choose another path`);
    const first = seen.get(path.toLowerCase());
    if (first?.path === path)
      add(
        'path',
        `duplicate path '${path}', already used by ${first.where}: each page needs its own path; change this entry (its date, variant or units) or remove it if it is a copy`,
      );
    else if (first)
      add(
        'path',
        `'${path}' differs from '${first.path}' of ${first.where} only in capitals: on a case-insensitive disk or CDN one page overwrites the other; choose another path`,
      );
    else seen.set(path.toLowerCase(), { path, where: `${file} entry ${label}` });
    const product = productsById.get(entry.product ?? '');
    if (entry.product && !product && !leftOut.has(entry.product))
      add('product', `unknown product '${entry.product}'${didYouMean(entry.product, productsById.keys())}`);
    if (entry.units !== undefined && product && !product.bundles.some((b) => b.units === entry.units))
      add('units', unitsProblem(entry, product));
    if (!entry.product && needsProduct.includes(template))
      add('product', `the ${template} template needs a product: add \`product: <id from campaigns/products.yaml>\``);
    if (entry.offer && !offerIds.has(entry.offer) && !leftOut.has(entry.offer))
      add('offer', `unknown offer '${entry.offer}'${didYouMean(entry.offer, offerIds)}`);
    if (!entry.offer && needsOffer.includes(template))
      add('offer', `the ${template} template needs an offer: add \`offer: <sfid from campaigns/offers.yaml>\``);
    if (entry.content && !contentIds.has(entry.content))
      add('content', `no Markdown file campaigns/content/${entry.content}.md${didYouMean(entry.content, contentIds)}`);
    if (!entry.content && needsContent.includes(template))
      add(
        'content',
        `the ${template} template needs content: add \`content: <file under campaigns/content, without .md>\``,
      );
    if (entry.funnel && !funnelIds.has(entry.funnel) && !leftOut.has(entry.funnel))
      add('funnel', `unknown main funnel '${entry.funnel}'${didYouMean(entry.funnel, funnelIds)}`);
    if (template === 'survey' && !entry.questions?.length) add('questions', 'a survey page needs questions');
    if (template === 'video' && !entry.video) add('video', 'a video page needs a video (src and poster)');
    for (const key of ['src', 'poster', 'captions'] as const) {
      const f = entry.video?.[key]?.replace(/^\//, '');
      if (f !== undefined && !publicFiles.has(f))
        add(`video.${key}`, `no file public/${f}; put the file there or correct the path`);
    }
    pages.push({ ...entry, path, template, file, pageName: entry.name ?? (fam ? path : undefined) });
    entries.set(path, label);
  }
  return { pages, entries, problems };
}
