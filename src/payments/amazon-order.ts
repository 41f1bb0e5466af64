/**
 * Amazon Pay orders (R-PAY-3, R-QP-4, R-ERR-4). Single order (order reference): getInfoAmazon →
 * the pending order → payamazon → Amazon's confirmation flow → back with resultCode →
 * captureamazon. Subscription (billing agreement): getInfoAmazonSub → the pending order →
 * payamazonsub, paid at once. getInfoAmazon failures are API errors ('AmazonPay:ApiError').
 */
import type { Order } from '../api/client.ts';
import type { AmazonResult } from '../domain/wallets/amazon-return.ts';
import type { WalletCart } from '../domain/wallets/cart.ts';
import { customerFromAmazon } from '../domain/wallets/customer.ts';
import { AMAZON_RESULT_PARAMS } from '../domain/wallets/amazon-return.ts';
import { withoutParams } from '../domain/wallets/paypal-return.ts';
import { ORDER_INFO_MISSING, PAYMENT_FAILED } from '../domain/messages.ts';
import { browserApiClient as api } from '../api/env.ts';
import { pagePort } from '../state/page-port.ts';
import type { OffAmazonPayments } from './amazon-globals.ts';
import { AMAZON_SELLER_ID } from './amazon-seller.ts';
import { payParentOrder, withPurchaseKey } from './order-key.ts';
import { forgetPending, pendingOrder, rememberPending } from './pending.ts';
import { savePendingOrder } from './wallet-order.ts';
import { AmazonOrderError } from './amazon-order-error.ts';

const brand = () => api().config.brand;

async function step<T>(method: string, run: () => Promise<T>, apiError = false): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new AmazonOrderError(method, error, apiError);
  }
}

/**
 * R-PAY-3: places the order for the logged-in shopper. A subscription is paid at once and its
 * order returned; a single order leaves for Amazon's confirmation and resolves to 'confirming'.
 */
export async function placeAmazonOrder(
  pay: OffAmazonPayments,
  o: { cart: WalletCart; accessToken: string; reference: string; subscription: boolean },
): Promise<Order | 'confirming'> {
  const info = await step(
    o.subscription ? 'getInfoAmazonSub' : 'getInfoAmazon',
    () =>
      o.subscription
        ? api().getInfoAmazonSub({
            brand: brand(),
            accessToken: o.accessToken,
            billingAgreementId: o.reference,
            statsInfo: pagePort().statsInfo(),
          })
        : api().getInfoAmazon({
            brand: brand(),
            accessToken: o.accessToken,
            orderReferenceId: o.reference,
            statsInfo: pagePort().statsInfo(),
          }),
    true,
  );
  const customer = customerFromAmazon(info);
  if (!customer) throw new AmazonOrderError('getInfoAmazon', ORDER_INFO_MISSING, true);
  const pending = await step('setOrderGuest', () => savePendingOrder(o.cart, customer, 'Amazon Pay'));
  if (o.subscription)
    return step('payWithAmazonSub', () =>
      payParentOrder(
        (options) =>
          api().payWithAmazonSub(
            { orderId: pending.id, billingAgreementId: o.reference, statsInfo: pagePort().statsInfo() },
            options,
          ),
        'payamazonsub',
      ),
    );
  const back = new URL(withoutParams(window.location.href, AMAZON_RESULT_PARAMS), window.location.origin).href;
  return new Promise<'confirming'>((resolve, reject) => {
    pay.initConfirmationFlow(AMAZON_SELLER_ID, o.reference, (flow) => {
      api()
        .payWithAmazon(
          {
            orderId: pending.id,
            orderReferenceId: o.reference,
            returnUrl: back,
            cancelUrl: back,
            statsInfo: pagePort().statsInfo(),
          },
          withPurchaseKey(),
        )
        .then(() => {
          rememberPending({ method: 'Amazon Pay', orderId: pending.id, subscription: false, reference: o.reference });
          resolve('confirming');
          flow.success();
        })
        .catch((error: unknown) => {
          flow.error();
          reject(new AmazonOrderError('payWithAmazon', error));
        });
    });
  });
}

/** R-QP-4: finishes the confirmation the shopper returned from: captureamazon on Success. */
export async function completeAmazonReturn(result: AmazonResult): Promise<Order> {
  // Only the tab that sent the shopper to Amazon finishes the return: the same address opened again
  // later (the browser's history, the next person at the computer) names an order this tab never had.
  const pending = pendingOrder('Amazon Pay');
  if (pending?.orderId !== result.orderId) throw new AmazonOrderError('captureAmazon', ORDER_INFO_MISSING);
  if (result.resultCode !== 'Success') {
    forgetPending();
    throw new AmazonOrderError('captureAmazon', PAYMENT_FAILED);
  }
  const order = await step('captureAmazon', () =>
    payParentOrder(
      (options) =>
        api().captureAmazon(
          { orderId: result.orderId, orderReferenceId: result.orderReferenceId, statsInfo: pagePort().statsInfo() },
          options,
        ),
      'captureamazon',
    ),
  );
  forgetPending();
  return order;
}
