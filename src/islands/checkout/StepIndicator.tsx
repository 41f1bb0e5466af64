/** Where the shopper is in the two-step checkout: 1 Shipping › 2 Payment › 3 Confirmation. */
const STEPS = ['Shipping', 'Payment', 'Confirmation'];

/** The step list; `current` is 1-based. */
export function StepIndicator({ current }: { current: number }) {
  return (
    <nav className="steps" aria-label="Checkout progress">
      <ol className="steps__list">
        {STEPS.map((label, i) => (
          <li
            key={label}
            className={`steps__item${i + 1 === current ? ' is-current' : ''}${i + 1 < current ? ' is-done' : ''}`}
            aria-current={i + 1 === current ? 'step' : undefined}
          >
            <span className="steps__num" aria-hidden="true">
              {i + 1}
            </span>
            <span>{label}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
