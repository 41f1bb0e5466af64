/**
 * R-ORD-8: what the order-success page shows (account details, the first order, every purchased
 * upsell with totals) and the receipt snapshot kept for a reload after the funnel state is
 * cleaned (R-ORD-5). The snapshot is read from storage, so it is checked before it is trusted.
 */
import type { AccountDetails } from '../checkout/account.ts';
import { sumCents, toCents, type Cents } from '../money.ts';
import type { PurchasedOrder } from './purchase.ts';

/** One line of an order as the receipt lists it. */
export interface ReceiptItem {
  productId?: string | undefined;
  productName?: string | undefined;
  productPrice?: number | undefined;
  productImage?: string | undefined;
  quantity?: number | undefined;
  totalPrice?: number | undefined;
  isBumpOffer?: boolean | undefined;
  /** The package sold: a bundle's label, an offer's description, a bump offer's title. */
  productVariantName?: string | undefined;
}

/** The subscription an order started (§3 subscription fields). */
export interface OrderSubscription {
  frequency?: string | undefined;
  frequencyMultiplier?: number | undefined;
  subtotal?: number | undefined;
  tax?: number | undefined;
  shipping?: number | undefined;
}

/** An order as the receipt shows it (a subset of the stored §3 order). */
export interface ReceiptOrder extends PurchasedOrder {
  date?: string | undefined;
  orderType?: string | undefined;
  paymentMethod?: string | undefined;
  cardBrand?: string | null | undefined;
  cardLast4?: string | null | undefined;
  subtotal?: number | undefined;
  discount?: number | undefined;
  orderItems?: readonly ReceiptItem[] | undefined;
  subscription?: OrderSubscription | null | undefined;
}

/** §3 order-success accountDetails: the checkout's account details plus an extra address line. */
export type ReceiptAccount = AccountDetails & { additionalAddressLine?: string | undefined };

/** Everything the receipt shows. */
export interface ReceiptData {
  account?: ReceiptAccount | undefined;
  order: ReceiptOrder;
  upsells: ReceiptOrder[];
}

/** The receipt kept for a reload, and whether its purchase events were sent. */
export interface ReceiptSnapshot extends ReceiptData {
  purchaseSent: boolean;
}

/** A number of dollars as cents, 0 when it is not a finite number. */
export function centsOf(amount: unknown): Cents {
  return typeof amount === 'number' && Number.isFinite(amount) ? toCents(amount) : 0;
}

/** R-ORD-8: what the shopper paid in all, the first order plus every upsell and downsell. */
export function grandTotalCents(data: Pick<ReceiptData, 'order' | 'upsells'>): Cents {
  return sumCents(centsOf(data.order.total), ...data.upsells.map((u) => centsOf(u.total)));
}

/** The account's name, street and city lines, skipping empty parts. */
export function accountLines(a: ReceiptAccount | undefined): { name: string; address: string } {
  const join = (parts: (string | undefined)[], sep: string) => parts.filter((p) => p?.trim()).join(sep);
  const cityLine = join([a?.city, join([a?.state, a?.zipPostalCode], ' ')], ', ');
  return {
    name: join([a?.firstName, a?.lastName], ' '),
    address: join([join([a?.street, a?.apartment], ' '), a?.additionalAddressLine, cityLine, a?.country], ', '),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isOrder = (v: unknown): v is ReceiptOrder => isRecord(v) && typeof v.id === 'string';

/** The snapshot stored as JSON, or null when there is none or it is not one. */
export function parseReceiptSnapshot(text: string | null | undefined): ReceiptSnapshot | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isOrder(value.order) || !Array.isArray(value.upsells)) return null;
  return {
    account: isRecord(value.account) ? (value.account as ReceiptAccount) : undefined, // strings checked when shown
    order: value.order,
    upsells: value.upsells.filter(isOrder),
    purchaseSent: value.purchaseSent === true,
  };
}
