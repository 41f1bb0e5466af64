/**
 * R-ORD-4, R-CON-2: where the saved funnel state keeps what. Nothing that names or charges the
 * shopper outlives the tab unless they asked:
 *
 * - the contact and addresses, the order and its add-ons, the offers' place and the tax figures
 *   (VISIT_ONLY_KEYS) live in session storage only: this tab, until it closes;
 * - the cart choices (CART_KEYS: product, bumps, shipping method, coupon) name nobody and stay on
 *   the device while the purchase is unpaid, so the tabs of one checkout share them. Once the
 *   order is paid they move to the tab with it, and the device forgets them: the paid purchase has
 *   ended its funnel session, so a later visit starts with an empty cart. A paid tab never writes
 *   the device's cart again, which is then another purchase's;
 * - the rest (the page's name and funnel, the bump offers seen) stays on the device.
 *
 * "Remember me on this device" keeps the contact and address on the device apart (savedAccount);
 * the card is never kept (state/redact.ts).
 */

/** The funnel state keys that name or charge the shopper: kept in this tab only. */
export const VISIT_ONLY_KEYS: readonly string[] = [
  'accountDetails',
  'billingDetails',
  'shippingInfo',
  'orderDetails',
  'navParams',
  'upsells',
  'taxData',
];

/** The cart choices: on the device while the purchase is unpaid, in the tab once it is paid. */
export const CART_KEYS: readonly string[] = [
  'coupon',
  'selectedProduct',
  'selectedShippingIndex',
  'selectedBumpOffersIds',
];

type State = Record<string, unknown>;

/** A stored object's parts: what stays on the device, and what this tab keeps (undefined when nothing). */
export interface KeptParts {
  device: State;
  visit: State | undefined;
}

const orderOf = (part: unknown): unknown =>
  part && typeof part === 'object' ? (part as { order?: unknown }).order : undefined;

/** True when the state holds a paid order (the order form saves it as orderDetails and navParams). */
export function holdsPaidOrder(state: State | undefined): boolean {
  return !!state && (!!orderOf(state.orderDetails) || !!orderOf(state.navParams));
}

const pick = (state: State, keys: readonly string[], keep: boolean): State =>
  Object.fromEntries(Object.entries(state).filter(([k, v]) => v !== undefined && keys.includes(k) === keep));

/**
 * Splits the funnel state into what the device keeps and what this tab keeps. `before` is this
 * tab's part as it was, `deviceNow` the device's: once this tab's order is paid, the device's
 * cart is another purchase's and is written back as it is.
 */
export function splitByVisit(state: State, before: State | undefined = undefined, deviceNow: State = {}): KeptParts {
  const paid = holdsPaidOrder(state);
  const tabKeys = paid ? [...VISIT_ONLY_KEYS, ...CART_KEYS] : VISIT_ONLY_KEYS;
  const visit = pick(state, tabKeys, true);
  const device = pick(state, tabKeys, false);
  // The moment of payment clears the device's cart (it was this purchase's); after it, it is kept.
  const otherCart = holdsPaidOrder(before) ? pick(deviceNow, CART_KEYS, true) : {};
  return { device: { ...device, ...otherCart }, visit: Object.keys(visit).length ? visit : undefined };
}

/**
 * The funnel state from both parts. What names the shopper is read from the tab only (a device
 * holding it, from before these rules, is not believed, and the next save removes it); a paid tab
 * reads its own cart, not the device's.
 */
export function joinVisit(device: State, visit: State | undefined): State {
  const ignored = holdsPaidOrder(visit) ? [...VISIT_ONLY_KEYS, ...CART_KEYS] : VISIT_ONLY_KEYS;
  return { ...pick(device, ignored, false), ...visit };
}
