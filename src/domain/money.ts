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
 * a phone's main thread while the page hydrates.
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
