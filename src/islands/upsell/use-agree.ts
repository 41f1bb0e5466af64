/**
 * Agree on the offer page: in a preview it only says nothing is charged; past the one-click window
 * it says the offer ended and sends nothing; in confirmation mode it runs the provider's
 * confirmation (use-confirmation.ts); else it charges the add-on in one click (payments/upsell.ts),
 * at the total the page shows, and says how that ended. A charge whose answer was lost is asked
 * again with its key while the page says it is still working, and is never called failed. A charge
 * sent whose outcome stayed unknown (the page reloaded while it was on its way, or its re-checks
 * ran out) is found out with its key, the page held meanwhile, before yes or no thanks count
 * (`findOut`): bought, the page goes on as after yes; else it offers again, saying what the
 * answer said.
 */
import { ADD_ON_UNCONFIRMED, CHECKING_ADD_ON } from '../../domain/messages/upsell.ts';
import type { UpsellKind } from '../../payments/upsell.ts';
import { statsInfo } from '../../runtime/stats-info.ts';
import { markChargeSent } from '../../state/offer-records.ts';
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
    // Marked before it leaves: a reload or a no thanks before its answer finds out how it ended.
    markChargeSent(parent.id, offer.sfid, true);
    // A lost answer is asked again with the same key before anything is said (domain/upsell/find-out.ts).
    const result = await pay.chargeUpsellUntilKnown(parent, offer, kind, page.totalTax, {
      requestId: upsellRequestId(parent.id, offer.sfid),
      purchaseId: page.purchaseId,
      shown: out.shownTotal,
      statsInfo: statsInfo(),
      onChecking: () => out.setNote(CHECKING_ADD_ON),
    });
    out.setNote(null);
    const unknown = pay.chargeUnknown(result);
    if (!unknown && result.kind !== 'charged') markChargeSent(parent.id, offer.sfid, false);
    if (result.kind === 'charged') {
      if (out.accept(result.order)) return 'left';
    } else if (result.kind === 'needs-confirmation') confirmation.require(result.method);
    else if (result.kind === 'ended') out.ended();
    else if (result.kind === 'price') out.priceChanged(result);
    else if (unknown)
      out.setNote(ADD_ON_UNCONFIRMED); // the key stays for the next tap, and the charge stays sent
    else if (settleFailedRequest(parent.id, offer.sfid, result.error) !== 'taken')
      out.fail(result.error, 'chargeUpsell failed');
    return undefined;
  }

  /** Holds the page (agree and no thanks wait) while the charge or the confirmation goes. */
  function hold(): void {
    out.inFlight.current = true;
    out.setBusy(true);
    out.setPayError(null);
  }

  return {
    async agree(): Promise<void> {
      const { parent } = page;
      if (out.inFlight.current || out.leaving || confirmation.completing || page.taken) return;
      if (page.preview) return out.setNote(PREVIEW_NOTE);
      if (!parent || !confirmation.ready || !page.confirmed) return;
      if (out.hasEnded()) return out.ended(); // the page stayed open past the window: nothing is sent
      hold();
      // Leaves the page for the provider when it succeeds; back here otherwise.
      if (confirmation.method) {
        if (!(await confirmation.start())) done();
        return;
      }
      if ((await chargeOneClick(parent)) !== 'left') done();
    },
    /**
     * The charge sent before, whose outcome is unknown (page.unsettled), replayed with its key:
     * the sandbox or API answers with what the first did, or charges it now at the total shown.
     */
    async findOut(): Promise<void> {
      const { parent } = page;
      if (!parent || !page.unsettled || !page.confirmed || out.inFlight.current || out.leaving) return;
      hold();
      if ((await chargeOneClick(parent)) !== 'left') done();
    },
  };
}
