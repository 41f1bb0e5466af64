/** Offers (R-ORD-7). */
import * as z from 'zod/mini';

/** GET offers/bysfid/{id}: §3 upsell offer. */
export const offer = z.object({
  sfid: z.string(),
  title: z.string(),
  description: z.string(),
  productDescription: z.string(),
  standardPrice: z.number(),
  offerPrice: z.number(),
  shippingCost: z.number(),
  product: z.object({
    id: z.string(),
    sfid: z.string(),
    name: z.string(),
    image: z.array(z.object({ imageUrl: z.string() })),
  }),
});
/** The offer, with product.image[0].imageUrl copied to imageUrl by the client. */
export type Offer = z.infer<typeof offer> & { imageUrl?: string };
