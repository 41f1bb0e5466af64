/**
 * PayPal calls (R-PAY-2): payment create/execute, subscription create/execute/cancel, and the
 * express checkout (set, get detail, do, recurring payment), whose errors carry the whole body.
 * The approvalUrl sends the shopper to PayPal, who returns with the R-QP-3 parameters.
 */
import type { Pipeline } from './pipeline.ts';
import { poster } from './posts.ts';

/** The PayPal functions bound to a pipeline. */
export function paypalApi(p: Pipeline) {
  const post = poster(p);
  return {
    /** POST orders/createpaypalpayment → paymentId, token, approvalUrl. */
    createPaypalPayment: post('orders/createpaypalpayment'),
    /** POST orders/executepaypalpayment (with statsInfo) → the paid order. */
    executePaypalPayment: post('orders/executepaypalpayment'),
    /** POST orders/createpaypalsubscription → subscriptionId, token, approvalUrl. */
    createPaypalSubscription: post('orders/createpaypalsubscription'),
    /** POST orders/executepaypalsubscription → the subscribed order. */
    executePaypalSubscription: post('orders/executepaypalsubscription'),
    /** POST orders/cancelpaypalsubscription. */
    cancelPaypalSubscription: post('orders/cancelpaypalsubscription'),
    /** POST orders/setexpresscheckout → token, approvalUrl (errors: whole body). */
    setExpressCheckout: post('orders/setexpresscheckout'),
    /** POST orders/getexpresscheckoutdetail → the payer's details (errors: whole body). */
    getExpressCheckoutDetail: post('orders/getexpresscheckoutdetail'),
    /** POST orders/doexpresscheckout (with statsInfo) → the paid order (errors: whole body). */
    doExpressCheckout: post('orders/doexpresscheckout'),
    /** POST orders/createrecurringpayment → the recurring profile (errors: whole body). */
    createRecurringPayment: post('orders/createrecurringpayment'),
  };
}
