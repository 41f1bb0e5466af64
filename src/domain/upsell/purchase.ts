/**
 * R-SES-7: the purchase analytics event. Each order of the funnel (the first order and every
 * upsell or downsell) is one §3 'Order for purchase analytics', carrying newOrExisting.
 */
import { newOrExisting, type NewOrExisting } from '../order.ts';

/** The parts of an order the event reads (the stored §3 order). */
export interface PurchasedOrder {
  id: string;
  accountId?: string | undefined;
  total?: number | undefined;
  tax?: number | undefined;
  orderShippingCost?: number | undefined;
  name?: string | undefined;
  customerEmail?: string | undefined;
  brand?: string | undefined;
  parrentUpsellOrderId?: string | null | undefined;
  orderItems?:
    | readonly {
        productId?: string | undefined;
        productName?: string | undefined;
        productPrice?: number | undefined;
        productImage?: string | undefined;
        quantity?: number | undefined;
      }[]
    | undefined;
}

/** §3 Order for purchase analytics. */
export interface PurchaseOrder {
  id: string;
  accountId: string;
  total: number;
  tax: number;
  orderShippingCost: number;
  name: string;
  customerEmail: string;
  brand: string;
  orderItems: {
    productId: string;
    productName: string;
    productPrice: number;
    productImage: string;
    quantity: number;
  }[];
  newOrExisting: NewOrExisting;
}

/** §3: the order in the purchase-analytics shape. */
export function purchaseOrder(order: PurchasedOrder, kind: NewOrExisting): PurchaseOrder {
  return {
    id: order.id,
    accountId: order.accountId ?? '',
    total: order.total ?? 0,
    tax: order.tax ?? 0,
    orderShippingCost: order.orderShippingCost ?? 0,
    name: order.name ?? '',
    customerEmail: order.customerEmail ?? '',
    brand: order.brand ?? '',
    orderItems: (order.orderItems ?? []).map((i) => ({
      productId: i.productId ?? '',
      productName: i.productName ?? '',
      productPrice: i.productPrice ?? 0,
      productImage: i.productImage ?? '',
      quantity: i.quantity ?? 0,
    })),
    newOrExisting: kind,
  };
}

/**
 * R-SES-7: new or existing from the account's count of orders other than the first order, not
 * counting the upsells and downsells bought in this funnel (they are the same purchase).
 * A failed or non-numeric count stays 'unKnown'.
 */
export function customerKind(otherOrders: unknown, followUpsOfThisOrder: number): NewOrExisting {
  const raw = newOrExisting(otherOrders);
  if (typeof otherOrders !== 'number' || raw === 'unKnown') return raw;
  return newOrExisting(Math.max(0, otherOrders - followUpsOfThisOrder));
}
