/**
 * The one message of a quote that failed (domain/checkout/quote-problem.ts), by the
 * address or the shipping methods: the §8 text, what it means, and "Try again", which asks the
 * quote again with the entries kept. Announced as an alert; focusable, so a failed step can lead here.
 */
import type { QuoteProblem as Problem } from '../../domain/checkout/quote-problem.ts';

interface Props {
  prefix: string;
  problem: Problem;
  /** True while the quote is asked again. */
  asking: boolean;
  onRetry: () => void;
}

/** The element id of the quote's message in the form `prefix`. */
export const quoteProblemId = (prefix: string) => `${prefix}-quote-problem`;

/** The quote's message with its "Try again". */
export function QuoteProblem({ prefix, problem, asking, onRetry }: Props) {
  return (
    <div className="checkout__failure" id={quoteProblemId(prefix)} role="alert" tabIndex={-1}>
      <p>
        <strong>{problem.title}</strong>
      </p>
      {problem.detail && <p>{problem.detail}</p>}
      {problem.retry && (
        <p>
          <button
            className="btn btn--secondary"
            type="button"
            aria-disabled={asking || undefined}
            onClick={() => !asking && onRetry()}
          >
            {asking ? 'Trying again…' : 'Try again'}
          </button>
        </p>
      )}
    </div>
  );
}
