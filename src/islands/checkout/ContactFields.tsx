/**
 * Contact fieldset: email and phone, with the autofill and keyboard hints phones need; by the
 * email, a polite live region that says when a lead was recorded (R-SES-8).
 */
import { bind, type FormBinding } from './binding.ts';
import { TextField } from './Field.tsx';

/** Email and phone; `leadNotice` is announced politely once set. */
export function ContactFields({ form, leadNotice }: { form: FormBinding; leadNotice?: string | undefined }) {
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
      <p className="field__note" role="status">
        {leadNotice}
      </p>
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
