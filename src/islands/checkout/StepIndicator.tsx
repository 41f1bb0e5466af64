/** Where the shopper is in the two-step checkout: 1 Shipping › 2 Payment › 3 Confirmation. */
const STEPS = ['Shipping', 'Payment', 'Confirmation'];

/** The class of the step numbered `n` when `current` is the current one. */
const stepClass = (n: number, current: number) =>
  n === current ? 'steps__item is-current' : n < current ? 'steps__item is-done' : 'steps__item';

/** The step list; `current` is 1-based. */
export function StepIndicator({ current }: { current: number }) {
  const steps = STEPS.map((label, i) => ({ label, n: i + 1 }));
  return (
    <nav className="steps" aria-label="Checkout progress">
      <ol className="steps__list">
        {steps.map(({ label, n }) => (
          <li key={label} className={stepClass(n, current)} aria-current={n === current ? 'step' : undefined}>
            <span className="steps__num" aria-hidden="true">
              {n}
            </span>
            <span>{label}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
