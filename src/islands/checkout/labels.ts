/** The label of each checkout field, as the error summary names it; and which fields each step holds. */
import { BILLING_FIELDS } from '../../domain/checkout/billing.ts';
import type { FieldName } from '../../domain/checkout/fields.ts';

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

/** Fields of the first step of the two-step form (contact and address). */
export const STEP_ONE_FIELDS: readonly FieldName[] = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'country',
  'street',
  'apartment',
  'city',
  'state',
  'zipPostalCode',
];

/** R-VAL-2: fields whose problems the summary heads with 'Please, enter valid address and phone number!'. */
export const ADDRESS_AND_PHONE_FIELDS: readonly FieldName[] = [
  ...STEP_ONE_FIELDS.filter((f) => f !== 'email'),
  ...BILLING_FIELDS,
];
