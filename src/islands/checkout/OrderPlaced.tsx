/**
 * What an order page shows once the session's parent order is paid (one purchase, one order):
 * the order and what it holds, the way onward (the upsell or the receipt), and a deliberate way to
 * start another purchase. It replaces the form, so no tap, reload or back can pay twice. After
 * paying one way when an earlier try had paid unseen (its answer lost), it says the later payment
 * was not taken; when that earlier try paid another cart (a reload, then a changed cart), it says
 * the earlier order stands and the changed cart was not ordered, and offers to order it anew.
 */
import { useEffect } from 'react';
import { formatUSD, toCents } from '../../domain/money.ts';
import type { PlacedOrder } from '../../state/order-record.ts';

interface Props {
  placed: PlacedOrder;
  onStartNew: () => void;
}

/** The placed-order panel. */
export function OrderPlaced({ placed, onStartNew }: Props) {
  useEffect(() => {
    // A payment error shown before (a lost answer) is settled now: the order is placed. Error toasts
    // exist only once their code has loaded, so the import costs nothing then, and is skipped otherwise.
    if (document.querySelector('#toasts [data-kind="error"]'))
      void import('../../runtime/toast.ts').then(
        (m) => m.dismissErrorToasts(),
        () => undefined,
      );
  }, []);
  const order = `Order ${placed.name} for ${formatUSD(toCents(placed.total))}`;
  return (
    <section className="checkout__placed card" aria-labelledby="order-placed-title">
      <h2 id="order-placed-title">{placed.otherCart ? 'Your earlier order stands' : 'Your order is placed'}</h2>
      <p role="status">
        {placed.otherCart
          ? `${order} was paid on an earlier try. Your changed cart was not ordered, and nothing more was charged.`
          : `${order} ${
              placed.paidEarlier
                ? `was paid by ${placed.paymentMethod} on an earlier try, so this payment was not taken.`
                : 'is paid.'
            } We will not charge you again for it.`}
      </p>
      {placed.holds && <p className="checkout__placed-holds">It holds: {placed.holds}.</p>}
      <a className="btn btn--block btn--large" href={placed.onward}>
        Continue with your order
      </a>
      <button className="btn btn--secondary btn--block" type="button" onClick={onStartNew}>
        {placed.otherCart ? 'Order the changed cart as a new purchase' : 'Start a new order'}
      </button>
    </section>
  );
}
