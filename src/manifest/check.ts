/**
 * Cross-file checks of the manifest (R-GEN-2, R-CFG-6, R-RT-8): every reference between
 * pages, products, offers, funnels, destinations, content and page names must resolve, and
 * split-test percentages must round to 100. Once they do, the funnel graph is checked
 * (graph.ts), and always the links in the Markdown content (content-links.ts). Problems name
 * file, entry and field.
 */
import { checkFunnelSetup, FUNNEL_NOT_SETUP } from '../domain/funnel/setup-check.ts';
import { checkContentLinks } from './content-links.ts';
import { checkProducts } from './check-products.ts';
import { ManifestError, type ManifestProblem } from './errors.ts';
import { resolveFamily } from './families.ts';
import { checkFunnelGraph } from './graph.ts';
import { offerCatalogue } from './offer-catalogue.ts';
import { checkRecommendations } from './recommendations.ts';
import type { TemplateName } from './schemas.ts';
import type { Manifest, RawManifest, ResolvedPage } from './types.ts';

export type { ResolvedPage } from './types.ts';

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

export function checkManifest(raw: RawManifest): Manifest {
  const problems: ManifestProblem[] = [];
  const warnings: string[] = [];
  const productIds = new Set(raw.products.map((p) => p.id));
  const productsById = new Map(raw.products.map((p) => [p.id, p]));
  const offerIds = new Set(raw.offers.map((o) => o.sfid));
  const bumpIds = new Set(raw.bumpOffers.map((b) => b.sfid));
  const contentIds = new Set(raw.contentIds);
  const funnelIds = new Set(raw.funnels.map((f) => f.uniqueIdentifier));
  problems.push(...checkProducts(raw.products, raw.publicFiles));

  // Pages: derive family paths, then check each reference.
  const pages: ResolvedPage[] = [];
  const entries = new Map<string, string>(); // path → entry label
  const seen = new Map<string, string>();
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
    const where = `${file} entry #${index + 1}`;
    if (fam && entry.path && entry.path !== fam.path)
      add('path', `the family implies '${fam.path}', not '${entry.path}'`);
    if (reservedPaths.includes(path)) add('path', `'${path}' is reserved for the site's own routes`);
    const other = seen.get(path);
    if (other) add('path', `duplicate path '${path}', already used by ${other}`);
    seen.set(path, where);
    if (entry.product && !productIds.has(entry.product)) add('product', `unknown product '${entry.product}'`);
    const sold = productsById.get(entry.product ?? '')?.bundles.map((b) => b.units);
    if (entry.units !== undefined && sold && !sold.includes(entry.units))
      add(
        'units',
        `${entry.product} has no ${entry.units}-unit bundle in campaigns/products.yaml (it has ${sold.join(', ')})`,
      );
    if (!entry.product && needsProduct.includes(template)) add('product', `the ${template} template needs a product`);
    if (entry.offer && !offerIds.has(entry.offer)) add('offer', `unknown offer '${entry.offer}'`);
    if (!entry.offer && needsOffer.includes(template)) add('offer', `the ${template} template needs an offer`);
    if (entry.content && !contentIds.has(entry.content))
      add('content', `no Markdown file campaigns/content/${entry.content}.md`);
    if (!entry.content && needsContent.includes(template)) add('content', `the ${template} template needs content`);
    if (entry.funnel && !funnelIds.has(entry.funnel)) add('funnel', `unknown main funnel '${entry.funnel}'`);
    if (template === 'survey' && !entry.questions?.length) add('questions', 'a survey page needs questions');
    if (template === 'video' && !entry.video) add('video', 'a video page needs a video (src and poster)');
    pages.push({ ...entry, path, template, file, pageName: entry.name ?? (fam ? path : undefined) });
    entries.set(path, label);
  }
  const pagePaths = new Set(pages.map((p) => p.path));
  for (const page of pages)
    problems.push(
      ...checkRecommendations({ pages, products: raw.products }, page, entries.get(page.path) ?? page.path),
    );

  // Main funnels (R-CFG-2, R-CFG-3, R-CFG-4).
  raw.funnels.forEach((f, i) => {
    const file = 'campaigns/funnels.yaml';
    const entry = `#${i + 1} '${f.uniqueIdentifier}'`;
    const add = (field: string, message: string) => problems.push({ file, entry, field, message });
    if (!pagePaths.has(f.orderForm)) add('orderForm', `no page '${f.orderForm}'`);
    f.bumpOffers.forEach((b, j) => bumpIds.has(b) || add(`bumpOffers.${j}`, `unknown bump offer '${b}'`));
    const steps = new Set<number>();
    f.defaultFunnels.forEach((s, j) => {
      if (steps.has(s.step)) add(`defaultFunnels.${j}.step`, `step ${s.step} appears twice`);
      steps.add(s.step);
    });
    f.defaultFunnels.forEach((s, j) => {
      const at = `defaultFunnels.${j}`;
      s.variants.forEach((v, k) => {
        if (!pagePaths.has(v.url)) add(`${at}.variants.${k}.url`, `no page '${v.url}'`);
      });
      for (const key of ['upsell', 'downsell', 'overrideYes', 'overrideNo', 'nextPageFail'] as const) {
        const target = s[key];
        if (target !== undefined && !steps.has(target)) add(`${at}.${key}`, `no step ${target} in this funnel`);
      }
      if (s.splitTestEnabled) {
        const sum = s.variants.reduce((t, v) => t + Math.round(v.percentage), 0);
        if (sum !== 100) add(`${at}.variants`, `split-test percentages round to ${sum}, not 100`);
      } else if (s.variants.length > 1 && s.variants.filter((v) => v.default).length !== 1) {
        add(`${at}.variants`, 'without a split test exactly one variant must be the default');
      }
    });
  });

  // Destinations (R-CFG-5, R-DST) and the setup check (R-CFG-6).
  raw.destinations.forEach((d, i) => {
    const file = 'campaigns/destinations.yaml';
    const add = (field: string, message: string) =>
      problems.push({ file, entry: `#${i + 1} '${d.genericUrl}'`, field, message });
    if (!funnelIds.has(d.defaultFunnel))
      add('defaultFunnel', `${FUNNEL_NOT_SETUP}: no main funnel '${d.defaultFunnel}'`);
    d.splitTesting.forEach(
      (t, j) => funnelIds.has(t.funnel) || add(`splitTesting.${j}.funnel`, `no main funnel '${t.funnel}'`),
    );
    if (d.splitTestEnabled && Math.round(d.percentage) < 100) {
      const sum = Math.round(d.percentage) + d.splitTesting.reduce((t, s) => t + Math.round(s.percentage), 0);
      if (sum !== 100) add('splitTesting', `split-test percentages round to ${sum}, not 100`);
    }
  });
  for (const g of checkFunnelSetup(raw.site.genericUrls, raw.destinations, raw.funnels))
    problems.push({
      file: 'campaigns/site.yaml',
      entry: '(file)',
      field: 'genericUrls',
      message: `${FUNNEL_NOT_SETUP}: generic URL '${g}' has no main funnel`,
    });

  // The funnel graph needs resolved references; content links need only the page paths.
  if (problems.length === 0)
    problems.push(
      ...checkFunnelGraph({
        site: raw.site,
        funnels: raw.funnels,
        pages,
        entries,
        offers: offerCatalogue({ pages, offers: raw.offers, products: raw.products }),
      }),
    );
  const linkTargets = {
    pagePaths,
    contentIds: raw.contentIds,
    genericUrls: raw.destinations.map((d) => d.genericUrl),
    publicFiles: raw.publicFiles,
  };
  problems.push(...checkContentLinks(raw.contentLinks, linkTargets));

  // Page names (R-RT-8).
  const named = new Map<string, string>(); // path → name
  for (const [name, path] of Object.entries(raw.routes.names)) {
    if (!pagePaths.has(path)) warnings.push(`campaigns/routes.yaml: name without a route: '${name}' → '${path}'`);
    else named.set(path, name);
  }
  for (const p of pages) {
    p.pageName ??= named.get(p.path);
    if (p.pageName === undefined) warnings.push(`${p.file}: route without a name: '${p.path}'`);
  }
  for (const [shortcut, name] of Object.entries(raw.routes.shortcuts)) {
    const path = raw.routes.names[name];
    if (!path || !pagePaths.has(path))
      problems.push({
        file: 'campaigns/routes.yaml',
        entry: 'shortcuts',
        field: shortcut,
        message: `shortcut to missing page '${name}'`,
      });
  }

  if (problems.length > 0) throw new ManifestError(problems);
  return { ...raw, pages, warnings };
}
