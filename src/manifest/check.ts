/**
 * Cross-file checks of the manifest (R-GEN-2, R-CFG-6, R-RT-8): every reference between
 * pages, products, offers, funnels, destinations, content and page names must resolve, names
 * that must be unique are (check-unique.ts), and split tests add up (check-funnels.ts). The
 * funnel graph (graph.ts, and fail-pages.ts: where refused payments go, a warning) and the links
 * in the Markdown content (content-links.ts) are checked in the same pass, so a marketer reads every problem at once; a graph problem that only follows
 * from another one already reported is left out. Problems name file, entry and field.
 */
import { checkFunnelSetup, FUNNEL_NOT_SETUP } from '../domain/funnel/setup-check.ts';
import { checkDestinations, checkFunnels } from './check-funnels.ts';
import { checkPages } from './check-pages.ts';
import { checkProducts } from './check-products.ts';
import { aliasProblems, copyPriceProblems } from './check-campaigns.ts';
import { checkUnique } from './check-unique.ts';
import { checkContentLinks } from './content-links.ts';
import { copyLinkWarnings } from './copy-links.ts';
import { ManifestError, type ManifestProblem } from './errors.ts';
import { failPageWarnings } from './fail-pages.ts';
import { checkFunnelGraph, type GraphInput } from './graph.ts';
import { offerCatalogue } from './offer-catalogue.ts';
import { pageFunnel } from './page-funnel.ts';
import { checkRecommendations } from './recommendations.ts';
import { redirectProblems } from './redirects.ts';
import { windowProblems } from './window-problems.ts';
import type { Manifest, RawManifest } from './types.ts';
import { listedAs } from './yaml-files.ts';

export type { ResolvedPage } from './types.ts';
export { reservedPaths } from './check-pages.ts';

/** The checked manifest and every problem found; `checkManifest` throws when there are any. */
export interface Examined {
  manifest: Manifest;
  problems: ManifestProblem[];
  /** Page path → its entry label as problems name it, e.g. "#3 'vsl'". */
  entries: ReadonlyMap<string, string>;
}

const key = (p: Pick<ManifestProblem, 'file' | 'entry'>) => `${p.file}\n${p.entry}`;

/**
 * The funnel graph's problems that are not an echo of one already reported: a funnel or page
 * entry with a problem of its own, or a page running in such a funnel, is left to that problem.
 */
function graphProblems(input: GraphInput, reported: readonly ManifestProblem[]): ManifestProblem[] {
  const broken = new Set(reported.map(key));
  const brokenFunnels = new Set([
    ...input.funnels
      .filter((f, i) => broken.has(key({ file: 'campaigns/funnels.yaml', entry: listedAs(f, i, f.uniqueIdentifier) })))
      .map((f) => f.uniqueIdentifier),
    ...(input.leftOut ?? []),
  ]);
  if (reported.some((p) => p.file === 'campaigns/site.yaml')) return [];
  const pageOf = new Map(input.pages.map((p) => [`${p.file}\n${input.entries.get(p.path) ?? p.path}`, p]));
  const brokenPages = [...pageOf].filter(([k]) => broken.has(k)).map(([, p]) => `'${p.path}'`);
  return checkFunnelGraph(input).filter((p) => {
    if (broken.has(key(p)) || brokenPages.some((path) => p.message.includes(path))) return false;
    if (p.file === 'campaigns/funnels.yaml') return true;
    const page = pageOf.get(key(p));
    const funnel = page && pageFunnel(input, page);
    return funnel === undefined || !brokenFunnels.has(funnel);
  });
}

/** Runs every check on a raw manifest; nothing throws. */
export function examineManifest(raw: RawManifest): Examined {
  const problems: ManifestProblem[] = [...raw.problems];
  const warnings: string[] = [];
  const leftOut = new Set(raw.leftOut);
  problems.push(...checkProducts(raw.products, raw.publicFiles), ...checkUnique(raw));
  const { pages, entries, problems: pageProblems } = checkPages(raw);
  problems.push(...pageProblems);
  const pagePaths = new Set(pages.map((p) => p.path));
  for (const page of pages)
    problems.push(
      ...checkRecommendations({ pages, products: raw.products }, page, entries.get(page.path) ?? page.path),
    );

  // Main funnels and destinations (R-CFG-2 … R-CFG-5, R-DST), then the setup check (R-CFG-6).
  const refs = {
    pagePaths,
    bumpIds: new Set(raw.bumpOffers.map((b) => b.sfid)),
    funnelIds: new Set(raw.funnels.map((f) => f.uniqueIdentifier)),
    leftOut,
  };
  problems.push(...checkFunnels(raw.funnels, refs), ...checkDestinations(raw.destinations, refs));
  const leftOutFunnel = (url: string) =>
    leftOut.has(raw.destinations.find((d) => d.genericUrl === url)?.defaultFunnel ?? '');
  for (const g of checkFunnelSetup(raw.site.genericUrls, raw.destinations, raw.funnels).filter(
    (g) => !leftOutFunnel(g),
  ))
    problems.push({
      file: 'campaigns/site.yaml',
      entry: '(file)',
      field: 'genericUrls',
      message: `${FUNNEL_NOT_SETUP}: generic URL '${g}' has no main funnel; add a destination for it to campaigns/destinations.yaml, or remove it`,
    });

  const offers = offerCatalogue({ pages, offers: raw.offers, products: raw.products });
  problems.push(...graphProblems({ site: raw.site, funnels: raw.funnels, pages, entries, offers, leftOut }, problems));
  // R-FLOW-4: a funnel without nextPageFail works, but may leave a refused shopper on an empty receipt.
  warnings.push(...failPageWarnings(raw.funnels, pages));
  const linkTargets = {
    pagePaths,
    contentIds: raw.contentIds,
    genericUrls: raw.destinations.map((d) => d.genericUrl),
    publicFiles: raw.publicFiles,
  };
  problems.push(...checkContentLinks(raw.contentLinks, linkTargets));
  warnings.push(...copyLinkWarnings({ ...raw, pages }, raw.contentLinks));

  // A campaign's life: its windows and successors, retired addresses, former funnel ids, prices in copy.
  const campaign = { ...raw, pages };
  problems.push(
    ...windowProblems(campaign, entries),
    ...redirectProblems(raw.redirects, { ...linkTargets }),
    ...aliasProblems(raw.funnels),
    ...copyPriceProblems(raw.bumpOffers, raw.offers),
  );

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
        message: `shortcut to missing page '${name}'; name a page of routes.yaml's names`,
      });
  }
  const { problems: _read, leftOut: _left, ...rest } = raw;
  return { manifest: { ...rest, pages, warnings }, problems, entries };
}

/** The checked manifest; throws ManifestError with every problem when there are any. */
export function checkManifest(raw: RawManifest): Manifest {
  const { manifest, problems } = examineManifest(raw);
  if (problems.length > 0) throw new ManifestError(problems);
  return manifest;
}
