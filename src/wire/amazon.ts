/**
 * Amazon Pay (R-PAY-3): customer info for an order reference or a billing agreement, the single
 * payment (payamazon → confirmation → captureamazon) and the subscription (payamazonsub).
 */
import * as z from 'zod/mini';
import { id, required } from './fields.ts';
import { address, providerRedirect, withStatsInfo } from './common.ts';

/** An Amazon access token. */
/* @__NO_SIDE_EFFECTS__ */
function accessTokenSchema() {
  return required(2048).check(z.startsWith('Atza', 'an Amazon access token starting with "Atza"'));
}
const accessToken = accessTokenSchema();

/** POST orders/getInfoAmazon: brand, accessToken, orderReferenceId (adds statsInfo). */
export const getInfoAmazonRequest = z.object({ brand: id, accessToken, orderReferenceId: id, ...withStatsInfo });
/** POST orders/getInfoAmazonSub: brand, accessToken, billingAgreementId (adds statsInfo). */
export const getInfoAmazonSubRequest = z.object({ brand: id, accessToken, billingAgreementId: id, ...withStatsInfo });
/** §3 Amazon customer info: email, phone, formattedPhoneNumber, plus (ours) name and address. */
export const amazonCustomerInfo = z.object({
  email: z.string(),
  phone: z.string(),
  formattedPhoneNumber: z.string(),
  name: z.string(),
  address: address,
});
/** POST orders/payamazon (adds statsInfo). ours: the other fields. */
export const payAmazonRequest = z.object({ ...providerRedirect, orderReferenceId: id, ...withStatsInfo });
/** ours: where the shopper confirms the payment; it returns with the R-QP-4 parameters. */
export const amazonConfirmation = z.object({ orderReferenceId: z.string(), confirmUrl: z.string() });
/** POST orders/captureamazon (adds statsInfo). ours: the other fields. */
export const captureAmazonRequest = z.object({ orderId: id, orderReferenceId: id, ...withStatsInfo });
/** POST orders/payamazonsub (adds statsInfo). ours: the other fields. */
export const payAmazonSubRequest = z.object({ orderId: id, billingAgreementId: id, ...withStatsInfo });
