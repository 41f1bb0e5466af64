/**
 * The sandbox's tax table: a simple, documented sales-tax rate per US state and Canadian
 * province, applied to merchandise after discount (shipping is not taxed). Not real tax advice.
 */

/** US states and DC with the default rate 5 % unless listed in `usRates`. */
const usStates =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(
    ' ',
  );
const usRates: Record<string, number> = {
  CA: 0.0725,
  NY: 0.04,
  TX: 0.0625,
  WA: 0.065,
  FL: 0.06,
  IL: 0.0625,
  PA: 0.06,
  NJ: 0.06625,
  MA: 0.0625,
  AK: 0,
  DE: 0,
  MT: 0,
  NH: 0,
  OR: 0,
};
/** Canadian provinces and territories (GST/HST/QST combined). */
const caRates: Record<string, number> = {
  AB: 0.05,
  BC: 0.12,
  MB: 0.12,
  NB: 0.15,
  NL: 0.15,
  NS: 0.15,
  NT: 0.05,
  NU: 0.05,
  ON: 0.13,
  PE: 0.15,
  QC: 0.14975,
  SK: 0.11,
  YT: 0.05,
};
const US_DEFAULT_RATE = 0.05;

/** Countries the sandbox ships to (R-ORD-10). */
export const shippingCountries = ['US', 'CA'] as const;

/** The rate for a state of a country, or undefined when the state is unknown. */
export function taxRate(country: string, state: string): number | undefined {
  const code = state.trim().toUpperCase();
  if (country === 'US') return usStates.includes(code) ? (usRates[code] ?? US_DEFAULT_RATE) : undefined;
  if (country === 'CA') return caRates[code];
  return undefined;
}

/** Tax in cents on `taxableCents` at `rate`, rounded half up. */
export function taxCents(taxableCents: number, rate: number): number {
  return Math.round(taxableCents * rate);
}
