/**
 * What every wallet does with an order (R-PAY-2 … R-PAY-6): the guest order body for a cart and
 * a customer, the pending order a provider payment pays, and the finish: the order kept in the
 * funnel state for the upsell and receipt pages (with the card id one-click upsells reuse), then
 * the next funnel step.
 */
import type { GuestOrderRequest, Order, PaymentMethod } from '../api/client.ts';
import type { WalletCart } from '../domain/wallets/cart.ts';
import type { WalletCustomer } from '../domain/wallets/customer.ts';
import { browserApiClient as api } from '../api/env.ts';
import { createUnderPurchaseKey } from './order-key.ts';
import { finishPaidOrder, paidOrderDetails } from './paid-order.ts';
import { pricedWalletCall, toldWalletCart } from './wallet-price.ts';
import { pagePort } from '../state/page-port.ts';
import { funnelState, setAccountDetails, setOrderDetails } from '../state/funnel-state.ts';

/** The guest order for a cart, a customer and a method (orderSource Funnel, with statsInfo). */
export function guestOrder(
  cart: WalletCart,
  customer: WalletCustomer,
  paymentMethod: PaymentMethod,
  walletToken?: string,
): GuestOrderRequest {
  return {
    paymentMethod,
    orderSource: 'Funnel',
    orderType: 'Standard',
    contact: customer.contact,
    billingAddress: customer.billingAddress,
    ...(customer.shippingAddress && { shippingAddress: customer.shippingAddress }),
    orderItems: cart.items,
    bumpOfferIds: cart.bumpOfferIds,
    ...(cart.coupon && { coupon: cart.coupon }),
    ...(walletToken && { walletToken }),
    statsInfo: pagePort().statsInfo(),
  };
}

/**
 * POST orders/setorderguest: the pending order a PayPal or Amazon payment then pays, at the total
 * before tax the page showed (a WalletPriceChanged when the API prices it otherwise), bound to the
 * purchase's key: only this purchase may then pay it.
 */
export function savePendingOrder(
  pageCart: WalletCart,
  customer: WalletCustomer,
  method: 'PayPal' | 'Amazon Pay',
): Promise<Order> {
  const cart = toldWalletCart(pageCart);
  return pricedWalletCall(cart, method, (headers) =>
    createUnderPurchaseKey((options) =>
      api().setOrderGuest(guestOrder(cart, customer, method), { ...options, headers }),
    ),
  );
}

/** The §3 accountDetails of the customer an order was placed for. */
function accountOf(order: Order) {
  const a = order.shippingAddress ?? order.billingAddress;
  const [firstName = '', ...rest] = order.customerName.split(' ');
  return {
    firstName,
    lastName: rest.join(' '),
    email: order.customerEmail,
    ...(a && {
      street: a.Address,
      apartment: a.Apartment,
      city: a.City,
      state: a.State,
      zipPostalCode: a.ZipPostal,
      country: a.Country,
    }),
  };
}

/**
 * Keeps the paid order for the next pages (orderDetails, accountDetails) and goes to the next step;
 * false when it stays (an order an earlier attempt paid: the page says so).
 */
export function finishOrder(order: Order): boolean {
  setOrderDetails(paidOrderDetails(order));
  setAccountDetails({ ...funnelState.get().accountDetails, ...accountOf(order) });
  return finishPaidOrder(order);
}
