/**
 * The quiz's recommendation: the manifest's rules (a survey page's `recommendations`, resolved by
 * the build) read top to bottom, and the first whose every condition the answers meet is the
 * result. No rule met (or none written) means no recommendation: the shopper goes to the funnel's
 * next step, as "See my results" did before the rules (R-FLOW-1).
 */
import type { SurveyAnswers } from './survey.ts';

/** A rule's conditions: question id → the answers that meet it (one of them). */
export type RuleConditions = Readonly<Record<string, readonly string[]>>;

/** A rule as the survey island receives it, resolved at build time. */
export interface Recommendation {
  when: RuleConditions;
  /** The product's name, as shoppers read it. */
  product: string;
  /** The one line that says why: "Because …, we suggest the …". */
  reason: string;
  /** The product's order page in its funnel: its path with `uid` (and `step`), what a tap follows before the rules load. */
  href: string;
  /**
   * The step of the quiz's own funnel that sells the product, when it has one: the shopper goes
   * there through the funnel (its split test chooses the variant), never into another funnel.
   */
  step?: number | undefined;
}

/** The first rule whose every condition holds for `answers` (an earlier rule wins a tie); undefined when none does. */
export function recommend<R extends { when: RuleConditions }>(
  rules: readonly R[],
  answers: SurveyAnswers,
): R | undefined {
  return rules.find((r) => Object.entries(r.when).every(([id, allowed]) => allowed.includes(answers[id] ?? '')));
}

/** The line that says why a product is suggested, e.g. "Because your skin reacts to new products, we suggest the Gentle Retinol Serum." */
export function reasonLine(because: string, productName: string): string {
  return `Because ${because}, we suggest the ${productName}.`;
}
