/**
 * What a marketer may do with a split test today, in one sentence: keep running, stop
 * with a winner, stop because no variant is likely to beat control by MEANINGFUL_LIFT or more, or
 * fix the split. Every rule reads the always-valid figures of the test's primary metric, so the
 * sentence may be acted on the first morning it changes.
 */
import type { Metric } from './moments.ts';

/** The four decisions. */
export type Decision = 'keep-running' | 'winner' | 'no-meaningful-difference' | 'fix-split';

/** A lift below this, even at the top of its interval, is not worth waiting for. */
export const MEANINGFUL_LIFT = 0.05;

/** The metric in words. */
export const METRIC_WORDS: Record<Metric, string> = {
  conversionRate: 'conversion rate',
  revenuePerVisitor: 'revenue per visitor',
};

/** What the decision reads of each variant against control (primary metric). */
export interface DecisionInput {
  mismatch: boolean;
  variants: { sfid: string; control: boolean; significant: boolean; estimate: number | null; high: number | null }[];
}

/** The decision and, for 'winner', the variant that wins (the highest significant lift). */
export function decide(input: DecisionInput): { decision: Decision; winner: string | null } {
  if (input.mismatch) return { decision: 'fix-split', winner: null };
  const challengers = input.variants.filter((v) => !v.control);
  const winners = challengers
    .filter((v) => v.significant && (v.estimate ?? 0) > 0)
    .sort((a, b) => (b.estimate ?? 0) - (a.estimate ?? 0));
  if (winners[0]) return { decision: 'winner', winner: winners[0].sfid };
  const futile = challengers.length > 0 && challengers.every((v) => v.high !== null && v.high < MEANINGFUL_LIFT);
  return { decision: futile ? 'no-meaningful-difference' : 'keep-running', winner: null };
}

const percent = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)} %`;
const count = (n: number) => Math.ceil(n).toLocaleString('en-US');

/** What the sentence needs besides the decision. */
export interface SentenceInput {
  decision: Decision;
  metric: Metric;
  winner: { sfid: string; estimate: number; low: number; high: number } | null;
  minimumEffect: number;
  visitorsNeeded: number | null;
  daysNeeded: number | null;
}

/** The one sentence the report page and the terminal print for a split test. */
export function decisionSentence(t: SentenceInput): string {
  const metric = METRIC_WORDS[t.metric];
  switch (t.decision) {
    case 'fix-split':
      return 'Fix the split: visitors are not split as configured, so no result of this test can be trusted.';
    case 'winner':
      return t.winner
        ? `Stop: ${t.winner.sfid} wins on ${metric}, ${percent(t.winner.estimate)} over control (95 % interval ${percent(t.winner.low)} to ${percent(t.winner.high)}).`
        : `Stop: a variant wins on ${metric}.`;
    case 'no-meaningful-difference':
      return `Stop: no variant is likely to beat control by ${(MEANINGFUL_LIFT * 100).toFixed(0)} % or more on ${metric}.`;
    case 'keep-running': {
      const goal = `to detect a ${(t.minimumEffect * 100).toFixed(0)} % lift in ${metric}`;
      if (t.visitorsNeeded === null)
        return `Keep running: too few visitors or sales yet to tell how many more are needed ${goal}.`;
      if (t.visitorsNeeded === 0)
        return `Keep running: the test has the visitors ${goal}, and so far no variant differs from control by that much.`;
      const days =
        t.daysNeeded === null
          ? ''
          : `, about ${count(t.daysNeeded)} ${t.daysNeeded > 1 ? 'days' : 'day'} at today's traffic`;
      return `Keep running: about ${count(t.visitorsNeeded)} more visitors${days} ${goal} with 80 % power.`;
    }
  }
}
