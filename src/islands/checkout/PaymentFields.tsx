/**
 * Card fieldset (R-PAY-1, R-VAL-4): number, name, expiry month and year (this year and the next
 * 12) and security code. The inputs carry no `name`, so nothing is ever submitted natively.
 */
import { expiryYears } from '../../domain/card.ts';
import { bind, type FormBinding } from './binding.ts';
import { SelectField, TextField } from './Field.tsx';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((name, i) => {
  const value = String(i + 1).padStart(2, '0');
  return { value, label: `${value} – ${name}` };
});

/** The card form; `now` dates the expiry list (the build's date until hydrated, then the shopper's). */
export function PaymentFields({ form, now }: { form: FormBinding; now: Date }) {
  const years = expiryYears(now).map((y) => ({ value: String(y), label: String(y) }));
  const expiry = [
    ['expMonth', 'Expiry month', 'cc-exp-month', MONTHS, 'Month'],
    ['expYear', 'Expiry year', 'cc-exp-year', years, 'Year'],
  ] as const;
  return (
    <fieldset className="fieldset">
      <legend>Payment</legend>
      <p className="checkout__secure">All transactions are secure and encrypted.</p>
      <TextField
        {...bind(form, 'number')}
        name={undefined}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      <TextField {...bind(form, 'nameOnCard')} label="Name on card" autoComplete="cc-name" />
      <div className="field-row field-row--3">
        {expiry.map(([name, label, autoComplete, options, placeholder]) => (
          <SelectField key={name} {...bind(form, name)} {...{ label, autoComplete, options, placeholder }} />
        ))}
        <TextField
          {...bind(form, 'cvv')}
          label="Security code"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          hint="3 or 4 digits on the card"
        />
      </div>
    </fieldset>
  );
}
