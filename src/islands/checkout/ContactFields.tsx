/** Contact fieldset: email and phone, with the autofill and keyboard hints phones need. */
import { bind, type FormBinding } from './binding.ts';
import { TextField } from './Field.tsx';

/** Email and phone. */
export function ContactFields({ form }: { form: FormBinding }) {
  return (
    <fieldset className="fieldset">
      <legend>Contact information</legend>
      <TextField
        {...bind(form, 'email')}
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        hint="We'll send your receipt and tracking here."
      />
      <TextField
        {...bind(form, 'phone')}
        label="Phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="Only used if there's a problem with delivery."
      />
    </fieldset>
  );
}
