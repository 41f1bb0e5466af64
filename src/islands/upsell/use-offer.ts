/**
 * R-ORD-7: the offer of the page: the manifest's copy shows at once; after mount the API's copy
 * (offers/bysfid) replaces it, or the §8 text when the API cannot find it (upsell: 'One time
 * Offer', downsell: 'Offer'). In preview mode the sample offer, without calling the API.
 */
import { useEffect, useState } from 'react';
import { OFFER_NOT_FOUND, ONE_TIME_OFFER_NOT_FOUND } from '../../domain/messages/order.ts';
import { browserApiClient as api } from '../../api/env.ts';
import type { UpsellKind } from '../../payments/upsell.ts';
import { fromApiOffer, PREVIEW_OFFER_VIEW, type OfferView } from './offer-view.ts';

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
    if (preview) {
      setState({ offer: PREVIEW_OFFER_VIEW, confirmed: true, error: null });
      return;
    }
    let live = true;
    api()
      .getOfferBySfid(initial.sfid)
      .then(
        (offer) => live && setState({ offer: fromApiOffer(offer, initial), confirmed: true, error: null }),
        () =>
          live &&
          setState({
            offer: initial,
            confirmed: false,
            error: kind === 'Upsell' ? ONE_TIME_OFFER_NOT_FOUND : OFFER_NOT_FOUND,
          }),
      );
    return () => {
      live = false;
    };
  }, [initial, kind, mounted, preview]);
  return state;
}
