/**
 * The simulated provider pages the shopper is redirected to: PayPal approval (payment,
 * subscription, express checkout), Amazon Pay confirmation and Amazon login (redirect mode).
 * Each sends the shopper back to the storefront with the parameters of R-QP-3, R-QP-4 and R-QP-5.
 */
import { Hono } from 'hono';
import type { SandboxContext } from '../context.ts';
import { getOrder } from '../orders-store.ts';
import { withParams } from '../pending-order.ts';
import { getSession, token as newToken, updateSession } from '../provider-sessions.ts';
import { decisionForm, escapeHtml, page } from '../html.ts';

const returnFlag = {
  'paypal-payment': 'paypal',
  'paypal-subscription': 'paypalsubscription',
  'paypal-express': 'paypalnvp',
} as const;

/** Mounted at /__sandbox. */
export function providerPages(ctx: SandboxContext): Hono {
  const app = new Hono();
  paypalApproval(app, ctx);
  amazonConfirmation(app, ctx);
  amazonLogin(app);
  return app;
}

const missing = (what: string) => page('Not found', `<h1>Unknown ${escapeHtml(what)}</h1>`);

/** PayPal's approval page, for a payment, a subscription or an express checkout. */
function paypalApproval(app: Hono, { db }: SandboxContext): void {
  app.get('/paypal/approve', (c) => {
    const s = getSession(db, c.req.query('token') ?? '');
    if (!s || s.kind === 'amazon-order') return c.html(missing('PayPal token'), 404);
    const order = getOrder(db, s.orderId);
    return c.html(
      page(
        'PayPal (sandbox)',
        `<h1>PayPal sandbox</h1><p>Order ${escapeHtml(order?.name)}: ${escapeHtml(order?.total)} USD (${escapeHtml(s.kind)}).</p>
${decisionForm('/__sandbox/paypal/approve', { token: s.id }, [
  ['approve', 'Approve'],
  ['cancel', 'Cancel'],
])}`,
      ),
    );
  });
  app.post('/paypal/approve', async (c) => {
    const form = await c.req.parseBody();
    const s = getSession(db, String(form.token ?? ''));
    if (!s || s.kind === 'amazon-order') return c.html(missing('PayPal token'), 404);
    const flag = returnFlag[s.kind];
    if (form.decision !== 'approve') {
      updateSession(db, s, 'cancelled');
      return c.redirect(withParams(s.data.cancelUrl ?? '/', { [flag]: 'true', action: 'cancel', token: s.id }), 303);
    }
    const PayerID = s.data.PayerID ?? newToken('PAYER');
    updateSession(db, s, 'approved', { PayerID });
    const params: Record<string, string> = { [flag]: 'true', action: 'success', token: s.id, PayerID };
    if (s.data.paymentId) params.paymentId = s.data.paymentId;
    return c.redirect(withParams(s.data.returnUrl ?? '/', params), 303);
  });
}

/** Amazon Pay's confirmation page, which succeeds or fails the order reference. */
function amazonConfirmation(app: Hono, { db }: SandboxContext): void {
  app.get('/amazon/confirm', (c) => {
    const s = getSession(db, c.req.query('orderReferenceId') ?? '', 'amazon-order');
    if (!s) return c.html(missing('order reference'), 404);
    const order = getOrder(db, s.orderId);
    return c.html(
      page(
        'Amazon Pay (sandbox)',
        `<h1>Amazon Pay sandbox</h1><p>Order ${escapeHtml(order?.name)}: ${escapeHtml(order?.total)} USD.</p>
${decisionForm('/__sandbox/amazon/confirm', { orderReferenceId: s.id }, [
  ['Success', 'Confirm payment'],
  ['Failure', 'Fail payment'],
])}`,
      ),
    );
  });
  app.post('/amazon/confirm', async (c) => {
    const form = await c.req.parseBody();
    const s = getSession(db, String(form.orderReferenceId ?? ''), 'amazon-order');
    if (!s) return c.html(missing('order reference'), 404);
    const resultCode = form.decision === 'Success' ? 'Success' : 'Failure';
    updateSession(db, s, resultCode === 'Success' ? 'approved' : 'failed');
    const order = getOrder(db, s.orderId);
    return c.redirect(
      withParams(s.data.returnUrl ?? '/', {
        orderId: s.orderId,
        orderReferenceId: s.id,
        amount: String(order?.total ?? 0),
        currencyCode: 'USD',
        sellerOrderId: order?.name ?? '',
        resultCode,
      }),
      303,
    );
  });
}

/** Login with Amazon in redirect mode: the token (or the refusal) travels in the URL's hash. */
function amazonLogin(app: Hono): void {
  app.get('/amazon/login', (c) => {
    const redirect = c.req.query('redirect_uri') ?? '/amazon-return';
    if (!/^(\/|https?:\/\/)/.test(redirect)) return c.html(missing('redirect_uri'), 400);
    return c.html(
      page(
        'Amazon login (sandbox)',
        `<h1>Sign in with Amazon (sandbox)</h1>
${decisionForm('/__sandbox/amazon/login', { redirect_uri: redirect, state: c.req.query('state') ?? '' }, [
  ['allow', 'Sign in'],
  ['deny', 'Cancel'],
])}`,
      ),
    );
  });
  app.post('/amazon/login', async (c) => {
    const form = await c.req.parseBody();
    const redirect = String(form.redirect_uri ?? '/amazon-return');
    if (!/^(\/|https?:\/\/)/.test(redirect)) return c.html(missing('redirect_uri'), 400);
    const hash =
      form.decision === 'allow'
        ? `access_token=${encodeURIComponent(`Atza|${newToken('SANDBOX')}`)}&state=${encodeURIComponent(String(form.state ?? ''))}`
        : `error=access_denied&state=${encodeURIComponent(String(form.state ?? ''))}`;
    return c.redirect(`${redirect.split('#')[0]}#${hash}`, 303);
  });
}
