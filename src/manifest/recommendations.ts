/**
 * The quiz's rules in the build: each survey page's `recommendations` checked against its
 * questions and the catalogue (problems name file, entry and field), and resolved into what the
 * survey island needs: the conditions, the product's name, the line that says why and the
 * product's order page in its funnel (`offerPath`, `pageFunnel`), so the island decides nothing
 * but which rule the answers meet (domain/checkout/recommend.ts).
 */
import { reasonLine, type Recommendation } from '../domain/checkout/recommend.ts';
import type { ManifestProblem } from './errors.ts';
import { defaultVariant } from '../domain/funnel/variant.ts';
import type { FunnelStep, MainFunnel } from '../domain/funnel/types.ts';
import { offerPath, pageFunnel } from './page-funnel.ts';
import type { SurveyRecommendation } from './schemas.ts';
import type { Manifest, ResolvedPage } from './types.ts';

type Catalogue = Pick<Manifest, 'funnels' | 'site' | 'pages' | 'products'>;

/** A rule's answers as a list, whether the manifest gave one answer or several. */
const answersOf = (a: string | string[]): string[] => (typeof a === 'string' ? [a] : a);

/** The page a rule's product leads to, when it is one that sells the product. */
function orderPage(m: Pick<Manifest, 'pages'>, product: string): ResolvedPage | undefined {
  const path = offerPath(m, product).slice(1);
  return m.pages.find((p) => p.path === path && p.product === product);
}

/** What is wrong with the rules of one page, one problem a field. */
export function checkRecommendations(
  m: Pick<Manifest, 'pages' | 'products'>,
  page: ResolvedPage,
  entry: string,
): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const add = (field: string, message: string) => problems.push({ file: page.file, entry, field, message });
  if (!page.recommendations) return problems;
  if (page.template !== 'survey') add('recommendations', 'only a survey page has recommendations');
  const questions = page.questions ?? [];
  page.recommendations.forEach((rule, i) => {
    const at = `recommendations.${i}`;
    if (Object.keys(rule.when).length === 0) add(`${at}.when`, 'a rule needs at least one question and its answer');
    for (const [id, given] of Object.entries(rule.when)) {
      const q = questions.find((x) => x.id === id);
      if (!q)
        add(`${at}.when.${id}`, `no question '${id}' on this survey (it has ${questions.map((x) => x.id).join(', ')})`);
      else
        for (const a of answersOf(given))
          if (!q.answers.includes(a))
            add(`${at}.when.${id}`, `'${a}' is not an answer of '${id}' (its answers: ${q.answers.join(', ')})`);
    }
    if (!m.products.some((p) => p.id === rule.product)) add(`${at}.product`, `unknown product '${rule.product}'`);
    else if (!orderPage(m, rule.product))
      add(`${at}.product`, `no page sells '${rule.product}': add its offer selector or a bundle page`);
  });
  return problems;
}

const ORDER_STEP_TEMPLATES = new Set(['offer-selector', 'order-form']);

/**
 * The step of `funnel` where a shopper buys `product`: an offer selector or order form step whose
 * default page sells it, the first after the quiz's step if there is one there, else the first.
 */
export function productStep(
  m: Pick<Manifest, 'pages'>,
  funnel: MainFunnel,
  product: string,
  after = 0,
): { step: FunnelStep; url: string } | undefined {
  const found = funnel.defaultFunnels
    .toSorted((a, b) => a.step - b.step)
    .flatMap((step) => {
      const url = defaultVariant(step, 'Mobile')?.url ?? step.variants[0]?.url;
      const page = m.pages.find((p) => p.path === url);
      return page && url && page.product === product && ORDER_STEP_TEMPLATES.has(page.template) ? [{ step, url }] : [];
    });
  return found.find((f) => f.step.step > after) ?? found[0];
}

/** One rule resolved for the island: conditions as lists, the product's name, why, and where it leads. */
function resolve(m: Catalogue, quiz: ResolvedPage, rule: SurveyRecommendation): Recommendation {
  const product = m.products.find((p) => p.id === rule.product);
  const name = product?.name ?? rule.product;
  const base = {
    when: Object.fromEntries(Object.entries(rule.when).map(([id, a]) => [id, answersOf(a)])),
    product: name,
    reason: reasonLine(rule.because, name),
  };
  const own = m.funnels.find((f) => f.uniqueIdentifier === pageFunnel(m, quiz));
  const quizStep = own?.defaultFunnels.find((s) => s.variants.some((v) => v.url === quiz.path))?.step;
  const inFunnel = own && productStep(m, own, rule.product, quizStep);
  if (own && inFunnel) {
    const query = new URLSearchParams({ uid: own.uniqueIdentifier, step: String(inFunnel.step.step) });
    return { ...base, href: `/${inFunnel.url}?${query.toString()}`, step: inFunnel.step.step };
  }
  const page = orderPage(m, rule.product);
  const funnel = page && pageFunnel(m, page);
  const path = page ? `/${page.path}` : offerPath(m, rule.product);
  return { ...base, href: funnel ? `${path}?${new URLSearchParams({ uid: funnel }).toString()}` : path };
}

/** A survey page's rules, resolved for its island; empty without rules (the funnel's next step then). */
export function surveyRecommendations(m: Catalogue, page: ResolvedPage): Recommendation[] {
  return (page.recommendations ?? []).map((rule) => resolve(m, page, rule));
}
