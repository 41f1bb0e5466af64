/**
 * The pure part of `npm run campaign:new -- --campaign NAME` (R-GEN-1): a whole campaign from a
 * marketer's answers and the current manifest. Its funnel copies the steps of a funnel it is
 * "like" (or the product's own); each dated page a step shows (advertorial, video, survey) gets a
 * copy dated the campaign's day for the campaign's product, the order-form step becomes a 50/50
 * split of two new order forms (a and b), offers of a product the order already holds are left
 * out, and a generic URL `/gu/<slug>` sends traffic in. What is written is text appended to each
 * file (and one value changed in site.yaml), so comments and layout stay as they are.
 */
import { join } from 'node:path';
import { parse, parseDocument } from 'yaml';
import { isDownsell, isUpsell } from '../domain/funnel/step-kinds.ts';
import { heldOffers, heldProducts } from '../domain/funnel/held-offers.ts';
import type { FunnelStep, MainFunnel } from '../domain/funnel/types.ts';
import { sitePath } from './content-links.ts';
import { dateProblem } from './families.ts';
import { fillPlaceholders, localPlaceholders } from './placeholders.ts';
import { offerCatalogue } from './offer-catalogue.ts';
import { listingFunnel } from './page-funnel.ts';
import { familyFile, familyFiles, type NewEntryAnswers } from './new-entry.ts';
import type { FamilyName } from './schemas.ts';
import type { Manifest, ResolvedPage } from './types.ts';

/** What the marketer gave, as flags or prompt answers. */
export interface CampaignAnswers {
  /** The campaign's name: the funnel's uniqueIdentifier, e.g. WINTER26. */
  campaign: string;
  product: string;
  /** YYMMDD of the campaign's pages. */
  date: string;
  /** uniqueIdentifier of the funnel whose steps are copied; default: the product's own. */
  like?: string | undefined;
  /** The generic URL's last part; default: the campaign's name in lower case. */
  slug?: string | undefined;
  /** Advertorial copy (`advertorial/…`) when the product has none of its own. */
  content?: string | undefined;
  /** YYMMDD: the first day the campaign is sold (its funnel's `starts`); default: at once. */
  starts?: string | undefined;
  /** YYMMDD: the last day the campaign is sold (its funnel's `ends`); default: no end. */
  ends?: string | undefined;
  /** Where shoppers go after the end, a path of the site (`/gu/winter26`); default: home. */
  successor?: string | undefined;
}

/** A page the campaign adds (or finds, when the same page exists already). */
export interface CampaignPage {
  path: string;
  family: FamilyName;
  /** The file it is appended to, as the manifest names it (e.g. campaigns/pages/videos.yaml). */
  file: string;
  /** The entry's fields; `newEntry` with the file's anchors (`*vsl`, `*quiz`) makes the line. */
  answers: NewEntryAnswers;
  /** True when the manifest has this page already, for this product: nothing to add. */
  exists: boolean;
}

/** The whole campaign: what goes where. */
export interface CampaignPlan {
  id: string;
  slug: string;
  like: string;
  pages: CampaignPage[];
  /** The funnel entry, as YAML text to append to funnels.yaml. */
  funnelYaml: string;
  /** The destination entry, as YAML text to append to destinations.yaml. */
  destinationYaml: string;
  /** Steps left out because they offer what the order already holds. */
  dropped: string[];
  /** The order-form split test's sfid. */
  splitTest: string;
  /** The order form's payment-failure route: the step a refused payment goes to, and whether it was rebuilt. */
  failStep: { step: number; rebuilt: boolean };
  /** Advertorial copy copied for the campaign, its links to another campaign pointed at this one's generic URL. */
  contentCopies: ContentCopy[];
  /** When it is sold, as written into the funnel (YYYY-MM-DD), if the marketer said. */
  window: { starts?: string; ends?: string; successor?: string };
}

/** A Markdown copy the campaign makes: from which id to which, each link target replaced. */
export interface ContentCopy {
  from: string;
  to: string;
  /** [as written in the copy, as it becomes], e.g. ['{{funnelBaseUrl}}/gu/ageless-offer', '{{funnelBaseUrl}}/gu/xmas26']. */
  links: [string, string][];
}

/** Why the campaign cannot be planned, in the build's words: field and message. */
export interface CampaignProblem {
  field: string;
  message: string;
}

/** The campaign a funnel id names already, if any: what exists, for a second run to report. */
export function existingCampaign(m: Manifest, id: string) {
  const funnel = m.funnels.find((f) => f.uniqueIdentifier === id);
  if (!funnel) return undefined;
  const destination = m.destinations.find((d) => d.defaultFunnel === id);
  const paths = [...new Set(funnel.defaultFunnels.flatMap((s) => s.variants.map((v) => v.url)))];
  return { funnel, genericUrl: destination?.genericUrl, paths };
}

const datedFamilies = new Set<FamilyName>(['pl', 'video', 'survey', 'os']);
const isDated = (p: ResolvedPage | undefined): p is ResolvedPage & { family: FamilyName } =>
  !!p?.family && datedFamilies.has(p.family);

/** The latest page of a family for a product, preferring the same variant. */
function latestOf(pages: readonly ResolvedPage[], family: FamilyName, product: string, variant?: string) {
  const mine = pages.filter((p) => p.family === family && p.product === product);
  const byDate = (a: ResolvedPage, b: ResolvedPage) => (a.date ?? '').localeCompare(b.date ?? '');
  const same = mine.filter((p) => (p.variant ?? 'a') === (variant ?? 'a')).sort(byDate);
  return same.at(-1) ?? [...mine].sort(byDate).at(-1);
}

/**
 * Variants left after others were dropped: the first is the default, and a split shares 100 %
 * evenly (the last takes the rounding), so the step still passes the build's checks.
 */
function evenSplit(variants: Record<string, unknown>[], split: boolean): Record<string, unknown>[] {
  const share = Math.floor(100 / variants.length);
  return variants.map(({ default: _d, percentage: _p, ...v }, i) => ({
    ...v,
    ...(i === 0 ? { default: true } : {}),
    ...(split ? { percentage: i === variants.length - 1 ? 100 - share * i : share } : {}),
  }));
}

/** Raw YAML of a funnel entry as written in funnels.yaml (no defaults filled in), by uniqueIdentifier. */
export function rawFunnel(funnelsText: string, id: string): Record<string, unknown> | undefined {
  const doc = parseDocument(funnelsText);
  const list = doc.toJS() as unknown;
  if (!Array.isArray(list)) return undefined;
  return (list as Record<string, unknown>[]).find((f) => f.uniqueIdentifier === id);
}

interface RawStep extends Record<string, unknown> {
  step: number;
  type: string;
  variants: Record<string, unknown>[];
}

type Product = Manifest['products'][number];

/** What is wrong with the answers (none when the campaign can be planned), with the product and the funnel copied. */
function answerProblems(answers: CampaignAnswers, m: Manifest, id: string, slug: string) {
  const problems: CampaignProblem[] = [];
  const product = m.products.find((p) => p.id === answers.product);
  if (!product) problems.push({ field: 'product', message: `unknown product '${answers.product}'` });
  const likeId = answers.like ?? m.site.funnels?.byProduct[answers.product] ?? m.site.funnels?.default;
  const like = m.funnels.find((f) => f.uniqueIdentifier === likeId);
  if (!like)
    problems.push({
      field: 'like',
      message: `unknown main funnel '${likeId ?? ''}'; one of ${m.funnels.map((f) => f.uniqueIdentifier).join(', ')}`,
    });
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(id))
    problems.push({ field: 'campaign', message: `'${id}': letters, digits, "_" and "-" only, e.g. WINTER26` });
  if (!/^[a-z0-9][a-z0-9-]*$/.test(slug))
    problems.push({ field: 'slug', message: `'${slug}': lower-case letters, digits and "-" only, e.g. winter-glow` });
  const taken = m.destinations.find((d) => d.genericUrl === slug);
  if (taken)
    problems.push({
      field: 'slug',
      message: `/gu/${slug} sends shoppers to ${taken.defaultFunnel} already; give another --slug`,
    });
  const badDate = dateProblem(answers.date);
  if (badDate) problems.push({ field: 'date', message: badDate });
  for (const field of ['starts', 'ends'] as const) {
    const day = answers[field];
    const bad = day === undefined ? undefined : dateProblem(day);
    if (bad) problems.push({ field, message: bad });
  }
  if (answers.starts && answers.ends && answers.ends < answers.starts)
    problems.push({
      field: 'ends',
      message: `${answers.ends} is before ${answers.starts}: the campaign would never be sold`,
    });
  if (answers.successor !== undefined && !/^\/(?!\/)[A-Za-z0-9._~/-]*$/.test(answers.successor))
    problems.push({
      field: 'successor',
      message: `'${answers.successor}': a path of this site, e.g. /gu/winter26 (no host, no query)`,
    });
  return { problems, product, like };
}

/**
 * The campaign's dated pages, made on demand: `pageFor` plans the page of a family and variant
 * (a problem when its address is another's), and the campaign's copies of advertorials.
 */
function campaignPages(m: Manifest, answers: CampaignAnswers, product: Product, slug: string) {
  const byPath = new Map(m.pages.map((p) => [p.path, p]));
  const pages = new Map<string, CampaignPage>();
  const contentCopies = new Map<string, ContentCopy>();
  /** The campaign's own copy of an advertorial whose links lead into another campaign's generic URL. */
  const ownCopy = (content: string): string => {
    const links = campaignLinks(m, content, slug);
    if (links.length === 0) return content;
    const to = `advertorial/${slug}-${content.split('/').at(-1)!}`;
    contentCopies.set(content, { from: content, to, links });
    return to;
  };
  const pageFor = (family: FamilyName, variant: string, source?: ResolvedPage): string | CampaignProblem => {
    const mine = latestOf(m.pages, family, product.id, variant);
    const model = source?.product === product.id ? source : (mine ?? source);
    const a: NewEntryAnswers = { family, date: answers.date, variant, product: product.id };
    if (family === 'pl') {
      a.content = answers.content ?? (model?.product === product.id ? model.content : undefined);
      if (!a.content)
        return {
          field: 'content',
          message: `${product.id} has no advertorial of its own; give one with --content (one of ${m.contentIds
            .filter((c) => c.startsWith('advertorial/'))
            .join(', ')})`,
        };
      a.content = ownCopy(a.content);
      a.label = model?.label;
      a.shortCode = model?.shortCode;
    }
    if (family !== 'os' && model?.product === product.id) a.title = model.title;
    else if (family !== 'os') a.title = source?.title;
    const path = `${family}${answers.date}${variant}_ap`;
    const existing = byPath.get(path);
    const owner = existing && listingFunnel(m, path);
    if (owner)
      return {
        field: 'date',
        message: `/${path} runs in funnel ${owner.uniqueIdentifier} already: a campaign's dated pages are its own; give another --date`,
      };
    if (existing && existing.product !== product.id)
      return { field: 'date', message: `/${path} sells ${existing.product ?? 'nothing'} already; give another --date` };
    const file = familyFile(family, m.pages) ?? join(m.root, familyFiles[family]);
    pages.set(path, { path, family, file, answers: a, exists: existing?.product === product.id });
    return path;
  };

  return { byPath, pages, contentCopies, pageFor };
}

/** The steps of the copied funnel for this product: the order form split a/b, the rest kept where they fit. */
function copySteps(
  raw: Record<string, unknown>,
  like: MainFunnel,
  m: Manifest,
  product: Product,
  id: string,
  planned: ReturnType<typeof campaignPages>,
): { steps: RawStep[]; dropped: string[]; orderStep: number | undefined } | CampaignProblem[] {
  const { byPath, pageFor } = planned;
  const catalogue = offerCatalogue(m);
  const held = heldProducts([product.id], catalogue);
  const offersHeld = heldOffers(catalogue, [product.id])!;
  const orderStep = like.defaultFunnels.find((s) => s.variants.some((v) => v.url === like.orderForm))?.step;
  const splitTest = `ST-${id}-ORDER`;
  const dropped: string[] = [];
  const steps: RawStep[] = [];
  for (const step of structuredClone(raw.defaultFunnels) as RawStep[]) {
    const offer = isUpsell(step) || isDownsell(step);
    // A raw YAML step: the shared rule reads only its type and its variants' urls.
    if (offersHeld(step as unknown as FunnelStep)) {
      dropped.push(`step ${step.step} '${String(step.name)}' offers what the order holds`);
      continue;
    }
    if (step.step === orderStep) {
      const forms = ['a', 'b'].map((v) => pageFor('os', v));
      const problem = forms.find((f) => typeof f !== 'string');
      if (problem) return [problem];
      const { variants: _old, splitTestEnabled: _on, splitTesting: _ids, ...rest } = step;
      steps.push({
        ...rest,
        splitTestEnabled: true,
        splitTesting: [{ sfid: splitTest }],
        variants: (forms as string[]).map((url, k) => ({
          sfid: `V-${id}-${step.step}${k === 0 ? 'A' : 'B'}`,
          url,
          ...(k === 0 ? { default: true } : {}),
          percentage: 50,
        })),
      } as RawStep);
      continue;
    }
    const variants: Record<string, unknown>[] = [];
    for (const v of step.variants) {
      const page = byPath.get(String(v.url));
      if (!offer && page?.product && !held.has(page.product) && !isDated(page)) continue; // sells another product
      const url = isDated(page) && !offer ? pageFor(page.family, page.variant ?? 'a', page) : String(v.url);
      if (typeof url !== 'string') return [url];
      variants.push({ ...v, sfid: `V-${id}-${step.step}${String.fromCharCode(65 + variants.length)}`, url });
    }
    if (variants.length === 0) {
      dropped.push(`step ${step.step} '${String(step.name)}' shows only pages of another product`);
      continue;
    }
    const { variants: _old, splitTestEnabled, splitTesting, ...rest } = step;
    const split = splitTestEnabled === true && variants.length > 1;
    const kept = variants.length < step.variants.length ? evenSplit(variants, split) : variants;
    steps.push({
      ...rest,
      // A split of the copied funnel gets an id of its own, so the report never mixes the two.
      ...(split ? { splitTestEnabled: true } : {}),
      ...(split || (splitTesting !== undefined && variants.length > 1)
        ? { splitTesting: [{ sfid: `ST-${id}-${step.step}` }] }
        : {}),
      variants: kept,
    } as RawStep);
  }
  return { steps, dropped, orderStep };
}

/**
 * Yes/no targets and failure pages of left-out steps unset, and the order form's payment-failure
 * route kept (rebuilt as the order form itself when its step was left out).
 */
function rewire(steps: RawStep[], orderStep: number | undefined) {
  // A yes/no target or failure page that was left out counts as unset: the usual order applies.
  const kept = new Set(steps.map((s) => s.step));
  const targets = ['upsell', 'downsell', 'overrideYes', 'overrideNo', 'nextPageFail'];
  const rewired = steps.map((s) =>
    Object.fromEntries(Object.entries(s).filter(([k, v]) => !targets.includes(k) || kept.has(v as number))),
  );
  // The order form never loses its payment-failure route: a left-out payment-retry step is
  // rebuilt as the order form itself (the shopper stays with the message and pays again).
  const at = rewired.findIndex((s) => s.step === orderStep);
  const keptFail = rewired[at]?.nextPageFail as number | undefined;
  if (keptFail === undefined && at >= 0) {
    const { variants, ...rest } = rewired[at]!;
    rewired[at] = { ...rest, nextPageFail: orderStep, variants };
  }
  const failStep = { step: keptFail ?? orderStep!, rebuilt: keptFail === undefined };
  return { rewired, failStep };
}

/** Plans the campaign; a list of problems when it cannot be planned. */
export function planCampaign(
  answers: CampaignAnswers,
  m: Manifest,
  funnelsText: string,
): CampaignPlan | CampaignProblem[] {
  const id = answers.campaign;
  const slug = answers.slug ?? id.toLowerCase();
  const { problems, product, like } = answerProblems(answers, m, id, slug);
  const raw = like && rawFunnel(funnelsText, like.uniqueIdentifier);
  if (problems.length > 0 || !product || !like || !raw) return problems;
  const planned = campaignPages(m, answers, product, slug);
  const copied = copySteps(raw, like, m, product, id, planned);
  if (Array.isArray(copied)) return copied;
  const { steps, dropped, orderStep } = copied;
  const splitTest = `ST-${id}-ORDER`;
  const { rewired, failStep } = rewire(steps, orderStep);
  const { pages, contentCopies } = planned;
  const window = {
    ...(answers.starts ? { starts: isoDay(answers.starts) } : {}),
    ...(answers.ends ? { ends: isoDay(answers.ends) } : {}),
    ...(answers.successor ? { successor: answers.successor } : {}),
  };

  const funnel: Record<string, unknown> = {
    sfid: `MF-${id}`,
    uniqueIdentifier: id,
    orderForm: `os${answers.date}a_ap`,
    destinationId: `DST-${id}`,
    ...Object.fromEntries(
      Object.entries(raw).filter(
        ([k]) => !/^(sfid|uniqueIdentifier|orderForm|destinationId|aliases|starts|ends|successor)$/.test(k),
      ),
    ),
    ...window,
    defaultFunnels: rewired,
  };
  const destination = {
    sfid: `DST-${id}`,
    genericUrl: slug,
    defaultFunnel: id,
    splitTestEnabled: false,
    percentage: 100,
  };
  const comment = `# Campaign ${id}: ${product.name} from ${answers.date}, steps copied from ${like.uniqueIdentifier} (campaign:new).`;
  return {
    id,
    slug,
    like: like.uniqueIdentifier,
    pages: [...pages.values()],
    funnelYaml: `\n${comment}\n${blockYaml(funnel)}`,
    destinationYaml: `${blockYaml(destination)}`,
    dropped,
    splitTest,
    failStep,
    contentCopies: [...contentCopies.values()],
    window,
  };
}

/** YYMMDD as the manifest's store date: '261224' → '2026-12-24'. */
export function isoDay(yymmdd: string): string {
  return `20${yymmdd.slice(0, 2)}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}

/**
 * The links of an advertorial copy that lead into a campaign's generic URL other than `slug`, each
 * with what it becomes in the new campaign's copy: the same link to `/gu/<slug>`.
 */
export function campaignLinks(m: Pick<Manifest, 'contentLinks'>, content: string, slug: string): [string, string][] {
  const file = `${content}.md`;
  const out = new Map<string, string>();
  for (const link of m.contentLinks) {
    if (!link.file.replaceAll('\\', '/').endsWith(`/content/${file}`)) continue;
    const path = sitePath(fillPlaceholders(link.target, localPlaceholders));
    const other = path?.startsWith('gu/') ? path.slice(3) : undefined;
    if (other && other !== slug) out.set(link.target, link.target.replace(`/gu/${other}`, `/gu/${slug}`));
  }
  return [...out];
}

/** A scalar as YAML that reads back the same in flow and block style: plain when safe, else quoted. */
function yamlScalar(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = String(value);
  const plain = /^[A-Za-z][\w ./+-]*$/.test(text) && !/ $/.test(text) && parse(`v: ${text}`)?.v === text;
  return plain ? text : JSON.stringify(text);
}

const flowMap = (o: Record<string, unknown>) =>
  `{ ${Object.entries(o)
    .map(([k, v]) => `${k}: ${yamlScalar(v)}`)
    .join(', ')} }`;

/** A map's lines in the style of funnels.yaml: block keys, short lists and variants in flow style. */
function blockLines(o: Record<string, unknown>, indent: string): string[] {
  const lines: string[] = [];
  for (const [k, v] of Object.entries(o)) {
    if (!Array.isArray(v)) lines.push(`${indent}${k}: ${yamlScalar(v)}`);
    else if (k === 'defaultFunnels') {
      lines.push(`${indent}${k}:`);
      for (const step of v as Record<string, unknown>[]) {
        const [first, ...rest] = blockLines(step, `${indent}    `);
        lines.push(`${indent}  - ${first!.trimStart()}`, ...rest);
      }
    } else if (k === 'variants') {
      lines.push(`${indent}${k}:`, ...(v as Record<string, unknown>[]).map((x) => `${indent}  - ${flowMap(x)}`));
    } else {
      const items = (v as unknown[]).map((x) =>
        typeof x === 'object' && x ? flowMap(x as Record<string, unknown>) : yamlScalar(x),
      );
      lines.push(`${indent}${k}: [${items.join(', ')}]`);
    }
  }
  return lines;
}

/** One list item in the style of funnels.yaml and destinations.yaml. */
export function blockYaml(entry: Record<string, unknown>): string {
  const [first, ...rest] = blockLines(entry, '  ');
  return [`- ${first!.trimStart()}`, ...rest].join('\n') + '\n';
}

/** site.yaml's text with `slug` added to its comma-separated `genericUrls`, the rest untouched. */
export function withGenericUrl(siteText: string, slug: string): string {
  const doc = parseDocument(siteText);
  const node = doc.get('genericUrls', true) as { value?: unknown; range?: [number, number, number] } | undefined;
  const current = typeof node?.value === 'string' ? node.value : '';
  const list = current
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.includes(slug)) return siteText;
  const value = JSON.stringify([...list, slug].join(','));
  if (!node?.range) return `${siteText}${siteText.endsWith('\n') ? '' : '\n'}genericUrls: ${value}\n`;
  return `${siteText.slice(0, node.range[0])}${value}${siteText.slice(node.range[1])}`;
}

/** A MainFunnel's step list, for printing: "1 Video sales letter → 2 Order form (split) → …". */
export function stepSummary(funnel: Pick<MainFunnel, 'defaultFunnels'>): string {
  return funnel.defaultFunnels.map((s) => `${s.step} ${s.name}`).join(' → ');
}
