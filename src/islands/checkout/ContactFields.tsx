/**
 * Contact fieldset: email and phone, with the autofill and keyboard hints phones need; by the
 * email, a polite live region that says when a lead was recorded (R-SES-8).
 */
import { bind, type FormBinding } from './binding.ts';
import { TextField } from './Field.tsx';

/** A contact field: its name, and the input type, keyboard and autofill of its kind. */
const contact = (form: FormBinding, name: 'email' | 'phone', kind: 'email' | 'tel') =>
  ({ ...bind(form, name), name, type: kind, inputMode: kind, autoComplete: kind }) as const;

/** Email and phone; `leadNotice` is announced politely once set. */
export function ContactFields({ form, leadNotice }: { form: FormBinding; leadNotice?: string | undefined }) {
  return (
    <fieldset className="fieldset">
      <legend>Contact information</legend>
      <TextField
        {...contact(form, 'email', 'email')}
        label="Email"
        autoCapitalize="off"
        spellCheck={false}
        hint="We'll send your receipt and tracking here."
      />
      <p className="field__note" role="status">
        {leadNotice}
      </p>
      <TextField
        {...contact(form, 'phone', 'tel')}
        label="Phone"
        hint="Only used if there's a problem with delivery."
      />
    </fieldset>
  );
}
