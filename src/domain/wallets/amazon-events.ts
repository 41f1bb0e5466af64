/**
 * R-ERR-4, R-PAY-4: the custom funnel events Amazon Pay failures send. Widget and login-button
 * errors carry the error code and message; getInfoAmazon / getInfoAmazonSub failures are
 * 'AmazonPay:ApiError'; an unsupported browser is 'AmazonPay:SupportError' / 'Unsupported browser'.
 */
import { AMAZON_PAY_API_ERROR, AMAZON_PAY_SUPPORT_ERROR, UNSUPPORTED_BROWSER } from '../messages/amazon.ts';

/** Where an Amazon error came from. */
export type AmazonErrorSource = 'button' | 'addressBook' | 'wallet' | 'consent' | 'api';

const EVENT_TYPES: Readonly<Record<AmazonErrorSource, string>> = {
  button: 'AmazonPay:ButtonError',
  addressBook: 'AmazonPay:AddressBookError',
  wallet: 'AmazonPay:WalletError',
  consent: 'AmazonPay:ConsentError',
  api: AMAZON_PAY_API_ERROR,
};

/** A custom funnel event: its type and payload (sent as customPayLoad). */
export interface AmazonFunnelEvent {
  eventType: string;
  customPayLoad: { code: string; message: string };
}

/** R-ERR-4: the funnel event of an Amazon widget, button or API error. */
export function amazonErrorEvent(source: AmazonErrorSource, code: string, message: string): AmazonFunnelEvent {
  return { eventType: EVENT_TYPES[source], customPayLoad: { code, message } };
}

/** R-PAY-4: the funnel event of an unsupported browser. */
export const AMAZON_SUPPORT_EVENT: AmazonFunnelEvent = {
  eventType: AMAZON_PAY_SUPPORT_ERROR,
  customPayLoad: { code: AMAZON_PAY_SUPPORT_ERROR, message: UNSUPPORTED_BROWSER },
};
