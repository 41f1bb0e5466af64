/**
 * PayPal (R-PAY-2): payment, subscription and express checkout. ours: request and response
 * shapes are not shown in the spec, except the statsInfo the execute calls add.
 */
import * as z from 'zod/mini';
import { id } from './fields.ts';
import { address, order, providerRedirect, withAffParameters, withStatsInfo } from './common.ts';

/** ours: POST orders/createpaypalpayment. */
export const paypalPaymentCreateRequest = z.object({ ...providerRedirect, ...withAffParameters });
/** ours: the PayPal payment to approve. */
export const paypalPaymentCreated = z.object({ paymentId: z.string(), token: z.string(), approvalUrl: z.string() });
/** POST orders/executepaypalpayment (adds statsInfo). ours: the other fields. */
export const paypalPaymentExecuteRequest = z.object({ orderId: id, paymentId: id, PayerID: id, ...withStatsInfo });

/** ours: POST orders/createpaypalsubscription. */
export const paypalSubscriptionCreateRequest = paypalPaymentCreateRequest;
/** ours: the PayPal subscription to approve. */
export const paypalSubscriptionCreated = z.object({
  subscriptionId: z.string(),
  token: z.string(),
  approvalUrl: z.string(),
});
/** ours: POST orders/executepaypalsubscription. */
export const paypalSubscriptionExecuteRequest = z.object({ orderId: id, subscriptionId: id, ...withStatsInfo });
/** ours: POST orders/cancelpaypalsubscription. */
export const paypalSubscriptionCancelRequest = z.object({ subscriptionId: id, ...withAffParameters });
/** ours: the cancelled subscription. */
export const paypalSubscriptionCancelled = z.object({ subscriptionId: z.string(), status: z.literal('Cancelled') });

/** ours: POST orders/setexpresscheckout. */
export const setExpressCheckoutRequest = z.object({
  ...providerRedirect,
  recurring: z._default(z.boolean(), false),
  ...withAffParameters,
});
/** ours: the express-checkout token to approve. */
export const expressCheckoutSet = z.object({ token: z.string(), approvalUrl: z.string() });
/** ours: POST orders/getexpresscheckoutdetail. */
export const getExpressCheckoutDetailRequest = z.object({ token: id, ...withAffParameters });
/** ours: the payer's details of an approved express checkout. */
export const expressCheckoutDetail = z.object({
  token: z.string(),
  PayerID: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  shippingAddress: z.nullable(address),
});
/** POST orders/doexpresscheckout (adds statsInfo). ours: the other fields. */
export const doExpressCheckoutRequest = z.object({ orderId: id, token: id, PayerID: id, ...withStatsInfo });
/** ours: POST orders/createrecurringpayment. */
export const createRecurringPaymentRequest = z.object({ orderId: id, token: id, PayerID: id, ...withAffParameters });
/** ours: the recurring payments profile. */
export const recurringPaymentCreated = z.object({
  profileId: z.string(),
  status: z.literal('Active'),
  orderId: z.string(),
});

/** The request and answer of each PayPal path. */
export const paypalCalls = {
  'orders/createpaypalpayment': [paypalPaymentCreateRequest, paypalPaymentCreated],
  'orders/executepaypalpayment': [paypalPaymentExecuteRequest, order],
  'orders/createpaypalsubscription': [paypalSubscriptionCreateRequest, paypalSubscriptionCreated],
  'orders/executepaypalsubscription': [paypalSubscriptionExecuteRequest, order],
  'orders/cancelpaypalsubscription': [paypalSubscriptionCancelRequest, paypalSubscriptionCancelled],
  'orders/setexpresscheckout': [setExpressCheckoutRequest, expressCheckoutSet],
  'orders/getexpresscheckoutdetail': [getExpressCheckoutDetailRequest, expressCheckoutDetail],
  'orders/doexpresscheckout': [doExpressCheckoutRequest, order],
  'orders/createrecurringpayment': [createRecurringPaymentRequest, recurringPaymentCreated],
} as const;
