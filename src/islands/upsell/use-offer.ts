/**
 * R-ORD-7: the offer of the page: the manifest's copy shows at once; after mount the API's copy
 * (offers/bysfid) replaces it, or the §8 text when the API cannot find it (upsell: 'One time
 * Offer', downsell: 'Offer'). In preview mode the sample offer, loaded then, without calling the API.
 */
import { useEffect, useState } from 'react';
import { OFFER_NOT_FOUND, ONE_TIME_OFFER_NOT_FOUND } from '../../domain/messages/order.ts';
import { browserApiClient as api } from '../../api/env.ts';
import type { UpsellKind } from '../../payments/upsell.ts';
import { fromApiOffer, type OfferView } from './offer-view.ts';

/** The offer shown and its state. */
export interface OfferState {
  offer: OfferView;
  /** True once the API confirmed the offer (the agree button charges only then). */
  confirmed: boolean;
  error: string | null;
}

/** The offer for `kind`, confirmed against the API unless `preview` (or before mount). */
export function useOffer(initial: OfferView, kind: UpsellKind, mounted: boolean, preview: boolean): OfferState {
  const [state, setState] = useState<OfferState>({ offer: initial, confirmed: false, error: null });
  useEffect(() => {
    if (!mounted) return;
    let live = true;
    const show = (next: OfferState) => live && setState(next);
    const notFound = kind === 'Upsell' ? ONE_TIME_OFFER_NOT_FOUND : OFFER_NOT_FOUND;
    // A preview shows the page's own offer, as the manifest gives it, without asking the API (nothing is charged).
    if (preview) show({ offer: initial, confirmed: true, error: null });
    else
      api()
        .getOfferBySfid(initial.sfid)
        .then(
          (offer) => show({ offer: fromApiOffer(offer, initial), confirmed: true, error: null }),
          () => show({ offer: initial, confirmed: false, error: notFound }),
        );
    return () => {
      live = false;
    };
  }, [initial, kind, mounted, preview]);
  return state;
}
