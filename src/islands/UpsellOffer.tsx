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
 * X-Request-Id; a charge sent whose outcome is unknown (a reload while it was on its way, re-checks
 * that ran out) is found out with it, on load and before a no thanks counts; an offer bought already, here or in another tab, shows as added with the way
 * on instead of agree and no thanks. One-click belongs to the shopper who paid, for a while
 * (domain/upsell/one-click.ts): every call carries the parent purchase's key, and once the window
 * has passed (by this tab's clock, or the API's refusal) the offer says it has ended and leads to
 * the receipt; nothing is charged. The price shown is the price charged: the one-click charge and
 * the add-on saved for a provider's confirmation state the total the page shows; when the API
 * prices it otherwise the page shows the new total, says so by agree, and the next tap pays it.
 * The parts: what the page knows (use-offer-page.ts), what it says of agree (use-outcome.ts), agree
 * (use-agree.ts) and no thanks (use-no-thanks.ts).
 */
import '../runtime/page-services.ts'; // the page port the payments use (statsInfo, errors, after payment)
import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import { ORDER_INFO_MISSING } from '../domain/messages/order.ts';
import { ALREADY_ADDED, NO_THANKS_WAITING, OFFER_ENDED_NOTE, SEE_RECEIPT } from '../domain/messages/upsell.ts';
import { OFFER_MARKER_TEXT } from '../domain/upsell/marker.ts';
import type { UpsellKind } from '../payments/upsell.ts';
import { funnelNav, targetFor } from '../runtime/navigation.ts';
import { boughtSoFar } from './upsell/advance.ts';
import { OfferCard } from './upsell/OfferCard.tsx';
import type { OfferView } from './upsell/offer-view.ts';
import { preloadCharge, PREVIEW_NOTE, useAgree } from './upsell/use-agree.ts';
import { useConfirmation } from './upsell/use-confirmation.ts';
import { useNoThanks } from './upsell/use-no-thanks.ts';
import { useOfferPage } from './upsell/use-offer-page.ts';
import { useOutcome } from './upsell/use-outcome.ts';
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

/** The preview banner, loaded in preview mode only (a preview build's `?preview=Upsell`). */
const PreviewBanner = lazy(() => import('./preview-mode.ts').then((m) => ({ default: m.PreviewBanner })));

/** The offer was bought before (another tab, an earlier visit of this page): on to yes's page. */
function goOn(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  funnelNav.yes(boughtSoFar());
}

/** The island. */
export default function UpsellOffer(props: Props) {
  const page = useOfferPage(props);
  const out = useOutcome(page);
  const noThanks = useNoThanks();
  const { mounted, preview, parent, taken } = page;
  const confirmation = useConfirmation({
    parent,
    offer: page.offer,
    kind: props.kind,
    totalTax: page.totalTax,
    shown: out.shownTotal,
    purchaseId: page.purchaseId,
    accept: out.accept,
    fail: out.fail,
    priceChanged: out.priceChanged,
    settled: noThanks.settled,
    ended: out.ended,
  });
  const { agree, findOut } = useAgree(page, out, confirmation, props.kind);
  // A charge sent before this page (a reload while it was on its way) is found out first, once the
  // page can charge; when it stays unknown, a later no thanks asks again.
  const findOutNow = page.unsettled && page.confirmed && confirmation.ready;
  useEffect(() => {
    if (findOutNow) void findOut();
  }, [findOutNow]); // once when it becomes due, not again for each render's new findOut
  const ended = mounted && !preview && !!parent && !taken && (out.endedByApi || out.hasEnded());
  // Without order details the card stays (no layout shift); the message and a way back replace agree.
  const missingOrder = mounted && !preview && !parent;

  return (
    <>
      {preview && (
        <Suspense>
          <PreviewBanner />
        </Suspense>
      )}
      <OfferCard
        offer={out.shownOffer}
        total={out.shownTotal}
        marker={{ kind: page.marker, text: OFFER_MARKER_TEXT[page.marker] }}
        offerError={missingOrder ? ORDER_INFO_MISSING : page.offerError}
        missingOrder={missingOrder ? { href: props.orderFormHref, text: 'Back to the order form' } : undefined}
        payError={out.payError}
        busy={out.busy || confirmation.completing}
        note={noThanks.waiting ? NO_THANKS_WAITING : (confirmation.status ?? out.note)}
        noThanksWaiting={noThanks.waiting}
        confirm={confirmation.view}
        // Not before hydration nor before the API confirmed the offer: a tap then would do nothing.
        ready={mounted && confirmation.ready && page.confirmed && !out.leaving}
        noThanksHref={props.noThanksHref}
        onAgree={() => void agree()}
        onNoThanks={(event) =>
          noThanks.tap(event, {
            blocked: out.inFlight.current || out.leaving,
            preview,
            completing: confirmation.completing,
            unsettled: page.unsettled,
            previewNote: () => out.setNote(PREVIEW_NOTE),
            findOut: () => void findOut(),
          })
        }
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
