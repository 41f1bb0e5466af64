/**
 * Google Pay (R-PAY-6): pay.google.com's library (`google.payments.api.PaymentsClient`), loaded
 * when the wallet area is about to be seen; the button shows only when `isReadyToPay` says the
 * browser can pay; `loadPaymentData` gives the token, email, phone and addresses that create the
 * guest order (paymentMethod 'Google Pay'; the order's cardId serves later one-click upsells), with
 * the session's one order key, so a second tap after a lost answer replays the first order.
 */
import { GOOGLE_PAY_MERCHANT_ID } from 'astro:env/client';
import type { Order } from '../api/client.ts';
import type { WalletCart } from '../domain/wallets/cart.ts';
import { customerFromGooglePay, type GooglePayAddress } from '../domain/wallets/customer.ts';
import { GOOGLE_PAY_URL } from '../domain/wallets/provider-urls.ts';
import { PROVIDERS_SANDBOX } from './providers-mode.ts';
import { googleIsReadyToPayRequest, googlePaymentDataRequest } from '../domain/wallets/sheet-requests.ts';
import { ORDER_INFO_MISSING } from '../domain/messages.ts';
import { browserApiClient as api } from '../api/env.ts';
import { loadScriptOnce } from './script.ts';
import { payParentOrder } from './order-key.ts';
import { guestOrder } from './wallet-order.ts';
import { pricedWalletCall, toldWalletCart } from './wallet-price.ts';

/** The payment data fields the order reads. */
interface GooglePaymentData {
  email?: string;
  shippingAddress?: GooglePayAddress;
  paymentMethodData: { tokenizationData: { token: string }; info?: { billingAddress?: GooglePayAddress } };
}

/** The part of `google.payments.api.PaymentsClient` the storefront calls. */
export interface GooglePaymentsClient {
  isReadyToPay(request: object): Promise<{ result: boolean }>;
  loadPaymentData(request: object): Promise<GooglePaymentData>;
  createButton(options: { onClick: () => void; buttonType?: string; buttonSizeMode?: string }): HTMLElement;
}

declare global {
  interface Window {
    google?: { payments?: { api?: { PaymentsClient: new (o: { environment: string }) => GooglePaymentsClient } } };
  }
}

/** R-PAY-6: the client when this browser can pay with Google Pay, else null. */
export async function googlePayClient(): Promise<GooglePaymentsClient | null> {
  await loadScriptOnce(GOOGLE_PAY_URL);
  const Client = window.google?.payments?.api?.PaymentsClient;
  if (!Client) return null;
  const client = new Client({ environment: PROVIDERS_SANDBOX ? 'TEST' : 'PRODUCTION' });
  const { result } = await client.isReadyToPay(googleIsReadyToPayRequest(GOOGLE_PAY_MERCHANT_ID));
  return result ? client : null;
}

/** R-PAY-6: opens the sheet and places the order; 'cancelled' when the shopper closes it. */
export async function payWithGooglePay(
  client: GooglePaymentsClient,
  pageCart: WalletCart,
  merchantName: string,
  shippingCountries: readonly string[],
): Promise<Order | 'cancelled'> {
  const cart = toldWalletCart(pageCart);
  let data: GooglePaymentData;
  try {
    data = await client.loadPaymentData(
      googlePaymentDataRequest({
        merchantId: GOOGLE_PAY_MERCHANT_ID,
        merchantName,
        total: cart.estimatedTotal,
        currencyCode: 'USD',
        countryCode: 'US',
        shippingCountries,
      }),
    );
  } catch (error) {
    if ((error as { statusCode?: string }).statusCode === 'CANCELED') return 'cancelled';
    throw error;
  }
  const customer = customerFromGooglePay(data);
  if (!customer) throw new Error(ORDER_INFO_MISSING);
  const request = guestOrder(cart, customer, 'Google Pay', data.paymentMethodData.tokenizationData.token);
  // The sheet showed the total before tax; the API charges it, or nothing (a WalletPriceChanged).
  return pricedWalletCall(cart, 'Google Pay', (headers) =>
    payParentOrder((options) => api().createGuestOrder(request, { ...options, headers })),
  );
}
