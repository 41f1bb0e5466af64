/**
 * Apple Pay (R-PAY-6): the browser's `ApplePaySession` (no script needed for the session). The
 * button shows only where `ApplePaySession.canMakePayments()` is true; the sheet validates the
 * merchant with the server, and the authorized payment's token and contacts create the guest
 * order (paymentMethod 'Apple Pay'; the order's cardId serves later one-click upsells), with the
 * session's one order key, so a second tap after a lost answer replays the first order.
 */
import type { Order } from '../api/client.ts';
import type { WalletCart } from '../domain/wallets/cart.ts';
import { customerFromApplePay, type ApplePayContact } from '../domain/wallets/customer.ts';
import { applePayRequest } from '../domain/wallets/sheet-requests.ts';
import { ORDER_INFO_MISSING } from '../domain/messages.ts';
import { browserApiClient as api } from '../api/env.ts';
import { validateApplePayMerchant } from './apple-pay-merchant.ts';
import { payParentOrder } from './order-key.ts';
import { guestOrder } from './wallet-order.ts';
import { pricedWalletCall, toldWalletCart } from './wallet-price.ts';

/** The authorized payment fields the order reads. */
interface ApplePayPayment {
  token: { paymentData: unknown };
  shippingContact?: ApplePayContact;
  billingContact?: ApplePayContact;
}

/** The part of an `ApplePaySession` the storefront uses. */
interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: ApplePayPayment }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(result: number | { status: number }): void;
}

/** The `ApplePaySession` class, as far as the storefront calls it. */
interface ApplePaySessionClass {
  new (version: number, request: object): ApplePaySessionLike;
  canMakePayments(): boolean;
  supportsVersion?(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

const APPLE_PAY_VERSION = 3;

function sessionClass(): ApplePaySessionClass | undefined {
  return (window as unknown as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession; // a browser API Safari adds
}

/** R-PAY-6: true where this browser can pay with Apple Pay. */
export function applePayAvailable(): boolean {
  try {
    const Session = sessionClass();
    return !!Session && (Session.supportsVersion?.(APPLE_PAY_VERSION) ?? true) && Session.canMakePayments();
  } catch {
    return false; // canMakePayments throws on insecure pages
  }
}

/** R-PAY-6: runs the Apple Pay sheet and places the order; 'cancelled' when the shopper closes it. */
export function payWithApplePay(
  pageCart: WalletCart,
  label: string,
  shippingCountries: readonly string[],
): Promise<Order | 'cancelled'> {
  const Session = sessionClass();
  if (!Session) return Promise.reject(new Error('Apple Pay is not available'));
  const cart = toldWalletCart(pageCart);
  const request = applePayRequest({
    label,
    total: cart.estimatedTotal,
    currencyCode: 'USD',
    countryCode: 'US',
    shippingCountries,
  });
  return new Promise((resolve, reject) => {
    const session = new Session(APPLE_PAY_VERSION, request);
    session.onvalidatemerchant = (event) => {
      validateApplePayMerchant(event.validationURL).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        (error: unknown) => {
          session.abort();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    };
    session.onpaymentauthorized = ({ payment }) => {
      const customer = customerFromApplePay(payment);
      if (!customer) {
        session.completePayment(Session.STATUS_FAILURE);
        reject(new Error(ORDER_INFO_MISSING));
        return;
      }
      const token = JSON.stringify(payment.token.paymentData);
      const request = guestOrder(cart, customer, 'Apple Pay', token);
      // The sheet showed the total before tax; the API charges it, or nothing (a WalletPriceChanged).
      pricedWalletCall(cart, 'Apple Pay', (headers) =>
        payParentOrder((options) => api().createGuestOrder(request, { ...options, headers })),
      )
        .then((order) => {
          session.completePayment(Session.STATUS_SUCCESS);
          resolve(order);
        })
        .catch((error: unknown) => {
          session.completePayment(Session.STATUS_FAILURE);
          reject(error instanceof Error ? error : new Error(String(error)));
        });
    };
    session.oncancel = () => resolve('cancelled');
    session.begin();
  });
}
