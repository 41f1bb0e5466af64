/** What an offer page shows, from the manifest (static), the API (confirmed) or the preview sample. */
import type { Offer } from '../../api/client.ts';
import { PREVIEW_UPSELL_OFFER } from '../../domain/preview.ts';

/** §3 upsell offer as the page shows it. */
export interface OfferView {
  sfid: string;
  title: string;
  description: string;
  productDescription: string;
  standardPrice: number;
  offerPrice: number;
  shippingCost: number;
  productName: string;
  /** '' when there is no image (the preview sample). */
  imageUrl: string;
}

/** R-ORD-7: the offer the API returned; its image, else the one already shown. */
export function fromApiOffer(offer: Offer, shown: OfferView): OfferView {
  return {
    sfid: offer.sfid,
    title: offer.title,
    description: offer.description,
    productDescription: offer.productDescription,
    standardPrice: offer.standardPrice,
    offerPrice: offer.offerPrice,
    shippingCost: offer.shippingCost,
    productName: offer.product.name,
    imageUrl: offer.imageUrl ?? shown.imageUrl,
  };
}

/** R-CON-4: the sample offer of preview mode. */
export const PREVIEW_OFFER_VIEW: OfferView = {
  sfid: PREVIEW_UPSELL_OFFER.sfid,
  title: PREVIEW_UPSELL_OFFER.title,
  description: PREVIEW_UPSELL_OFFER.description,
  productDescription: PREVIEW_UPSELL_OFFER.productDescription,
  standardPrice: PREVIEW_UPSELL_OFFER.standardPrice,
  offerPrice: PREVIEW_UPSELL_OFFER.offerPrice,
  shippingCost: PREVIEW_UPSELL_OFFER.shippingCost,
  productName: PREVIEW_UPSELL_OFFER.product.name,
  imageUrl: '',
};
