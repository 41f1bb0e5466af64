/** How a fieldset component reads and changes the checkout form: values, errors and handlers by field name. */
import type { CheckoutValues, FieldErrors, FieldName } from '../../domain/checkout/fields.ts';

/** The form as the fieldsets see it. */
export interface FormBinding {
  /** Keeps ids unique per form ('of' order form, 'cart' secure cart). */
  prefix: string;
  values: CheckoutValues;
  errors: FieldErrors;
  set: (name: FieldName, value: string) => void;
  blur: (name: FieldName) => void;
}

/** The id of a field's control. */
export const fieldId = (prefix: string, name: FieldName): string => `${prefix}-${name}`;

/** The props a TextField or SelectField needs for one field of the form. */
export function bind(form: FormBinding, name: FieldName) {
  return {
    id: fieldId(form.prefix, name),
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.set(name, value),
    onBlur: () => form.blur(name),
  };
}
