/** Display formatting of USD amounts for static markup (the islands format with src/domain once it exists). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `69` → `$69.00`. */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

/** Rounds to whole cents, so sums of prices do not drift. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
