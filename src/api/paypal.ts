/**
 * PayPal calls (R-PAY-2): payment create/execute, subscription create/execute/cancel, and the
 * express checkout (set, get detail, do, recurring payment), whose errors carry the whole body.
 * The approvalUrl sends the shopper to PayPal, who returns with the R-QP-3 parameters.
 */
import type { Pipeline } from './pipeline.ts';
import { postsOf } from './posts.ts';

/** The PayPal functions bound to a pipeline. */
export function paypalApi(p: Pipeline) {
  return postsOf(p, {
    /** POST orders/createpaypalpayment → paymentId, token, approvalUrl. */
    createPaypalPayment: ['orders/createpaypalpayment', 'paypalPaymentCreateRequest', 'paypalPaymentCreated'],
    /** POST orders/executepaypalpayment (with statsInfo) → the paid order. */
    executePaypalPayment: ['orders/executepaypalpayment', 'paypalPaymentExecuteRequest', 'order'],
    /** POST orders/createpaypalsubscription → subscriptionId, token, approvalUrl. */
    createPaypalSubscription: [
      'orders/createpaypalsubscription',
      'paypalSubscriptionCreateRequest',
      'paypalSubscriptionCreated',
    ],
    /** POST orders/executepaypalsubscription → the subscribed order. */
    executePaypalSubscription: ['orders/executepaypalsubscription', 'paypalSubscriptionExecuteRequest', 'order'],
    /** POST orders/cancelpaypalsubscription. */
    cancelPaypalSubscription: [
      'orders/cancelpaypalsubscription',
      'paypalSubscriptionCancelRequest',
      'paypalSubscriptionCancelled',
    ],
    /** POST orders/setexpresscheckout → token, approvalUrl (errors: whole body). */
    setExpressCheckout: ['orders/setexpresscheckout', 'setExpressCheckoutRequest', 'expressCheckoutSet'],
    /** POST orders/getexpresscheckoutdetail → the payer's details (errors: whole body). */
    getExpressCheckoutDetail: [
      'orders/getexpresscheckoutdetail',
      'getExpressCheckoutDetailRequest',
      'expressCheckoutDetail',
    ],
    /** POST orders/doexpresscheckout (with statsInfo) → the paid order (errors: whole body). */
    doExpressCheckout: ['orders/doexpresscheckout', 'doExpressCheckoutRequest', 'order'],
    /** POST orders/createrecurringpayment → the recurring profile (errors: whole body). */
    createRecurringPayment: [
      'orders/createrecurringpayment',
      'createRecurringPaymentRequest',
      'recurringPaymentCreated',
    ],
  });
}
