/**
 * Money in integer cents, so that the order summary a shopper reads is the sum that is charged.
 * Prices arrive in dollars (spec §3: productPrice 19.99); convert once with `toCents`, add in
 * cents, and convert back only to display or to send.
 */

/** An amount in whole US cents. */
export type Cents = number;

/** Dollars to whole cents, rounding half away from zero at the cent (19.99 → 1999, 1.005 → 101). */
export function toCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of money: ${dollars}`);
  // toPrecision(15) removes binary noise such as 1.005 * 100 = 100.49999999999999.
  const cents = Number((Math.abs(dollars) * 100).toPrecision(15));
  return Math.sign(dollars) * Math.round(cents) || 0;
}

/** Whole cents to dollars (1999 → 19.99). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/**
 * Cents as US dollars for display: 1999 → '$19.99', 123456 → '$1,234.56', -500 → '-$5.00' (what
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` prints for whole cents, but
 * '$0.00' for -0).
 * Written out because creating that formatter loads the browser's currency data: about 20 ms of
 * a phone's main thread while the page hydrates (issue 10).
 */
export function formatUSD(cents: Cents): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/** Cents as a plain decimal, as payment sheets take an amount: 1999 → '19.99'. */
export function decimalAmount(cents: Cents): string {
  return fromCents(cents).toFixed(2);
}

/** A shipping cost for display: 'FREE' at 0, else the amount ('$6.95'). */
export function formatShipping(cents: Cents): string {
  return cents === 0 ? 'FREE' : formatUSD(cents);
}

/** The sum of amounts in cents. */
export function sumCents(...amounts: Cents[]): Cents {
  return amounts.reduce((sum, a) => sum + a, 0);
}

/**
 * A percentage discount of an amount, rounded half up to the cent and never more than the
 * amount: 15 % of 1999 is 299.85 → 300.
 */
export function percentDiscount(amount: Cents, percent: number): Cents {
  if (percent <= 0 || amount <= 0) return 0;
  if (percent >= 100) return amount;
  return Math.min(amount, Math.round(Number(((amount * percent) / 100).toPrecision(15))));
}

/** One line of an order: a unit price in dollars and a quantity. */
export interface PricedLine {
  price: number;
  quantity: number;
}

/** What the order totals are computed from; every amount in dollars, as the API sends them. */
export interface OrderAmounts {
  items: readonly PricedLine[];
  shipping?: number | undefined;
  tax?: number | undefined;
  discount?: number | undefined;
}

/** The order summary in cents; totalCents = subtotal + shipping + tax − discount, exactly. */
export interface OrderTotals {
  subtotalCents: Cents;
  shippingCents: Cents;
  taxCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
}

function nonNegativeCents(name: string, dollars: number): Cents {
  const cents = toCents(dollars);
  if (cents < 0) throw new RangeError(`${name} cannot be negative: ${dollars}`);
  return cents;
}

/**
 * The order summary from its parts. Each unit price is rounded to the cent before multiplying,
 * as a receipt line shows it. A discount larger than the subtotal only makes the products free;
 * it never reduces shipping or tax. Negative amounts and non-integer quantities are refused.
 */
export function orderTotals({ items, shipping = 0, tax = 0, discount = 0 }: OrderAmounts): OrderTotals {
  let subtotalCents = 0;
  for (const { price, quantity } of items) {
    if (!Number.isInteger(quantity) || quantity < 0) {
      throw new RangeError(`Quantity must be a whole number of 0 or more: ${quantity}`);
    }
    subtotalCents += nonNegativeCents('Price', price) * quantity;
  }
  const shippingCents = nonNegativeCents('Shipping', shipping);
  const taxCents = nonNegativeCents('Tax', tax);
  const discountCents = Math.min(nonNegativeCents('Discount', discount), subtotalCents);
  return {
    subtotalCents,
    shippingCents,
    taxCents,
    discountCents,
    totalCents: subtotalCents + shippingCents + taxCents - discountCents,
  };
}
