/**
 * What the offer page knows: the offer (the manifest's copy until the API confirms it), the first
 * order it is charged against and its purchase's key, whether it was bought already (any tab), the
 * marker of the shopper's place, the tax and the total the page shows; whether a charge it sent
 * has an outcome still to find out. In a preview build's
 * `?preview=Upsell` there is no order: the sample offer, its price before tax.
 */
import { PREVIEW_BUILD } from 'astro:env/client';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { previewKind, PREVIEW_PARAM } from '../../domain/preview.ts';
import { isLastOffer, offerMarker, type OfferMarker } from '../../domain/upsell/marker.ts';
import { browserApiClient } from '../../api/env.ts';
import { isOfferTaken, unsettledCharge } from '../../domain/upsell/one-offer.ts';
import { offerTotal, upsellTotalTax } from '../../domain/upsell/tax.ts';
import type { UpsellKind } from '../../payments/upsell.ts';
import { funnelContext } from '../../runtime/funnel-context.ts';
import { offerRecords } from '../../state/offer-records.ts';
import { boughtSoFar, parentOrder, parentPurchase, upsellIndex } from './advance.ts';
import type { OfferView } from './offer-view.ts';
import { upsellRequestId } from './request-id.ts';
import { useFunnelState } from './use-funnel-state.ts';
import { useOffer } from './use-offer.ts';

/** The page's offer as the manifest has it, its kind, and the marker shown before the shopper's place is known. */
export interface OfferPageInput {
  offer: OfferView;
  kind: UpsellKind;
  position: 'first' | 'last';
}

/** The hook. */
export function useOfferPage(props: OfferPageInput) {
  const { state, mounted } = useFunnelState();
  const preview =
    mounted && previewKind(new URLSearchParams(window.location.search).get(PREVIEW_PARAM), PREVIEW_BUILD) === 'Upsell';
  const { offer, confirmed, error: offerError } = useOffer(props.offer, props.kind, mounted, preview);
  const parent = parentOrder(state);
  const { purchaseId, paidAt } = parentPurchase(state);
  const index = upsellIndex(state);
  const records = useStore(offerRecords);
  const taken = mounted && !preview && !!parent && isOfferTaken(records, state.upsells, parent.id, offer.sfid);
  // A charge sent whose answer never came may have bought the offer: found out before yes or no
  // thanks count (use-agree.ts). Only an API that answers a repeated key with its first answer
  // (API_DEDUPLICATES) can be asked so; against another, a replay could charge twice.
  const unsettled =
    mounted &&
    !preview &&
    !!parent &&
    !taken &&
    browserApiClient().config.apiDeduplicates !== false &&
    unsettledCharge(records, state.upsells, parent.id, offer.sfid) !== undefined;
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

  // The checkout's quoted rate at the parent's address, when it is the one the parent was taxed at.
  const rate = state.taxData?.rate;
  return {
    mounted,
    preview,
    offer,
    confirmed,
    offerError,
    parent,
    purchaseId,
    paidAt,
    taken,
    unsettled,
    marker,
    totalTax: parent ? upsellTotalTax(offer.offerPrice, parent, rate) : 0,
    pageTotal: offerTotal(offer, preview ? undefined : parent, rate),
  };
}

/** What the page knows. */
export type OfferPage = ReturnType<typeof useOfferPage>;
