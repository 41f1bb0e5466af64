/**
 * R-ORD-4: "Remember me on this device": ticked, the contact and address (never the card) fill the form next time;
 * unticked, they are kept for this visit only (state/visit-storage.ts).
 */
import { Check } from './Field.tsx';

/** The checkbox and what it keeps. */
export function RememberMe({
  prefix,
  checked,
  onChange,
}: {
  prefix: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = `${prefix}-remember`;
  return (
    <div className="field">
      <Check id={id} checked={checked} onChange={onChange} hint>
        Remember me on this device
      </Check>
      <span className="field__hint" id={`${id}-hint`}>
        Keeps your contact and address on this device for next time, never your card. Unticked, they are kept for this
        visit only.
      </span>
    </div>
  );
}
