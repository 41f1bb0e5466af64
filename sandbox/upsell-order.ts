/**
 * An upsell or downsell as the sandbox prices it (R-ORD-3): each offer's price and shipping from
 * the catalogue, taxed at the parent's ship-to address, for the parent's account and addresses.
 * The payment is chosen by the route; the price check (shown-total.ts) reads the same draft.
 */
import type { z } from 'zod';
import type { Order, upsellOrderRequest } from '../src/wire/index.ts';
import { toCents } from '../src/domain/money.ts';
import type { SandboxContext } from './context.ts';
import type { OrderDraft } from './orders-store.ts';
import { subtotalCents, taxFor } from './pricing.ts';
import { badRequest } from './problems.ts';

/** An add-on's request, as the wire parses it. */
export type UpsellOrder = z.infer<typeof upsellOrderRequest>;

/** The add-on's draft, unpaid (`payment` null), for the paid parent order `parent`. */
export function draftUpsellOrder(ctx: SandboxContext, u: UpsellOrder, parent: Order): OrderDraft {
  const lines = u.upsells.map((sfid, i) => {
    const offer = ctx.catalogue.offers.get(sfid);
    if (!offer) throw badRequest(`upsells.${i}: unknown offer '${sfid}'`);
    const product = ctx.catalogue.products.get(offer.product);
    const price = toCents(offer.offerPrice);
    return {
      productId: offer.product,
      productName: offer.title,
      productDescription: offer.productDescription,
      productImage: product?.image ?? '',
      productTaxCode: product?.taxCode ?? '',
      variantId: offer.sfid,
      variantName: offer.productDescription,
      unitCents: price,
      quantity: 1,
      totalCents: price,
      isBump: false,
      shippingCents: toCents(offer.shippingCost),
      subscription: null,
    };
  });
  const shipTo = parent.shippingAddress;
  const tax = shipTo
    ? taxFor(shipTo.Country, shipTo.State, subtotalCents(lines), 'parent.shippingAddress.State')
    : { rate: 0, cents: 0 };
  const shippingCents = lines.reduce((sum, l) => sum + l.shippingCents, 0);
  return {
    brand: ctx.catalogue.brand,
    orderType: u.orderType,
    orderSource: u.orderSource,
    paymentMethod: u.paymentMethod,
    parentId: parent.id,
    account: { id: parent.accountId, email: parent.customerEmail, name: parent.customerName },
    lines,
    shipping: { id: 'offer', label: 'Offer shipping', cents: shippingCents },
    coupon: null,
    tax,
    billingAddress: parent.billingAddress,
    shippingAddress: parent.shippingAddress,
    affParameters: u.affParameters ?? parent.affParameters,
    payment: null,
    transactionFee: { amount: u.orderTransactionFee ?? 0, documentId: u.transactionFeeDocumentId ?? null },
  };
}
