/**
 * The funnel graph, checked at build (R-GEN-2): every order page reaches a receipt on both
 * devices, every call to action and `site.funnels` entry names something that exists, and the
 * pages of a funnel sell the funnel's product. The walk asks the runtime's own navigation
 * (`locate`, `goNext`, `goAnswer`, `goPaymentFailure`), so what passes here is what shoppers get.
 */
import {
  goAnswer,
  goNext,
  goPaymentFailure,
  locate,
  type FunnelContext,
  type NavResult,
} from '../domain/funnel/navigation.ts';
import { heldOffers } from '../domain/funnel/held-offers.ts';
import { pageKey, stepMatchesPath } from '../domain/funnel/paths.ts';
import { emptyUserStats } from '../domain/funnel/stats.ts';
import { takesOrders } from '../domain/funnel/page-kinds.ts';
import { isPlainStep } from '../domain/funnel/step-kinds.ts';
import type { DeviceKind, FunnelStep, MainFunnel, OfferCatalogue } from '../domain/funnel/types.ts';
import { defaultVariant } from '../domain/funnel/variant.ts';
import { isVisibleOn } from '../domain/funnel/visibility.ts';
import { roundedWeight } from '../domain/funnel/weighted.ts';
import type { ManifestProblem } from './errors.ts';
import { stepField, variantField } from './fields.ts';
import { ctaHref, pageFunnel } from './page-funnel.ts';
import type { Site, TemplateName } from './schemas.ts';
import type { ResolvedPage } from './types.ts';
import { listedAs } from './yaml-files.ts';

/** What the graph checks read: the checked funnels and pages, and each page's entry label. */
export interface GraphInput {
  site: Site;
  funnels: MainFunnel[];
  pages: ResolvedPage[];
  /** Page path → its entry label as other problems name it, e.g. "#3 'vsl'". */
  entries: ReadonlyMap<string, string>;
  /** What the offer pages sell: the walk from an order page passes over offers of what it sells. */
  offers?: OfferCatalogue | undefined;
  /** Names of entries left out for problems of their own (load.ts): naming one is not a second problem. */
  leftOut?: ReadonlySet<string> | undefined;
}

const FUNNELS_FILE = 'campaigns/funnels.yaml';
const DEVICES: readonly DeviceKind[] = ['Mobile', 'Desktop'];
/** The walk needs no random choice: it follows every page a step may show. */
const random = (): number => 0;
const CTA_TEMPLATES: readonly TemplateName[] = ['advertorial', 'video', 'landing'];

/** All funnel-graph problems of a manifest whose references already resolve. */
export function checkFunnelGraph(input: GraphInput): ManifestProblem[] {
  const targets = checkSiteFunnels(input);
  if (targets.length > 0) return targets;
  return [...checkReceipts(input), ...checkSurveys(input), ...checkCtaTargets(input), ...checkFunnelProducts(input)];
}

/** `site.funnels.default` and `site.funnels.byProduct` name main funnels and products that exist. */
export function checkSiteFunnels({ site, funnels, pages, leftOut }: GraphInput): ManifestProblem[] {
  const ids = new Set([...funnels.map((f) => f.uniqueIdentifier), ...(leftOut ?? [])]);
  const problems: ManifestProblem[] = [];
  const add = (field: string, message: string) =>
    problems.push({ file: 'campaigns/site.yaml', entry: '(file)', field, message });
  if (site.funnels && !ids.has(site.funnels.default))
    add('funnels.default', `no main funnel '${site.funnels.default}'`);
  for (const [product, id] of Object.entries(site.funnels?.byProduct ?? {})) {
    if (!ids.has(id)) add(`funnels.byProduct.${product}`, `no main funnel '${id}'`);
    if (!pages.some((p) => p.product === product))
      add(`funnels.byProduct.${product}`, `no page sells product '${product}'`);
  }
  return problems;
}

/** The pages a step may show on the device: its split-test candidates, else its default variant (R-VAR). */
function shownPages(step: FunnelStep, device: DeviceKind): string[] {
  const candidates = step.splitTestEnabled
    ? step.variants.filter((v) => isVisibleOn(v, device) && roundedWeight(v.percentage) > 0)
    : [];
  const fallback = defaultVariant(step, device);
  return (candidates.length > 0 ? candidates : fallback ? [fallback] : []).map((v) => pageKey(v.url));
}

/** Where a shopper can go from a page at the context's step: next, yes/no, and after a payment failure. */
function moves(ctx: FunnelContext, template: string | undefined): NavResult[] {
  const step = ctx.current;
  if (!step) return [];
  const out = isPlainStep(step) ? [goNext(ctx)] : [goAnswer(ctx, 'yes'), goAnswer(ctx, 'no')];
  if (!isPlainStep(step) || (template !== undefined && takesOrders(template))) out.push(goPaymentFailure(ctx));
  return out;
}

/** Whether some path from `start` reaches a step showing a receipt page on the device (R-FLOW). */
export function reachesReceipt(
  funnel: MainFunnel,
  start: FunnelContext,
  startPath: string,
  templateOf: (path: string) => string | undefined,
): boolean {
  const context = (path: string, step: FunnelStep): FunnelContext => ({
    ...locate(funnel, { path, stepParam: String(step.step), device: start.device, random, stats: emptyUserStats }),
    offersHeld: start.offersHeld,
  });
  const queue: [string, FunnelContext][] = [[startPath, start]];
  const seen = new Set<string>();
  for (let item = queue.shift(); item; item = queue.shift()) {
    const [path, ctx] = item;
    const key = `${ctx.current?.step ?? ''} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (templateOf(path) === 'receipt') return true;
    for (const r of moves(ctx, templateOf(path)))
      if (r.ok && r.target.kind === 'page')
        for (const next of shownPages(r.target.step, ctx.device)) queue.push([next, context(next, r.target.step)]);
  }
  return false;
}

/**
 * Every order page runs in a main funnel and reaches a receipt on Mobile and Desktop. A stuck
 * step is one problem on the funnel's step, naming the pages that stand at it too (dated order
 * forms, bundle pages), not one problem per page.
 */
export function checkReceipts(input: GraphInput): ManifestProblem[] {
  const { funnels, pages, entries } = input;
  const templates = new Map(pages.map((p) => [p.path, p.template]));
  const problems: ManifestProblem[] = [];
  const stuckSteps = new Map<string, { problem: ManifestProblem; listed: string[]; standing: ResolvedPage[] }>();
  const standIns: { key: string; page: ResolvedPage; message: string }[] = [];
  for (const page of pages.filter((p) => takesOrders(p.template))) {
    const onPage = (message: string) =>
      problems.push({ file: page.file, entry: entries.get(page.path) ?? page.path, field: 'funnel', message });
    const id = pageFunnel(input, page);
    const index = funnels.findIndex((f) => f.uniqueIdentifier === id);
    const funnel = funnels[index];
    if (!funnel) {
      onPage(`the ${page.template} page runs in no main funnel: set 'funnel:' or site.funnels.default`);
      continue;
    }
    const unplaced: DeviceKind[] = [];
    const stuck: DeviceKind[] = [];
    let at: FunnelStep | undefined;
    for (const device of DEVICES) {
      const start = locate(funnel, {
        path: page.path,
        template: page.template,
        device,
        random,
        stats: emptyUserStats,
        offersHeld: heldOffers(input.offers, page.product ? [page.product] : []),
      });
      at ??= start.current;
      if (!start.current) unplaced.push(device);
      else if (!reachesReceipt(funnel, start, page.path, (p) => templates.get(p))) stuck.push(device);
    }
    const uid = funnel.uniqueIdentifier;
    if (unplaced.length > 0)
      onPage(`the page stands at no step of ${uid} on ${unplaced.join(' and ')}: ${uid} has no OrderForm step there`);
    if (stuck.length === 0 || !at) continue;
    const message = `from step ${at.step} of ${uid} no path reaches a receipt page on ${stuck.join(' and ')}`;
    const key = `${index} ${message}`;
    if (!stepMatchesPath(at, page.path)) {
      standIns.push({ key, page, message });
      continue;
    }
    const known = stuckSteps.get(key);
    if (known) known.listed.push(page.path);
    else
      stuckSteps.set(key, {
        problem: { file: FUNNELS_FILE, entry: listedAs(funnel, index, uid), field: stepField(at.step), message },
        listed: [page.path],
        standing: [],
      });
  }
  for (const s of standIns) {
    const step = stuckSteps.get(s.key);
    if (step) step.standing.push(s.page);
    else
      problems.push({
        file: s.page.file,
        entry: entries.get(s.page.path) ?? s.page.path,
        field: 'funnel',
        message: s.message,
      });
  }
  for (const { problem, listed, standing } of stuckSteps.values()) {
    const named = `order page${listed.length === 1 ? '' : 's'} ${listed.map((p) => `'${p}'`).join(', ')}`;
    const shown =
      standing
        .slice(0, 3)
        .map((p) => p.path)
        .join(', ') + (standing.length > 3 ? ', …' : '');
    const more =
      standing.length === 0
        ? ''
        : ` (and ${standing.length} order page${standing.length === 1 ? ' that stands' : 's that stand'} at this step: ${shown})`;
    problems.push({
      ...problem,
      message: `${named}${more}: ${problem.message}; give the funnel a step showing a receipt page after it`,
    });
  }
  return problems;
}

/** "See my results" on every survey leads to a page: the survey runs in a funnel and stands at a step with one after it. */
export function checkSurveys(input: GraphInput): ManifestProblem[] {
  const paths = new Set(input.pages.map((p) => p.path));
  return input.pages
    .filter((p) => p.template === 'survey')
    .flatMap((page) => {
      const id = pageFunnel(input, page);
      const funnel = input.funnels.find((f) => f.uniqueIdentifier === id);
      const problem = (message: string): ManifestProblem[] => [
        { file: page.file, entry: input.entries.get(page.path) ?? page.path, field: 'funnel', message },
      ];
      if (!funnel) return problem(`the survey runs in no main funnel: set 'funnel:' or site.funnels.default`);
      const problems = DEVICES.flatMap((device) => {
        const at = locate(funnel, { path: page.path, template: 'survey', device, random, stats: emptyUserStats });
        const next = goNext(at);
        if (next.ok && (next.target.kind === 'shortcut' || paths.has(pageKey(next.target.path)))) return [];
        return [device];
      });
      if (problems.length === 0) return [];
      return problem(
        `"See my results" leads nowhere on ${problems.join(' and ')}: ${funnel.uniqueIdentifier} needs a Survey step with a step after it`,
      );
    });
}

/** The call to action of every advertorial, video and landing page leads to a page of the manifest. */
export function checkCtaTargets(input: GraphInput): ManifestProblem[] {
  const paths = new Set(input.pages.map((p) => p.path));
  return input.pages
    .filter((p) => CTA_TEMPLATES.includes(p.template))
    .flatMap((page) => {
      const href = ctaHref(input, page);
      if (paths.has(pageKey(href))) return [];
      const fix = page.product ? `an order page for '${page.product}'` : 'a product';
      return [
        {
          file: page.file,
          entry: input.entries.get(page.path) ?? page.path,
          field: 'funnel',
          message: `the call to action leads to '${href}', which is no page: list the page in a funnel, or give it ${fix}`,
        },
      ];
    });
}

/** The product a funnel sells: its order-form page's product. */
function funnelProduct(funnel: MainFunnel, pages: ReadonlyMap<string, ResolvedPage>): string | undefined {
  return pages.get(funnel.orderForm)?.product;
}

/** Every plain step's pages, and every page naming its funnel, sell the funnel's product. */
export function checkFunnelProducts({ funnels, pages, entries }: GraphInput): ManifestProblem[] {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const problems: ManifestProblem[] = [];
  const mismatch = (page: ResolvedPage, funnel: MainFunnel, product: string) =>
    `page '${page.path}' sells ${page.product}, but the funnel sells ${product} (its order form '${funnel.orderForm}')`;
  funnels.forEach((funnel, i) => {
    const product = funnelProduct(funnel, byPath);
    if (!product) return;
    funnel.defaultFunnels.forEach((step) => {
      if (!isPlainStep(step)) return;
      step.variants.forEach((v) => {
        const page = byPath.get(pageKey(v.url));
        if (page?.product && page.product !== product)
          problems.push({
            file: FUNNELS_FILE,
            entry: listedAs(funnel, i, funnel.uniqueIdentifier),
            field: variantField(step.step, v.sfid, 'url'),
            message: `${mismatch(page, funnel, product)}: show a page of ${product} here, or move this step to a funnel of ${page.product}`,
          });
      });
    });
  });
  for (const page of pages) {
    const funnel = funnels.find((f) => f.uniqueIdentifier === page.funnel);
    const product = funnel && funnelProduct(funnel, byPath);
    if (!funnel || !product || !page.product || page.product === product) continue;
    if (funnel.defaultFunnels.some((s) => isPlainStep(s) && stepMatchesPath(s, page.path))) continue; // reported above
    problems.push({
      file: page.file,
      entry: entries.get(page.path) ?? page.path,
      field: 'product',
      message: `${mismatch(page, funnel, product).replace('the funnel', `its funnel '${funnel.uniqueIdentifier}'`)}: name a funnel of ${page.product} in \`funnel:\`, or leave \`funnel:\` out`,
    });
  }
  return problems;
}
