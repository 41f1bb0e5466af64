/**
 * Order calls: orders/createguest (first orders, and upsells/downsells per R-ORD-3),
 * v2/orders/createTransaction, setorderguest, createorder (pending until paid), createtransaction,
 * orders/all, and cancelorder (a pending upsell the shopper did not confirm with the provider).
 * Every payload is validated, priced from the catalogue and paid before a single row is written,
 * so a bad payload or a declined card leaves nothing behind.
 */
import { Hono, type Context } from 'hono';
import {
  cancelOrderRequest,
  createTransactionRequest,
  guestOrderBase,
  guestOrderRequest,
  upsellOrderRequest,
  type Order,
} from '../../src/wire/index.ts';
import { isProviderMethod } from '../../src/domain/wallets/upsell-route.ts';
import { transaction } from '../db.ts';
import type { SandboxContext } from '../context.ts';
import { getOrder, insertOrder, listOrders, markPaid, saveOrder } from '../orders-store.ts';
import { assertOffersOpen, pendingOrder } from '../pending-order.ts';
import {
  authorizeCard,
  authorizeWallet,
  chargeByReference,
  findPaymentOption,
  vault,
  type Authorization,
  type PaymentOption,
} from '../payments.ts';
import { draftUpsellOrder, type UpsellOrder } from '../upsell-order.ts';
import { draftGuestOrder, type GuestOrder } from '../guest-order.ts';
import { badRequest, parseBody, Problem } from '../problems.ts';
import { recordStatsInfo } from '../order-stats.ts';
import {
  assertBuyer,
  assertOneClickOpen,
  assertOrderBuyer,
  assertPurchaseOpen,
  notePurchase,
  payingPurchase,
  purchaseOf,
  purchaseTabOf,
} from '../purchase.ts';
import { applePaySessionRequest, merchantSession } from './apple-pay-session.ts';

/** Card and wallet payments are authorised now; PayPal and Amazon Pay orders stay pending. */
function authorize(
  ctx: SandboxContext,
  o: { paymentMethod: GuestOrder['paymentMethod']; card?: GuestOrder['card']; walletToken?: string | undefined },
): Authorization | null {
  if (o.paymentMethod === 'Credit Card') {
    if (!o.card) throw badRequest('card: required for Credit Card');
    return authorizeCard(o.card, ctx.now());
  }
  if (o.paymentMethod === 'Google Pay' || o.paymentMethod === 'Apple Pay') {
    if (!o.walletToken) throw badRequest(`walletToken: required for ${o.paymentMethod}`);
    return authorizeWallet(o.paymentMethod, o.walletToken);
  }
  return null;
}

/**
 * Creates a first order, paying it when the method allows; the call's purchase (X-Purchase-Id)
 * pays at most one: checked before the card is charged, in the same synchronous stretch as the
 * insert. The order records the key (and the call's tab, X-Purchase-Tab) also when it stays
 * pending: only that key may then pay or cancel it (purchase.ts).
 */
function placeGuestOrder(ctx: SandboxContext, c: Context, o: GuestOrder, pay: boolean) {
  const purchase = purchaseOf(c);
  const draft = draftGuestOrder(ctx, o);
  if (pay) assertPurchaseOpen(ctx.db, purchase);
  const auth = pay ? authorize(ctx, o) : null;
  return transaction(ctx.db, () => {
    const order = insertOrder(
      ctx.db,
      { ...draft, payment: auth ? vault(ctx.db, auth, draft.account.id) : null },
      ctx.now(),
    );
    notePurchase(ctx.db, order.id, purchase, purchaseTabOf(c));
    recordStatsInfo(ctx.db, order.id, o.statsInfo);
    return order;
  });
}

/**
 * R-ORD-3: how an upsell is paid: the card on file (card, Google Pay, Apple Pay); PayPal or Amazon
 * Pay by reference against the parent's agreement; or nothing yet (`awaitConfirmation`: the order
 * stays Pending until the provider's confirmation pays it).
 */
function upsellPayment(ctx: SandboxContext, u: UpsellOrder, parent: Order): PaymentOption | null {
  const method = u.paymentMethod;
  if (u.awaitConfirmation) {
    if (!isProviderMethod(method)) throw badRequest('awaitConfirmation: only for PayPal and Amazon Pay');
    if (parent.paymentMethod !== u.paymentMethod)
      throw badRequest(`paymentMethod: the parent order was paid with ${parent.paymentMethod}`);
    return null;
  }
  if (isProviderMethod(method)) return chargeByReference(ctx.db, method, parent, u.paymentOptionId);
  const optionId = u.paymentOptionId ?? u.cardDetails?.cardId ?? parent.paymentOptionId;
  const payment = optionId ? findPaymentOption(ctx.db, optionId, parent.accountId) : undefined;
  if (!payment)
    throw badRequest(
      `${u.cardDetails ? 'cardDetails.cardId' : 'paymentOptionId'}: not a payment option of the parent order`,
    );
  return payment;
}

/**
 * R-ORD-3: an upsell or downsell of a paid parent order, paid one-click (see upsellPayment). Only
 * the parent's purchase may ask (its X-Purchase-Id, else 403, also for an unknown parent: a caller
 * without the key learns nothing), and only within the one-click window (else 410).
 */
function placeUpsellOrder(ctx: SandboxContext, c: Context, u: UpsellOrder) {
  assertBuyer(c, ctx.db, u.parent);
  assertOneClickOpen(ctx.db, u.parent, ctx.now());
  const parent = getOrder(ctx.db, u.parent);
  if (!parent) throw badRequest(`parent: unknown order '${u.parent}'`);
  if (parent.status !== 'Paid') throw badRequest('parent: the order is not paid');
  const draft = draftUpsellOrder(ctx, u, parent);
  // One offer, one charge, whatever the request id: refused before anything is charged. The check
  // and the insert below run without a pause (node:sqlite is synchronous), so no twin slips between.
  assertOffersOpen(ctx.db, parent.id, u.upsells);
  const payment = upsellPayment(ctx, u, parent);
  return transaction(ctx.db, () => {
    const order = insertOrder(ctx.db, { ...draft, payment }, ctx.now());
    recordStatsInfo(ctx.db, order.id, u.statsInfo);
    return order;
  });
}

function peekOrderType(c: Context): Promise<unknown> {
  return c.req.text().then((raw) => {
    try {
      return (JSON.parse(raw) as { orderType?: unknown } | null)?.orderType;
    } catch {
      return undefined;
    }
  });
}

/** The order routes, relative to the API base. */
export function orderRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();

  app.post('/orders/createguest', async (c) => {
    const type = await peekOrderType(c);
    if (type === 'Upsell' || type === 'Downsell')
      return c.json(placeUpsellOrder(ctx, c, (await parseBody(c, upsellOrderRequest)).data));
    return c.json(placeGuestOrder(ctx, c, (await parseBody(c, guestOrderRequest)).data, true));
  });
  app.post('/orders/setorderguest', async (c) =>
    c.json(placeGuestOrder(ctx, c, (await parseBody(c, guestOrderBase)).data, false)),
  );
  app.post('/orders/createorder', async (c) =>
    c.json(placeGuestOrder(ctx, c, (await parseBody(c, guestOrderBase)).data, false)),
  );
  app.post('/orders/createtransaction', async (c) => {
    const { data } = await parseBody(c, createTransactionRequest);
    assertOrderBuyer(c, ctx.db, data.orderId);
    const order = getOrder(ctx.db, data.orderId);
    if (!order) throw badRequest(`orderId: unknown order '${data.orderId}'`);
    if (order.status !== 'Pending')
      throw new Problem(409, `orderId: the order is already ${order.status.toLowerCase()}`);
    if (data.paymentMethod === 'PayPal' || data.paymentMethod === 'Amazon Pay')
      throw badRequest(`paymentMethod: ${data.paymentMethod} is paid through its own calls`);
    const notePurchase = payingPurchase(c, ctx.db, order);
    const auth = authorize(ctx, data);
    if (!auth) throw badRequest('paymentMethod: not payable here');
    return c.json(
      transaction(ctx.db, () => {
        notePurchase();
        return markPaid(ctx.db, order, vault(ctx.db, auth, order.accountId), data.paymentMethod, ctx.now());
      }),
    );
  });
  /** ours: a pending order (an upsell whose provider confirmation was cancelled) becomes Cancelled. */
  app.post('/orders/cancelorder', async (c) => {
    const { data } = await parseBody(c, cancelOrderRequest);
    assertOrderBuyer(c, ctx.db, data.orderId);
    const cancel = (): Order => {
      const cancelled: Order = { ...pendingOrder(ctx.db, data.orderId), status: 'Cancelled' };
      saveOrder(ctx.db, cancelled);
      return cancelled;
    };
    return c.json(transaction(ctx.db, cancel));
  });
  app.post('/orders/applepaysession', async (c) => {
    const { data } = await parseBody(c, applePaySessionRequest);
    return c.json(merchantSession(data.validationURL, data.domainName, ctx.now()));
  });
  app.get('/orders/all', (c) => c.json(listOrders(ctx.db)));
  return app;
}

/** R-ORD-1: v2/orders/createTransaction, one level above the API base: the guest payment. */
export function v2Routes(ctx: SandboxContext): Hono {
  const app = new Hono();
  app.post('/orders/createTransaction', async (c) =>
    c.json(placeGuestOrder(ctx, c, (await parseBody(c, guestOrderRequest)).data, true)),
  );
  return app;
}
