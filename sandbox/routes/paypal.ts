/**
 * PayPal simulated server-side (R-PAY-2): payments, subscriptions and the express checkout.
 * Each create call returns an approvalUrl on the sandbox's approval page, which sends the shopper
 * back with the R-QP-3 parameters; execute/do calls then pay the pending order. A subscription or a
 * recurring express checkout also records a billing agreement, which upsells charge by reference
 * (payments.ts chargeByReference). Express-checkout errors carry a code besides the error text
 * (their whole body reaches the caller).
 */
import { Hono, type Context } from 'hono';
import {
  createRecurringPaymentRequest,
  doExpressCheckoutRequest,
  getExpressCheckoutDetailRequest,
  paypalPaymentCreateRequest,
  paypalPaymentExecuteRequest,
  paypalSubscriptionCancelRequest,
  paypalSubscriptionCreateRequest,
  paypalSubscriptionExecuteRequest,
  setExpressCheckoutRequest,
} from '../../src/wire/index.ts';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db.ts';
import { getOrder, markPaid, saveOrder } from '../orders-store.ts';
import { providerAuthorization, vault } from '../payments.ts';
import { pendingOrder } from '../pending-order.ts';
import { assertOrderBuyer, assertPaidBy, payingPurchase } from '../purchase.ts';
import { badRequest, notFound, parseBody, paymentFailed, Problem } from '../problems.ts';
import {
  agreementByReference,
  createSession,
  findSessionBy,
  recordAgreement,
  getSession,
  token,
  updateSession,
  type ProviderSession,
  type SessionKind,
} from '../provider-sessions.ts';

/** Where the shopper approves a PayPal token. */
export const approvalUrl = (t: string) => `/__sandbox/paypal/approve?token=${encodeURIComponent(t)}`;

/** The PayPal routes, relative to the API base. */
export function paypalRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  paymentRoutes(app, ctx);
  subscriptionRoutes(app, ctx);
  expressCheckoutRoutes(app, ctx);
  return app;
}

/** A PayPal session for a pending order; an add-on's only for its parent's purchase (purchase.ts). */
function start(
  c: Context,
  ctx: SandboxContext,
  kind: SessionKind,
  id: string,
  orderId: string,
  data: Record<string, string>,
) {
  assertOrderBuyer(c, ctx.db, orderId);
  pendingOrder(ctx.db, orderId);
  return createSession(ctx.db, { id, kind, orderId, status: 'created', data }, ctx.now());
}

/**
 * Pays the session's order once; a completed session returns the paid order again, to the purchase
 * that paid it only (assertPaidBy). A parent order is paid only while its purchase (X-Purchase-Id)
 * has no other paid order (purchase.ts).
 */
function complete(
  c: Context,
  ctx: SandboxContext,
  s: ProviderSession,
  orderId: string,
  payerId: string,
  subscribed?: boolean,
  fail = paymentFailed,
) {
  const { db } = ctx;
  if (s.orderId !== orderId) throw badRequest('orderId: does not match the PayPal token');
  assertOrderBuyer(c, db, orderId);
  if (s.status === 'completed') {
    assertPaidBy(c, db, orderId);
    return getOrder(db, orderId);
  }
  if (s.status !== 'approved' || s.data.PayerID !== payerId) throw fail();
  const order = pendingOrder(db, orderId);
  const notePurchase = payingPurchase(c, db, order);
  return transaction(db, () => {
    updateSession(db, s, 'completed');
    notePurchase();
    const option = vault(db, providerAuthorization('PayPal', s.id), order.accountId);
    // A subscription, or an express checkout for recurring payments, leaves a billing agreement
    // that upsells may charge again by reference (R-ORD-3).
    if (s.kind === 'paypal-subscription' || (s.kind === 'paypal-express' && s.data.recurring === 'true'))
      recordAgreement(db, 'paypal-agreement', { orderId, reference: s.id, paymentOptionId: option.id }, ctx.now());
    return markPaid(db, order, option, 'PayPal', ctx.now(), subscribed);
  });
}

/** Express-checkout errors carry a code besides the error text. */
const expressProblem = (status: 400 | 404, code: string) => () =>
  new Problem(status, 'Sorry, but your payment failed', { code });

/** A one-time payment: create, then execute once the shopper approved it. */
function paymentRoutes(app: Hono, ctx: SandboxContext): void {
  app.post('/orders/createpaypalpayment', async (c) => {
    const { data } = await parseBody(c, paypalPaymentCreateRequest);
    const s = start(c, ctx, 'paypal-payment', token('EC-'), data.orderId, {
      paymentId: token('PAYID-'),
      returnUrl: data.returnUrl,
      cancelUrl: data.cancelUrl,
    });
    return c.json({ paymentId: s.data.paymentId, token: s.id, approvalUrl: approvalUrl(s.id) });
  });
  app.post('/orders/executepaypalpayment', async (c) => {
    const { data } = await parseBody(c, paypalPaymentExecuteRequest);
    const s = findSessionBy(ctx.db, 'paypal-payment', 'paymentId', data.paymentId);
    if (!s) throw badRequest(`paymentId: unknown payment '${data.paymentId}'`);
    return c.json(complete(c, ctx, s, data.orderId, data.PayerID));
  });
}

/** A subscription: create, execute once approved, and cancel (which ends its billing agreement). */
function subscriptionRoutes(app: Hono, ctx: SandboxContext): void {
  const { db } = ctx;
  app.post('/orders/createpaypalsubscription', async (c) => {
    const { data } = await parseBody(c, paypalSubscriptionCreateRequest);
    const s = start(c, ctx, 'paypal-subscription', token('I-'), data.orderId, {
      returnUrl: data.returnUrl,
      cancelUrl: data.cancelUrl,
    });
    return c.json({ subscriptionId: s.id, token: s.id, approvalUrl: approvalUrl(s.id) });
  });
  app.post('/orders/executepaypalsubscription', async (c) => {
    const { data } = await parseBody(c, paypalSubscriptionExecuteRequest);
    const s = getSession(db, data.subscriptionId, 'paypal-subscription');
    if (!s) throw badRequest(`subscriptionId: unknown subscription '${data.subscriptionId}'`);
    return c.json(complete(c, ctx, s, data.orderId, s.data.PayerID ?? '', true));
  });
  app.post('/orders/cancelpaypalsubscription', async (c) => {
    const { data } = await parseBody(c, paypalSubscriptionCancelRequest);
    const s = getSession(db, data.subscriptionId, 'paypal-subscription');
    if (!s) throw badRequest(`subscriptionId: unknown subscription '${data.subscriptionId}'`);
    // Only the order's purchase may cancel: a pending subscription ends its order's way of paying, a
    // paid one the agreement one-click charges by. Its id is the token in the return address.
    assertOrderBuyer(c, db, s.orderId);
    if (s.status === 'completed') assertPaidBy(c, db, s.orderId);
    transaction(db, () => {
      updateSession(db, s, 'cancelled');
      const agreement = agreementByReference(db, 'paypal-agreement', s.id);
      if (agreement) updateSession(db, agreement, 'cancelled');
      const order = getOrder(db, s.orderId);
      if (order) saveOrder(db, { ...order, subscribed: false });
    });
    return c.json({ subscriptionId: s.id, status: 'Cancelled' as const });
  });
}

/** The express checkout (NVP): set, read the payer's details, do, and a recurring profile. */
function expressCheckoutRoutes(app: Hono, ctx: SandboxContext): void {
  const { db } = ctx;
  app.post('/orders/setexpresscheckout', async (c) => {
    const { data } = await parseBody(c, setExpressCheckoutRequest);
    const s = start(c, ctx, 'paypal-express', token('EC-'), data.orderId, {
      returnUrl: data.returnUrl,
      cancelUrl: data.cancelUrl,
      recurring: String(data.recurring),
    });
    return c.json({ token: s.id, approvalUrl: approvalUrl(s.id) });
  });
  app.post('/orders/getexpresscheckoutdetail', async (c) => {
    const { data } = await parseBody(c, getExpressCheckoutDetailRequest);
    const s = getSession(db, data.token, 'paypal-express');
    if (!s) throw expressProblem(404, 'INVALID_TOKEN')();
    // The token is in the return address (the browser's history): the payer's details go to the order's purchase only.
    assertOrderBuyer(c, db, s.orderId);
    if (s.status !== 'approved' && s.status !== 'completed') throw expressProblem(400, 'TOKEN_NOT_APPROVED')();
    if (s.status === 'completed') assertPaidBy(c, db, s.orderId);
    const order = getOrder(db, s.orderId);
    if (!order) throw notFound('orderId: unknown order');
    const [firstName = '', ...rest] = order.customerName.split(' ');
    return c.json({
      token: s.id,
      PayerID: s.data.PayerID ?? '',
      email: order.customerEmail,
      firstName,
      lastName: rest.join(' '),
      amount: order.total,
      currencyCode: 'USD',
      shippingAddress: order.shippingAddress,
    });
  });
  app.post('/orders/doexpresscheckout', async (c) => {
    const { data } = await parseBody(c, doExpressCheckoutRequest);
    const s = getSession(db, data.token, 'paypal-express');
    if (!s) throw expressProblem(404, 'INVALID_TOKEN')();
    return c.json(
      complete(c, ctx, s, data.orderId, data.PayerID, undefined, expressProblem(400, 'TOKEN_NOT_APPROVED')),
    );
  });
  app.post('/orders/createrecurringpayment', async (c) => {
    const { data } = await parseBody(c, createRecurringPaymentRequest);
    const s = getSession(db, data.token, 'paypal-express');
    if (!s) throw expressProblem(404, 'INVALID_TOKEN')();
    if (s.orderId !== data.orderId)
      throw new Problem(400, 'orderId: does not match the PayPal token', { code: 'ORDER_MISMATCH' });
    assertOrderBuyer(c, db, s.orderId);
    if ((s.status !== 'approved' && s.status !== 'completed') || s.data.PayerID !== data.PayerID)
      throw expressProblem(400, 'TOKEN_NOT_APPROVED')();
    const order = getOrder(db, s.orderId);
    if (!order) throw notFound('orderId: unknown order');
    const profileId = s.data.profileId ?? token('I-');
    transaction(db, () => {
      updateSession(db, s, s.status, { profileId });
      saveOrder(db, { ...order, subscribed: true });
    });
    return c.json({ profileId, status: 'Active' as const, orderId: order.id });
  });
}
