/**
 * A first order as the sandbox prices it: lines, shipping, coupon and tax from the catalogue, and
 * the cart its purchase key stands for (domain/checkout/purchase-cart.ts), read from the priced
 * draft so that a shipping method left to the default and the same method named are one cart.
 */
import type { z } from 'zod';
import type { guestOrderBase } from '../src/wire/index.ts';
import { cartFingerprint, purchaseCart } from '../src/domain/checkout/purchase-cart.ts';
import type { SandboxContext } from './context.ts';
import { accountIdFor, type OrderDraft } from './orders-store.ts';
import { chooseShipping, couponDiscount, priceLines, subtotalCents, taxFor } from './pricing.ts';

/** A first order's request, as the wire parses it. */
export type GuestOrder = z.infer<typeof guestOrderBase>;

/** The draft of a first order: priced lines, shipping, coupon and tax from the catalogue, and its cart. */
export function draftGuestOrder(ctx: SandboxContext, o: GuestOrder): OrderDraft {
  const lines = priceLines(ctx.catalogue, o.orderItems, o.bumpOfferIds);
  const shipTo = o.shippingAddress ?? o.billingAddress;
  const field = o.shippingAddress ? 'shippingAddress' : 'billingAddress';
  const shipping = chooseShipping(shipTo.Country, lines, o.shippingOptionId);
  const coupon = o.coupon ? couponDiscount(o.coupon, lines) : null;
  const tax = taxFor(
    shipTo.Country,
    shipTo.State,
    subtotalCents(lines) - (coupon?.discountCents ?? 0),
    `${field}.State`,
  );
  const name = `${o.contact.firstName} ${o.contact.lastName}`;
  const cart = purchaseCart({
    orderItems: o.orderItems,
    bumpOfferIds: o.bumpOfferIds,
    coupon: coupon?.code ?? null,
    shippingOptionId: shipping.id,
    shipTo,
  });
  return {
    brand: ctx.catalogue.brand,
    orderType: 'Standard',
    orderSource: o.orderSource,
    paymentMethod: o.paymentMethod,
    parentId: null,
    account: { id: o.accId ?? accountIdFor(o.contact.email), email: o.contact.email, name },
    lines,
    shipping,
    coupon,
    tax,
    billingAddress: o.billingAddress,
    shippingAddress: shipTo,
    affParameters: o.affParameters ?? null,
    payment: null,
    cart: cartFingerprint(cart),
  };
}
