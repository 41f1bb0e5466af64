/** What the summary's tax row, the shipping methods and the error summary say for the current state. */
import type { FieldErrors, FieldName } from '../../domain/checkout/fields.ts';
import { ADDRESS_AND_PHONE_INVALID, ADDRESS_INVALID } from '../../domain/messages.ts';
import { fieldId } from './binding.ts';
import type { SummaryItem } from './ErrorSummary.tsx';
import { ADDRESS_AND_PHONE_FIELDS, FIELD_LABELS } from './labels.ts';
import type { Quote } from './quote.ts';

/** The tax row while no tax figure is known. */
export function taxNote(quote: Quote): string {
  if (quote.tax.status === 'loading') return 'Calculating…';
  if (quote.tax.status === 'error') return quote.tax.message;
  if (quote.tax.status === 'invalid') return ADDRESS_INVALID;
  return 'Calculated from your address';
}

/** The shipping methods' note: loading, or the §8 failure message. */
export function shippingMessage(quote: Quote): string | undefined {
  if (quote.shipping.status === 'loading') return 'Calculating shipping…';
  if (quote.shipping.status === 'error') return quote.shipping.message;
  return undefined;
}

/** The error summary: one link per field with a message, headed by R-VAL-2's text when the address or phone is wrong. */
export function errorSummary(errors: FieldErrors, prefix: string): { heading: string; items: SummaryItem[] } {
  const names = (Object.keys(FIELD_LABELS) as FieldName[]).filter((name) => errors[name]);
  return {
    heading: names.some((n) => ADDRESS_AND_PHONE_FIELDS.includes(n))
      ? ADDRESS_AND_PHONE_INVALID
      : 'Please check the highlighted fields',
    items: names.map((name) => ({ fieldId: fieldId(prefix, name), label: FIELD_LABELS[name], message: errors[name]! })),
  };
}
