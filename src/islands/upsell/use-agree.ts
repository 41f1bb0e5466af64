/**
 * Agree on the offer page: in a preview it only says nothing is charged; past the one-click window
 * it says the offer ended and sends nothing; in confirmation mode it runs the provider's
 * confirmation (use-confirmation.ts); else it charges the add-on in one click (payments/upsell.ts),
 * at the total the page shows, and says how that ended. A charge whose answer was lost is asked
 * again with its key while the page says it is still working, and is never called failed.
 */
import { ADD_ON_UNCONFIRMED, CHECKING_ADD_ON } from '../../domain/messages/upsell.ts';
import type { UpsellKind } from '../../payments/upsell.ts';
import { statsInfo } from '../../runtime/stats-info.ts';
import { loadOnce } from '../load-once.ts';
import { settleFailedRequest, upsellRequestId } from './request-id.ts';
import type { Confirmation } from './use-confirmation.ts';
import type { OfferPage } from './use-offer-page.ts';
import type { Outcome } from './use-outcome.ts';

/** What a preview's taps say. */
export const PREVIEW_NOTE = 'Preview: nothing is charged.';

/** The one-click charge, loaded when the shopper reaches for the offer, at the latest on agree. */
const loadCharge = loadOnce(() => import('../../payments/upsell.ts'));
/** Loads the one-click charge ahead of the tap; agree tries again and reports. */
export const preloadCharge = () => void loadCharge().catch(() => {});

/** The page's agree, for its offer of `kind`. */
export function useAgree(page: OfferPage, out: Outcome, confirmation: Confirmation, kind: UpsellKind) {
  const done = () => {
    out.inFlight.current = false;
    out.setBusy(false);
  };

  /** The one-click charge against the parent order, and what the page says of its answer. */
  async function chargeOneClick(parent: NonNullable<OfferPage['parent']>) {
    const { offer } = page;
    let pay: Awaited<ReturnType<typeof loadCharge>>;
    try {
      pay = await loadCharge();
    } catch (error) {
      // Nothing was sent: the request id stays for the next tap.
      out.fail(error, 'chargeUpsell failed');
      return;
    }
    // A lost answer is asked again with the same key before anything is said (domain/upsell/find-out.ts).
    const result = await pay.chargeUpsellUntilKnown(parent, offer, kind, page.totalTax, {
      requestId: upsellRequestId(parent.id, offer.sfid),
      purchaseId: page.purchaseId,
      shown: out.shownTotal,
      statsInfo: statsInfo(),
      onChecking: () => out.setNote(CHECKING_ADD_ON),
    });
    out.setNote(null);
    if (result.kind === 'charged') {
      if (out.accept(result.order)) return 'left';
    } else if (result.kind === 'needs-confirmation') confirmation.require(result.method);
    else if (result.kind === 'ended') out.ended();
    else if (result.kind === 'price') out.priceChanged(result);
    else if (pay.chargeUnknown(result))
      out.setNote(ADD_ON_UNCONFIRMED); // the key stays for the next tap
    else if (settleFailedRequest(parent.id, offer.sfid, result.error) !== 'taken')
      out.fail(result.error, 'chargeUpsell failed');
    return undefined;
  }

  return async function agree(): Promise<void> {
    const { parent } = page;
    if (out.inFlight.current || out.leaving || confirmation.completing || page.taken) return;
    if (page.preview) return out.setNote(PREVIEW_NOTE);
    if (!parent || !confirmation.ready || !page.confirmed) return;
    if (out.hasEnded()) return out.ended(); // the page stayed open past the window: nothing is sent
    out.inFlight.current = true;
    out.setBusy(true);
    out.setPayError(null);
    // Leaves the page for the provider when it succeeds; back here otherwise.
    if (confirmation.method) {
      if (!(await confirmation.start())) done();
      return;
    }
    if ((await chargeOneClick(parent)) !== 'left') done();
  };
}
