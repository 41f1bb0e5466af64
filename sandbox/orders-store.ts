/**
 * Orders in the sandbox database: building the contract Order from priced lines, inserting it
 * with its items in one transaction, reading, updating and counting. Ids are random, names
 * sequential (IB-000001).
 */
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Address, AffParameters, Order, OrderSource, OrderType, PaymentMethod } from '../src/wire/index.ts';
import { fromCents } from '../src/domain/money.ts';
import { subtotalCents, type Line, type ShippingChoice } from './pricing.ts';
import { newId } from './ids.ts';
import type { PaymentOption } from './payments.ts';

/** The guest's account id, derived from the email so repeat buyers share it (order count). */
export const accountIdFor = (email: string) =>
  `acc_${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;

/** Everything an order is made of. */
export interface OrderDraft {
  brand: string;
  orderType: OrderType;
  orderSource: OrderSource;
  paymentMethod: PaymentMethod;
  parentId: string | null;
  account: { id: string; email: string; name: string };
  lines: Line[];
  shipping: ShippingChoice | null;
  coupon: { code: string; discountCents: number } | null;
  tax: { rate: number; cents: number };
  billingAddress: Address | null;
  shippingAddress: Address | null;
  affParameters: AffParameters | null;
  payment: PaymentOption | null;
  transactionFee?: { amount: number; documentId: string | null };
  /** A first order's cart fingerprint (domain/checkout/purchase-cart.ts): what its purchase key stands for. */
  cart?: string | undefined;
}

/** What a draft charges: its lines less the coupon, plus tax and shipping. */
export function draftTotalCents(draft: Omit<OrderDraft, 'payment'>): number {
  return (
    subtotalCents(draft.lines) - (draft.coupon?.discountCents ?? 0) + draft.tax.cents + (draft.shipping?.cents ?? 0)
  );
}

/** The contract Order for a draft; Paid when a payment option is given, else Pending. */
export function buildOrder(draft: OrderDraft, id: string, name: string, now: Date): Order {
  const subtotal = subtotalCents(draft.lines);
  const discount = draft.coupon?.discountCents ?? 0;
  const shipping = draft.shipping?.cents ?? 0;
  const paid = draft.payment !== null;
  const sub = draft.lines.find((l) => l.subscription);
  return {
    brand: draft.brand,
    id,
    name,
    status: paid ? 'Paid' : 'Pending',
    date: now.toISOString(),
    accountId: draft.account.id,
    customerEmail: draft.account.email,
    customerName: draft.account.name,
    subscribed: paid && !!sub,
    authorized: paid,
    orderSource: draft.orderSource,
    orderType: draft.orderType,
    parrentUpsellOrderId: draft.parentId,
    paymentMethod: draft.paymentMethod,
    orderItems: draft.lines.map((l) => ({
      orderId: id,
      productId: l.productId,
      productName: l.productName,
      productDescription: l.productDescription,
      productImage: l.productImage,
      productTaxCode: l.productTaxCode,
      productPrice: fromCents(l.unitCents),
      quantity: l.quantity,
      totalPrice: fromCents(l.totalCents),
      isBumpOffer: l.isBump,
      productVariantId: l.variantId,
      productVariantName: l.variantName,
      productVariantPrice: fromCents(l.unitCents),
      productVariantSize: null,
      productVariantColor: null,
    })),
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    coupon: draft.coupon?.code ?? null,
    tax: fromCents(draft.tax.cents),
    orderShippingCost: fromCents(shipping),
    shippingOptionId: draft.shipping?.id ?? null,
    orderTransactionFee: draft.transactionFee?.amount ?? 0,
    transactionFeeAmount: draft.transactionFee?.amount ?? 0,
    transactionFeeDocumentId: draft.transactionFee?.documentId ?? null,
    total: fromCents(draftTotalCents(draft)),
    billingAddress: draft.billingAddress,
    shippingAddress: draft.shippingAddress,
    shipToName: draft.account.name,
    affParameters: draft.affParameters,
    subscription: sub?.subscription
      ? {
          id: newId('sub'),
          frequency: sub.subscription.frequency,
          frequencyMultiplier: sub.subscription.frequencyMultiplier,
          subtotal: fromCents(sub.totalCents),
          tax: fromCents(Math.round(sub.totalCents * draft.tax.rate)),
          shipping: fromCents(shipping),
        }
      : null,
    cardId: draft.payment?.id ?? null,
    paymentOptionId: draft.payment?.id ?? null,
    cardBrand: draft.payment?.brand ?? null,
    cardLast4: draft.payment?.last4 ?? null,
  };
}

/** Inserts a new order and its items (call inside a transaction); returns the stored Order. */
export function insertOrder(db: DatabaseSync, draft: OrderDraft, now = new Date()): Order {
  const { seq } = db.prepare('SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM orders').get() as { seq: number };
  const id = newId('ord');
  const order = buildOrder(draft, id, `IB-${String(seq).padStart(6, '0')}`, now);
  db.prepare(
    `INSERT INTO orders (id, seq, name, account_id, parent_id, order_type, status, payment_method, total_cents, data, created_at, paid_at, cart)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    seq,
    order.name,
    order.accountId,
    order.parrentUpsellOrderId,
    order.orderType,
    order.status,
    order.paymentMethod,
    Math.round(order.total * 100),
    JSON.stringify(order),
    order.date,
    order.status === 'Paid' ? order.date : null,
    draft.cart ?? null,
  );
  const item = db.prepare(
    'INSERT INTO order_items (order_id, line, product_id, quantity, unit_cents, total_cents, is_bump) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  draft.lines.forEach((l, i) => item.run(id, i, l.productId, l.quantity, l.unitCents, l.totalCents, l.isBump ? 1 : 0));
  return order;
}

/** The stored order, or undefined. */
export function getOrder(db: DatabaseSync, id: string): Order | undefined {
  const row = db.prepare('SELECT data FROM orders WHERE id = ?').get(id) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as Order) : undefined;
}

/** Writes an updated order back. */
export function saveOrder(db: DatabaseSync, order: Order): void {
  db.prepare('UPDATE orders SET status = ?, payment_method = ?, total_cents = ?, data = ? WHERE id = ?').run(
    order.status,
    order.paymentMethod,
    Math.round(order.total * 100),
    JSON.stringify(order),
    order.id,
  );
}

/** Marks a pending order paid with a payment option at `now`. */
export function markPaid(
  db: DatabaseSync,
  order: Order,
  payment: PaymentOption,
  method: PaymentMethod,
  now: Date,
  subscribed?: boolean,
): Order {
  const paid: Order = {
    ...order,
    status: 'Paid',
    authorized: true,
    paymentMethod: method,
    subscribed: subscribed ?? order.subscription !== null,
    cardId: payment.id,
    paymentOptionId: payment.id,
    cardBrand: payment.brand,
    cardLast4: payment.last4,
  };
  saveOrder(db, paid);
  db.prepare('UPDATE orders SET paid_at = ? WHERE id = ?').run(now.toISOString(), order.id);
  return paid;
}

/** What the purchase rules read of a stored order: when it was paid, its purchase key and its cart. */
export interface OrderFacts {
  paidAt: Date | undefined;
  purchaseId: string | undefined;
  cart: string | undefined;
  /** The tab (X-Purchase-Tab) whose call created or paid it under its purchase. */
  purchaseTab: string | undefined;
}

/** The purchase facts of order `id` (undefined when there is no such order). */
export function orderFacts(db: DatabaseSync, id: string): OrderFacts | undefined {
  const row = db.prepare('SELECT paid_at, purchase_id, cart, purchase_tab FROM orders WHERE id = ?').get(id) as
    | { paid_at: string | null; purchase_id: string | null; cart: string | null; purchase_tab: string | null }
    | undefined;
  if (!row) return undefined;
  return {
    paidAt: row.paid_at ? new Date(row.paid_at) : undefined,
    purchaseId: row.purchase_id ?? undefined,
    cart: row.cart ?? undefined,
    purchaseTab: row.purchase_tab ?? undefined,
  };
}

/**
 * One offer, one charge: the paid upsell or downsell of `sfid` after order `parentId`, other than
 * `exceptId`, if there is one. A production API must keep this rule too (docs/sandbox.md).
 */
export function paidFollowUp(db: DatabaseSync, parentId: string, sfid: string, exceptId = ''): Order | undefined {
  const rows = db
    .prepare("SELECT data FROM orders WHERE parent_id = ? AND id <> ? AND status = 'Paid' ORDER BY seq")
    .all(parentId, exceptId) as { data: string }[];
  return rows
    .map((r) => JSON.parse(r.data) as Order)
    .find((o) => o.orderItems.some((i) => i.productVariantId === sfid));
}

/** Recent orders, newest first. */
export function listOrders(db: DatabaseSync, limit = 200, offset = 0): Order[] {
  const rows = db.prepare('SELECT data FROM orders ORDER BY seq DESC LIMIT ? OFFSET ?').all(limit, offset) as {
    data: string;
  }[];
  return rows.map((r) => JSON.parse(r.data) as Order);
}

/** R-SES-7: the account's other orders (all but `excludeId`). */
export function countOrders(db: DatabaseSync, accountId: string, excludeId = ''): number {
  const row = db
    .prepare("SELECT COUNT(*) AS n FROM orders WHERE account_id = ? AND id <> ? AND status <> 'Cancelled'")
    .get(accountId, excludeId);
  return Number((row as { n: number }).n);
}
