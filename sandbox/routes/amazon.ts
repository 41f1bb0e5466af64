/**
 * Amazon Pay simulated server-side (R-PAY-3): customer info for an order reference or billing
 * agreement (the access token must start with 'Atza'; one containing 'invalid' fails
 * authorization), payamazon → a confirmation page that returns with the R-QP-4 parameters →
 * captureamazon, and payamazonsub by billing agreement (one containing 'decline' is declined), which
 * stays recorded so that upsells charge it again by reference.
 */
import { Hono } from 'hono';
import {
  captureAmazonRequest,
  getInfoAmazonRequest,
  getInfoAmazonSubRequest,
  payAmazonRequest,
  payAmazonSubRequest,
} from '../../src/wire/index.ts';
import { AMAZON_PAY_AUTH_FAILED } from '../../src/domain/messages.ts';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db.ts';
import { getOrder, markPaid } from '../orders-store.ts';
import { providerAuthorization, vault } from '../payments.ts';
import { pendingOrder } from '../pending-order.ts';
import { assertOrderBuyer, assertPaidBy, payingPurchase } from '../purchase.ts';
import { badRequest, parseBody, paymentFailed, Problem } from '../problems.ts';
import { createSession, getSession, recordAgreement, updateSession } from '../provider-sessions.ts';

/** Where the shopper confirms an Amazon payment. */
export const confirmUrl = (ref: string) => `/__sandbox/amazon/confirm?orderReferenceId=${encodeURIComponent(ref)}`;

/** The sample Amazon customer the sandbox returns. */
const customer = {
  email: 'amazon.shopper@example.com',
  phone: '(206) 555-0147',
  formattedPhoneNumber: '2065550147',
  name: 'Alex Amazon',
  address: {
    Address: '410 Terry Ave N',
    Apartment: '',
    City: 'Seattle',
    State: 'WA',
    ZipPostal: '98109',
    Country: 'US',
  },
};

/** The Amazon Pay routes, relative to the API base. */
export function amazonRoutes(ctx: SandboxContext): Hono {
  const app = new Hono();
  const { db } = ctx;

  const info = (brand: string, accessToken: string) => {
    if (brand !== ctx.catalogue.brand) throw badRequest(`brand: unknown brand '${brand}'`);
    if (accessToken.includes('invalid')) throw new Problem(401, AMAZON_PAY_AUTH_FAILED);
    return customer;
  };

  app.post('/orders/getInfoAmazon', async (c) => {
    const { data } = await parseBody(c, getInfoAmazonRequest);
    return c.json(info(data.brand, data.accessToken));
  });
  app.post('/orders/getInfoAmazonSub', async (c) => {
    const { data } = await parseBody(c, getInfoAmazonSubRequest);
    return c.json(info(data.brand, data.accessToken));
  });
  app.post('/orders/payamazon', async (c) => {
    const { data } = await parseBody(c, payAmazonRequest);
    assertOrderBuyer(c, db, data.orderId); // an add-on only for its parent's purchase (purchase.ts)
    pendingOrder(db, data.orderId);
    const existing = getSession(db, data.orderReferenceId, 'amazon-order');
    if (existing && existing.orderId !== data.orderId) throw badRequest('orderReferenceId: belongs to another order');
    if (!existing)
      createSession(
        db,
        {
          id: data.orderReferenceId,
          kind: 'amazon-order',
          orderId: data.orderId,
          status: 'created',
          data: { returnUrl: data.returnUrl, cancelUrl: data.cancelUrl },
        },
        ctx.now(),
      );
    return c.json({ orderReferenceId: data.orderReferenceId, confirmUrl: confirmUrl(data.orderReferenceId) });
  });
  app.post('/orders/captureamazon', async (c) => {
    const { data } = await parseBody(c, captureAmazonRequest);
    const s = getSession(db, data.orderReferenceId, 'amazon-order');
    if (!s || s.orderId !== data.orderId)
      throw badRequest(`orderReferenceId: unknown order reference '${data.orderReferenceId}'`);
    assertOrderBuyer(c, db, data.orderId);
    if (s.status === 'completed') {
      assertPaidBy(c, db, s.orderId);
      return c.json(getOrder(db, s.orderId));
    }
    if (s.status !== 'approved') throw paymentFailed();
    const order = pendingOrder(db, s.orderId);
    const notePurchase = payingPurchase(c, db, order);
    return c.json(
      transaction(db, () => {
        updateSession(db, s, 'completed');
        notePurchase();
        const option = vault(db, providerAuthorization('Amazon Pay', s.id), order.accountId);
        return markPaid(db, order, option, 'Amazon Pay', ctx.now());
      }),
    );
  });
  app.post('/orders/payamazonsub', async (c) => {
    const { data } = await parseBody(c, payAmazonSubRequest);
    assertOrderBuyer(c, db, data.orderId); // an add-on only for its parent's purchase (purchase.ts)
    const order = pendingOrder(db, data.orderId);
    const notePurchase = payingPurchase(c, db, order);
    if (data.billingAgreementId.includes('decline')) throw paymentFailed();
    return c.json(
      transaction(db, () => {
        notePurchase();
        const option = vault(db, providerAuthorization('Amazon Pay', data.billingAgreementId), order.accountId);
        // The billing agreement stays chargeable: upsells after this order pay by reference (R-ORD-3).
        recordAgreement(
          db,
          'amazon-agreement',
          { orderId: order.id, reference: data.billingAgreementId, paymentOptionId: option.id },
          ctx.now(),
        );
        return markPaid(db, order, option, 'Amazon Pay', ctx.now(), true);
      }),
    );
  });
  return app;
}
