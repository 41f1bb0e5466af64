/**
 * The order form's two steps: where to send it (contact and address, then "Continue to payment"),
 * and the payment, hidden until the shopper reaches it; the step list above them.
 */
import type { ReactNode } from 'react';
import { StepIndicator } from './StepIndicator.tsx';

interface Props {
  prefix: string;
  step: 1 | 2;
  busy: boolean;
  account: ReactNode;
  payment: ReactNode;
}

/** Step 1 and step 2 of the order form. */
export function TwoSteps({ prefix, step, busy, account, payment }: Props) {
  return (
    <>
      <StepIndicator current={step} />
      <section className="checkout__step" aria-labelledby={`${prefix}-step-1-title`}>
        <h2 id={`${prefix}-step-1-title`} className="checkout__step-title">
          Step 1 of 2: Where should we send it?
        </h2>
        {account}
        {step === 1 && (
          <button
            className="btn btn--block btn--large"
            id={`${prefix}-continue`}
            type="submit"
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
          >
            Continue to payment
          </button>
        )}
      </section>
      <section className="checkout__step" aria-labelledby={`${prefix}-step-2-title`} hidden={step !== 2}>
        <h2 id={`${prefix}-step-2-title`} className="checkout__step-title" tabIndex={-1}>
          Step 2 of 2: Payment
        </h2>
        {payment}
      </section>
    </>
  );
}
