/**
 * PayPal calls (R-PAY-2): payment create/execute, subscription create/execute/cancel, and the
 * express checkout (set, get detail, do, recurring payment), whose errors carry the whole body.
 * The approvalUrl sends the shopper to PayPal, who returns with the R-QP-3 parameters.
 */
import type * as z from 'zod/mini';
import type {
  createRecurringPaymentRequest,
  doExpressCheckoutRequest,
  getExpressCheckoutDetailRequest,
  paypalPaymentCreateRequest,
  paypalPaymentExecuteRequest,
  paypalSubscriptionCancelRequest,
  paypalSubscriptionCreateRequest,
  paypalSubscriptionExecuteRequest,
  setExpressCheckoutRequest,
} from './contract.ts';
import { wire } from './wire.ts';
import type { CallOptions } from './config.ts';
import type { Pipeline } from './pipeline.ts';

type In<S extends z.core.SomeType> = z.input<S>;

/** The PayPal functions bound to a pipeline. */
export function paypalApi(p: Pipeline) {
  return {
    /** POST orders/createpaypalpayment → paymentId, token, approvalUrl. */
    createPaypalPayment: (req: In<typeof paypalPaymentCreateRequest>, o?: CallOptions) =>
      p.post('orders/createpaypalpayment', req, wire('paypalPaymentCreated'), o),
    /** POST orders/executepaypalpayment (with statsInfo) → the paid order. */
    executePaypalPayment: (req: In<typeof paypalPaymentExecuteRequest>, o?: CallOptions) =>
      p.post('orders/executepaypalpayment', req, wire('order'), o),
    /** POST orders/createpaypalsubscription → subscriptionId, token, approvalUrl. */
    createPaypalSubscription: (req: In<typeof paypalSubscriptionCreateRequest>, o?: CallOptions) =>
      p.post('orders/createpaypalsubscription', req, wire('paypalSubscriptionCreated'), o),
    /** POST orders/executepaypalsubscription → the subscribed order. */
    executePaypalSubscription: (req: In<typeof paypalSubscriptionExecuteRequest>, o?: CallOptions) =>
      p.post('orders/executepaypalsubscription', req, wire('order'), o),
    /** POST orders/cancelpaypalsubscription. */
    cancelPaypalSubscription: (req: In<typeof paypalSubscriptionCancelRequest>, o?: CallOptions) =>
      p.post('orders/cancelpaypalsubscription', req, wire('paypalSubscriptionCancelled'), o),
    /** POST orders/setexpresscheckout → token, approvalUrl (errors: whole body). */
    setExpressCheckout: (req: In<typeof setExpressCheckoutRequest>, o?: CallOptions) =>
      p.post('orders/setexpresscheckout', req, wire('expressCheckoutSet'), o),
    /** POST orders/getexpresscheckoutdetail → the payer's details (errors: whole body). */
    getExpressCheckoutDetail: (req: In<typeof getExpressCheckoutDetailRequest>, o?: CallOptions) =>
      p.post('orders/getexpresscheckoutdetail', req, wire('expressCheckoutDetail'), o),
    /** POST orders/doexpresscheckout (with statsInfo) → the paid order (errors: whole body). */
    doExpressCheckout: (req: In<typeof doExpressCheckoutRequest>, o?: CallOptions) =>
      p.post('orders/doexpresscheckout', req, wire('order'), o),
    /** POST orders/createrecurringpayment → the recurring profile (errors: whole body). */
    createRecurringPayment: (req: In<typeof createRecurringPaymentRequest>, o?: CallOptions) =>
      p.post('orders/createrecurringpayment', req, wire('recurringPaymentCreated'), o),
  };
}
