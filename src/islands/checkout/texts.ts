/**
 * The checkout's texts: each field's label as the error summary names it, the error summary, the
 * summary's tax row, the shipping methods' note and the payment-retry notice. Named exports, so a
 * page bundles only those it uses.
 */
import { errorHeading } from '../../domain/checkout/error-heading.ts';
import type { FieldErrors, FieldName } from '../../domain/checkout/fields.ts';
import type { Quote } from '../../domain/checkout/quote.ts';
import { ADDRESS_INVALID } from '../../domain/messages.ts';
import { fieldId } from './binding.ts';
import type { SummaryItem } from './ErrorSummary.tsx';

/** Field labels, in the order the form shows them. */
export const FIELD_LABELS: Record<FieldName, string> = {
  email: 'Email',
  phone: 'Phone',
  firstName: 'First name',
  lastName: 'Last name',
  country: 'Country',
  street: 'Street address',
  apartment: 'Apartment',
  city: 'City',
  state: 'State or province',
  zipPostalCode: 'ZIP or postal code',
  number: 'Card number',
  nameOnCard: 'Name on card',
  expMonth: 'Expiry month',
  expYear: 'Expiry year',
  cvv: 'Security code',
  billingCountry: 'Billing country',
  billingStreet: 'Billing street address',
  billingApartment: 'Billing apartment',
  billingCity: 'Billing city',
  billingState: 'Billing state or province',
  billingZipPostalCode: 'Billing ZIP or postal code',
};

/** The error summary: one link per field with a message, under a heading that names what is wrong (R-VAL-2, R-VAL-3). */
export function errorSummary(errors: FieldErrors, prefix: string): { heading: string; items: SummaryItem[] } {
  const names = (Object.keys(FIELD_LABELS) as FieldName[]).filter((name) => errors[name]);
  return {
    heading: errorHeading(names),
    items: names.map((name) => ({ fieldId: fieldId(prefix, name), label: FIELD_LABELS[name], message: errors[name]! })),
  };
}

/** The tax row while no tax figure is known. */
export function taxNote(quote: Quote): string {
  if (quote.tax.status === 'loading') return 'Calculating…';
  if (quote.tax.status === 'error') return 'Not calculated yet'; // the form's one message says why
  if (quote.tax.status === 'invalid') return ADDRESS_INVALID;
  return 'Calculated from your address';
}

/** The shipping methods' note while loading (a failure is the form's one message, QuoteProblem.tsx). */
export function shippingMessage(quote: Quote): string | undefined {
  return quote.shipping.status === 'loading' ? 'Calculating shipping…' : undefined;
}

/** R-FLOW-4: why the shopper is on the payment-retry page. */
export const retryText = (message: string): string =>
  `Your payment did not go through (${message}). Your details are kept: check the card or use another one.`;
