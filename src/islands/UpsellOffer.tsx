/**
 * The upsell and downsell island (R-NAV-5, R-ORD-3, R-FLOW-2): the offer, confirmed against the
 * API; agree charges it in one click against the first order (chargeUpsell), adds the order to
 * the purchased upsells and follows yes; no thanks follows no. After a PayPal or Amazon Pay order
 * without an agreement to charge again, the page says so and agree runs the provider's own
 * confirmation instead (use-confirmation.ts), which comes back here to finish; a no thanks tapped
 * while that return is completed says it waits and is carried out after it. A failed charge
 * shows 'Sorry, but your payment failed'; refused by the payment service, the shopper is then taken
 * to the step's nextPageFail, else the funnel's last step (R-FLOW-4), unless that is this page,
 * which leaves agree and no thanks open. A charge whose answer was lost
 * is asked again with its key while the page says it is still working, and is never called
 * failed. Without the order details the §8 message and a link back. `?preview=Upsell` in a preview build shows the sample offer.
 * One offer, one charge (domain/upsell/one-offer.ts): every tab sends the offer's one shared
 * X-Request-Id, and an offer bought already, here or in another tab, shows as added with the way
 * on instead of agree and no thanks. One-click belongs to the shopper who paid, for a while
 * (domain/upsell/one-click.ts): every call carries the parent purchase's key, and once the window
 * has passed (by this tab's clock, or the API's refusal) the offer says it has ended and leads to
 * the receipt; nothing is charged.
 */
import '../runtime/page-services.ts'; // the page port the payments use (statsInfo, errors, after payment)
import { PREVIEW_BUILD } from 'astro:env/client';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ORDER_INFO_MISSING, PAYMENT_FAILED } from '../domain/messages/order.ts';
import {
  ADD_ON_UNCONFIRMED,
  ALREADY_ADDED,
  CHECKING_ADD_ON,
  NO_THANKS_WAITING,
  OFFER_ENDED_NOTE,
  SEE_RECEIPT,
} from '../domain/messages/upsell.ts';
import { previewKind, PREVIEW_PARAM } from '../domain/preview.ts';
import { isLastOffer, offerMarker, OFFER_MARKER_TEXT, type OfferMarker } from '../domain/upsell/marker.ts';
import { isOfferTaken } from '../domain/upsell/one-offer.ts';
import { oneClickOpen } from '../domain/upsell/one-click.ts';
import { offerTotal, upsellTotalTax } from '../domain/upsell/tax.ts';
import type { Order } from '../api/client.ts';
import type { UpsellKind } from '../payments/upsell.ts';
import { browserApiClient as api } from '../api/env.ts';
import { funnelContext } from '../runtime/funnel-context.ts';
import { funnelNav, targetFor } from '../runtime/navigation.ts';
import { statsInfo } from '../runtime/stats-info.ts';
import { addPurchasedUpsell } from '../state/funnel-state.ts';
import { markOfferTaken, offerRecords } from '../state/offer-records.ts';
import { loadOnce } from './load-once.ts';
import { nextPaint } from './next-paint.ts';
import { advanceUpsellIndex, boughtSoFar, parentOrder, parentPurchase, upsellIndex } from './upsell/advance.ts';
import { OfferCard } from './upsell/OfferCard.tsx';
import type { OfferView } from './upsell/offer-view.ts';
import { settleFailedRequest, upsellRequestId } from './upsell/request-id.ts';
import { useConfirmation } from './upsell/use-confirmation.ts';
import { useFunnelState } from './upsell/use-funnel-state.ts';
import { useOffer } from './upsell/use-offer.ts';
import './upsell/preview-banner.css';
import './upsell/upsell.css';

interface Props {
  /** The manifest's copy of the page's offer, shown until the API confirms it. */
  offer: OfferView;
  kind: UpsellKind;
  /** The marker the page shows before the shopper's place is known. */
  position: 'first' | 'last';
  /** Where no thanks leads without the runtime (the order-success page, where an ended offer leads too). */
  noThanksHref: string;
  /** Where the shopper can start an order when the order details are missing. */
  orderFormHref: string;
}

const PREVIEW_NOTE = 'Preview: nothing is charged.';

/** The preview banner, loaded in preview mode only (a preview build's `?preview=Upsell`). */
const PreviewBanner = lazy(() => import('./preview-mode.ts').then((m) => ({ default: m.PreviewBanner })));

/** The one-click charge, loaded when the shopper reaches for the offer, at the latest on agree. */
const loadCharge = loadOnce(() => import('../payments/upsell.ts'));
const preloadCharge = () => void loadCharge().catch(() => {}); // agree tries again and reports

/** The island. */
export default function UpsellOffer(props: Props) {
  const { state, mounted } = useFunnelState();
  const preview =
    mounted && previewKind(new URLSearchParams(window.location.search).get(PREVIEW_PARAM), PREVIEW_BUILD) === 'Upsell';
  const { offer, confirmed, error: offerError } = useOffer(props.offer, props.kind, mounted, preview);
  const [busy, setBusy] = useState(false);
  /** R-FLOW-4: set once a refused charge is taking the shopper to the failure page; no tap counts then. */
  const [leaving, setLeaving] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  /** The API's total for this offer once it named a new one (409 PRICE_CHANGED): shown, and sent by the next tap. */
  const [toldCents, setToldCents] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const inFlight = useRef(false);
  const [noThanksWaiting, setNoThanksWaiting] = useState(false);
  const noThanksQueued = useRef(false);
  const declining = useRef(false);
  const parent = parentOrder(state);
  const { purchaseId, paidAt } = parentPurchase(state);
  /** One-click has ended: the API said so, or this tab's clock says the window has passed since it saw the order paid. */
  const [endedByApi, setEnded] = useState(false);
  const hasEnded = () => !!paidAt && !oneClickOpen(new Date(paidAt), new Date());
  const index = upsellIndex(state);
  const records = useStore(offerRecords);
  const taken = mounted && !preview && !!parent && isOfferTaken(records, state.upsells, parent.id, offer.sfid);
  const chargeKeyTab = parent && !preview && !taken ? parent.id : undefined;
  // The offer's key exists from the page's start, so a second tab opened later sends the same one.
  useEffect(() => {
    if (chargeKeyTab) upsellRequestId(chargeKeyTab, offer.sfid);
  }, [chargeKeyTab, offer.sfid]);

  const marker: OfferMarker = useMemo(() => {
    if (!mounted) return props.position;
    if (preview) return 'first';
    const ctx = funnelContext(boughtSoFar(state));
    return offerMarker(index, isLastOffer(ctx?.steps ?? [], ctx?.current, ctx?.offersHeld));
  }, [mounted, preview, index, props.position, state]);

  /**
   * The add-on is paid: marked bought for every tab, kept once with the purchased upsells, then
   * yes. The shopper's place advances once per offer, not once per tab that heard the answer.
   */
  function accept(order: Order): boolean {
    if (parent) markOfferTaken(parent.id, offer.sfid);
    const added = addPurchasedUpsell(order);
    if (!funnelNav.yes(boughtSoFar())) return false;
    if (added) advanceUpsellIndex();
    return true;
  }
  /** The offer was bought before (another tab, an earlier visit of this page): on to yes's page. */
  function goOn(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    funnelNav.yes(boughtSoFar());
  }
  /** The message; a refusal then leads to the failure page (R-FLOW-4, its code loaded now), when it is another page. */
  function fail(error: unknown, method: string) {
    void api().logServer('error', method, error);
    setPayError(PAYMENT_FAILED);
    // Without that code (no network), the shopper stays with the message.
    void import('../runtime/payment-failure.ts').then(
      (m) => setLeaving(m.leaveIfRefused(error)),
      () => undefined,
    );
  }
  // The checkout's quoted rate at the parent's address, when it is the one the parent was taxed at.
  const rate = state.taxData?.rate;
  const totalTax = parent ? upsellTotalTax(offer.offerPrice, parent, rate) : 0;
  const pageTotal = offerTotal(offer, preview ? undefined : parent, rate);
  const shownTotal = { ...pageTotal, totalCents: toldCents ?? pageTotal.totalCents };
  function declineOffer() {
    if (funnelNav.no(boughtSoFar())) advanceUpsellIndex();
  }
  /** The provider's return is handled and the page stays: a no thanks tapped meanwhile goes now. */
  function settled() {
    if (!noThanksQueued.current) return;
    noThanksQueued.current = false;
    setNoThanksWaiting(false);
    declineOffer();
  }
  const confirmation = useConfirmation({
    parent,
    offer,
    kind: props.kind,
    totalTax,
    purchaseId,
    accept,
    fail,
    settled,
    ended: () => setEnded(true),
  });
  const ended = mounted && !preview && !!parent && !taken && (endedByApi || hasEnded());

  // Without order details the card stays (no layout shift); the message and a way back replace agree.
  const missingOrder = mounted && !preview && !parent;

  async function agree() {
    if (inFlight.current || leaving || confirmation.completing || taken) return;
    if (preview) return setNote(PREVIEW_NOTE);
    if (!parent || !confirmation.ready || !confirmed) return;
    if (hasEnded()) return setEnded(true); // the page stayed open past the window: nothing is sent
    inFlight.current = true;
    setBusy(true);
    setPayError(null);
    if (confirmation.method) {
      // Leaves the page for the provider when it succeeds; back here otherwise.
      if (!(await confirmation.start())) {
        inFlight.current = false;
        setBusy(false);
      }
      return;
    }
    let pay: Awaited<ReturnType<typeof loadCharge>>;
    try {
      pay = await loadCharge();
    } catch (error) {
      // Nothing was sent: the request id stays for the next tap.
      fail(error, 'chargeUpsell failed');
      inFlight.current = false;
      setBusy(false);
      return;
    }
    // A lost answer is asked again with the same key before anything is said (domain/upsell/find-out.ts).
    const result = await pay.chargeUpsellUntilKnown(parent, offer, props.kind, totalTax, {
      requestId: upsellRequestId(parent.id, offer.sfid),
      purchaseId,
      shown: shownTotal,
      statsInfo: statsInfo(),
      onChecking: () => setNote(CHECKING_ADD_ON),
    });
    setNote(null);
    if (result.kind === 'charged') {
      if (accept(result.order)) return;
    } else if (result.kind === 'needs-confirmation') confirmation.require(result.method);
    else if (result.kind === 'ended') setEnded(true);
    else if (result.kind === 'price') {
      // Nothing was charged: the total shows the API's price, and the next tap pays it.
      setToldCents(result.nowCents);
      setPayError(result.message);
    } else if (pay.chargeUnknown(result))
      setNote(ADD_ON_UNCONFIRMED); // the key stays for the next tap
    else if (settleFailedRequest(parent.id, offer.sfid, result.error) !== 'taken')
      fail(result.error, 'chargeUpsell failed');
    inFlight.current = false;
    setBusy(false);
  }

  function noThanks(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (inFlight.current || leaving || declining.current) return;
    if (preview) return setNote(PREVIEW_NOTE);
    if (confirmation.completing) {
      noThanksQueued.current = true;
      setNoThanksWaiting(true);
      return;
    }
    // The way on (tracking, funnel state, the next page's address) after the tap's frame; a second
    // tap meanwhile is the same tap.
    declining.current = true;
    void nextPaint().then(() => {
      declining.current = false;
      declineOffer();
    });
  }

  return (
    <>
      {preview && (
        <Suspense>
          <PreviewBanner />
        </Suspense>
      )}
      <OfferCard
        offer={offer}
        total={shownTotal}
        marker={{ kind: marker, text: OFFER_MARKER_TEXT[marker] }}
        offerError={missingOrder ? ORDER_INFO_MISSING : offerError}
        missingOrder={missingOrder ? { href: props.orderFormHref, text: 'Back to the order form' } : undefined}
        payError={payError}
        busy={busy || confirmation.completing}
        note={noThanksWaiting ? NO_THANKS_WAITING : (confirmation.status ?? note)}
        noThanksWaiting={noThanksWaiting}
        confirm={confirmation.view}
        // Not before hydration nor before the API confirmed the offer: a tap then would do nothing.
        ready={mounted && confirmation.ready && confirmed && !leaving}
        noThanksHref={props.noThanksHref}
        onAgree={() => void agree()}
        onNoThanks={noThanks}
        onIntent={preloadCharge}
        taken={
          taken
            ? { text: ALREADY_ADDED, href: targetFor('yes')?.href ?? props.noThanksHref, onContinue: goOn }
            : undefined
        }
        ended={
          ended
            ? { text: OFFER_ENDED_NOTE, href: targetFor('last')?.href ?? props.noThanksHref, linkText: SEE_RECEIPT }
            : undefined
        }
      />
    </>
  );
}
