/**
 * R-NAV-3, R-CON-4: the sample receipt shown by `?preview=OrderSuccess` in a preview build: the
 * sample account, a sample first order and the sample upsell (49.99 → 19.99, shipping 1.99).
 */
import { fromCents, toCents } from '../money.ts';
import { PREVIEW_ACCOUNT_DETAILS, PREVIEW_UPSELL_OFFER } from '../preview-samples.ts';
import type { ReceiptData } from './receipt.ts';

const offer = PREVIEW_UPSELL_OFFER;
/** A line of the sample product at `price`: what a receipt line reads of an order's item. */
const item = (price: number) => ({
  productId: offer.product.id,
  productName: offer.product.name,
  productPrice: price,
  quantity: 1,
  totalPrice: price,
});

/** R-CON-4: the sample receipt; sample data only, never a real order. */
export const PREVIEW_RECEIPT: ReceiptData = {
  account: { ...PREVIEW_ACCOUNT_DETAILS },
  order: {
    id: 'PREVIEW-ORDER',
    name: 'PREVIEW-0001',
    orderType: 'Standard',
    paymentMethod: 'Credit Card',
    date: '2023-01-01T12:00:00.000Z',
    orderItems: [item(offer.standardPrice)],
    subtotal: offer.standardPrice,
    orderShippingCost: 0,
    tax: 0,
    total: offer.standardPrice,
  },
  upsells: [
    {
      id: 'PREVIEW-UPSELL',
      name: 'PREVIEW-0002',
      orderType: 'Upsell',
      paymentMethod: 'Credit Card',
      parrentUpsellOrderId: 'PREVIEW-ORDER',
      orderItems: [item(offer.offerPrice)],
      subtotal: offer.offerPrice,
      orderShippingCost: offer.shippingCost,
      tax: 0,
      total: fromCents(toCents(offer.offerPrice) + toCents(offer.shippingCost)),
    },
  ],
};
