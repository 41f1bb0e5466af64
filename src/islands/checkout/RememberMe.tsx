/** R-ORD-4: "Remember me on this device": ticked, the contact and address (never the card) fill the form next time. */

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
      <label className="check" htmlFor={id}>
        <input
          type="checkbox"
          id={id}
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>Remember me on this device</span>
      </label>
      <span className="field__hint" id={`${id}-hint`}>
        Keeps your contact and address here, never your card.
      </span>
    </div>
  );
}
