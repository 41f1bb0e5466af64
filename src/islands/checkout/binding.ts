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

/**
 * The text and choice fields of the form as the page shows them now, by field name (read by id):
 * before hydration the shopper may have typed into the server-rendered form (`chosenBeforeHydration`).
 */
export function shownFields(
  form: HTMLFormElement | null,
  prefix: string,
  rendered: Readonly<Record<string, string>>,
): [string, string][] {
  const shown: [string, string][] = [];
  for (const name of Object.keys(rendered)) {
    const control = form?.elements.namedItem(fieldId(prefix, name as FieldName));
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) shown.push([name, control.value]);
  }
  return shown;
}

/** The string fields of the form's values (what the server rendered into the text and choice fields). */
export const renderedFields = (values: CheckoutValues): Record<string, string> =>
  Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string'));
