/**
 * The submit button with the total it will charge, and the failure of the last attempt next to it
 * (§8 texts); after a declined payment, that the shopper is being taken to the nextPageFail page,
 * where they try again (R-FLOW-4). The failure is announced once, by the error handler's toast
 * (R-ERR-2): here it is the button's description, not a second alert. A new price (409
 * PRICE_CHANGED) is no failure and has no toast: the question it asks is announced here.
 */
import { formatUSD } from '../../domain/money.ts';
import type { OrderFailure } from '../../domain/checkout/order-failure.ts';
import type { CheckoutTotals } from '../../domain/checkout/totals.ts';

interface Props {
  prefix: string;
  busy: boolean;
  totals: CheckoutTotals;
  failure: (OrderFailure & { retryElsewhere: boolean }) | null;
}

/** Button and failure message. */
export function SubmitArea({ prefix, busy, totals, failure }: Props) {
  return (
    <>
      <button
        className="btn btn--block btn--large"
        type="submit"
        aria-disabled={busy || failure?.retryElsewhere || undefined}
        aria-describedby={failure ? `${prefix}-submit-error` : undefined}
      >
        {busy
          ? 'Placing your order…'
          : `Complete my order${totals.complete ? ` · ${formatUSD(totals.totalCents)}` : ''}`}
      </button>
      {failure && (
        <div className="checkout__failure" role={failure.kind === 'price' ? 'alert' : undefined}>
          <p id={`${prefix}-submit-error`}>{failure.message}</p>
          {failure.retryElsewhere && <p>Taking you on…</p>}
        </div>
      )}
    </>
  );
}
