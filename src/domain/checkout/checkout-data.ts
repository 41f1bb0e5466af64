/** R-ORD-9: the checkout data an offer choice hands to the order form. */
import type { CartLine } from './cart.ts';

/** R-ORD-9: product{name, sfid}, standardPrice, orderFormBrand.uniqueName, name, viewType, formType, route, offerPrice, shippingCost, subscriptionPrice. */
export interface CheckoutData {
  product: { name: string; sfid: string };
  standardPrice: number;
  orderFormBrand: { uniqueName: string };
  name: string;
  viewType: string;
  formType: string;
  route: string;
  offerPrice: number;
  shippingCost: number;
  subscriptionPrice?: number | undefined;
}

/**
 * R-ORD-9 for a chosen line: standardPrice is the bundle price, offerPrice what is charged for it,
 * subscriptionPrice set for a subscription; formType 'subscription' or 'one-time'; route the page
 * the order is taken on.
 */
export function checkoutData(line: CartLine, brand: string, viewType: string, route: string): CheckoutData {
  return {
    product: { name: line.name, sfid: line.sfid },
    standardPrice: line.listCents / 100,
    orderFormBrand: { uniqueName: brand },
    name: line.label,
    viewType,
    formType: line.subscription ? 'subscription' : 'one-time',
    route,
    offerPrice: line.priceCents / 100,
    shippingCost: line.shippingCents / 100,
    subscriptionPrice: line.subscription ? line.priceCents / 100 : undefined,
  };
}
