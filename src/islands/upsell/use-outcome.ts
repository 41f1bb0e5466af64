/**
 * What the offer page says of the shopper's agree: busy, the note, the payment error (a refusal
 * then leads to the failure page, R-FLOW-4), a new price the API named (shown, and sent by the next
 * tap), one-click ended; and the paid add-on taken to yes.
 */
import { useRef, useState } from 'react';
import type { Order } from '../../api/client.ts';
import { browserApiClient as api } from '../../api/env.ts';
import { PAYMENT_FAILED } from '../../domain/messages/order.ts';
import { oneClickOpen } from '../../domain/upsell/one-click.ts';
import type { OfferPriceChange } from '../../domain/upsell/shown-total.ts';
import { toldOffer } from '../../domain/upsell/told-offer.ts';
import { funnelNav } from '../../runtime/navigation.ts';
import { addPurchasedUpsell } from '../../state/funnel-state.ts';
import { markOfferTaken } from '../../state/offer-records.ts';
import { advanceUpsellIndex, boughtSoFar } from './advance.ts';
import type { OfferPage } from './use-offer-page.ts';

/** The hook. */
export function useOutcome(page: Pick<OfferPage, 'parent' | 'offer' | 'paidAt' | 'pageTotal'>) {
  const [busy, setBusy] = useState(false);
  /** R-FLOW-4: set once a refused charge is taking the shopper to the failure page; no tap counts then. */
  const [leaving, setLeaving] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  /** The API's figures for this offer once it named new ones (409 PRICE_CHANGED): shown, and the total sent by the next tap. */
  const [told, setTold] = useState<OfferPriceChange | null>(null);
  const [note, setNote] = useState<string | null>(null);
  /** One-click has ended: the API said so, or this tab's clock says the window has passed since it saw the order paid. */
  const [endedByApi, setEnded] = useState(false);
  const inFlight = useRef(false);
  const { parent, offer, paidAt } = page;
  const shown = toldOffer(offer, page.pageTotal, told);
  return {
    busy,
    setBusy,
    leaving,
    payError,
    setPayError,
    note,
    setNote,
    endedByApi,
    ended: () => setEnded(true),
    hasEnded: () => !!paidAt && !oneClickOpen(new Date(paidAt), new Date()),
    inFlight,
    shownOffer: shown.offer,
    shownTotal: shown.total,
    /**
     * The add-on is paid: marked bought for every tab, kept once with the purchased upsells, then
     * yes. The shopper's place advances once per offer, not once per tab that heard the answer.
     */
    accept(order: Order): boolean {
      if (parent) markOfferTaken(parent.id, offer.sfid);
      const added = addPurchasedUpsell(order);
      if (!funnelNav.yes(boughtSoFar())) return false;
      if (added) advanceUpsellIndex();
      return true;
    },
    /** The message; a refusal then leads to the failure page (R-FLOW-4, its code loaded now), when it is another page. */
    fail(error: unknown, method: string) {
      void api().logServer('error', method, error);
      setPayError(PAYMENT_FAILED);
      // Without that code (no network), the shopper stays with the message.
      void import('../../runtime/payment-failure.ts').then(
        (m) => setLeaving(m.leaveIfRefused(error)),
        () => undefined,
      );
    },
    /** Nothing was charged: the card shows the API's figures, said by agree, and the next tap pays their total. */
    priceChanged(change: OfferPriceChange) {
      setTold(change);
      setPayError(change.message);
    },
  };
}

/** What the page says of the shopper's agree, and what it does with its answers. */
export type Outcome = ReturnType<typeof useOutcome>;
