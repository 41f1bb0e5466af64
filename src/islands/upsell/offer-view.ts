/** What an offer page shows, from the manifest (static), the API (confirmed) or the preview sample. */
import type { Offer } from '../../api/client.ts';

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

/** The fields an offer page shows of any offer: the manifest's, the API's or the preview sample. */
type OfferFields = Omit<OfferView, 'productName' | 'imageUrl'>;

/** The view of an offer with its product's name and image. */
export function offerView(offer: OfferFields, productName: string, imageUrl: string): OfferView {
  const { sfid, title, description, productDescription, standardPrice, offerPrice, shippingCost } = offer;
  return {
    sfid,
    title,
    description,
    productDescription,
    standardPrice,
    offerPrice,
    shippingCost,
    productName,
    imageUrl,
  };
}

/** R-ORD-7: the offer the API returned; its image, else the one already shown. */
export function fromApiOffer(offer: Offer, shown: OfferView): OfferView {
  return offerView(offer, offer.product.name, offer.imageUrl ?? shown.imageUrl);
}
