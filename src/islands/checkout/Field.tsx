/**
 * A labelled text field or select with its hint and its error message next to it: the message is
 * referenced by aria-describedby and the control marked aria-invalid while it shows.
 */
import type { ReactNode } from 'react';

interface Common {
  id: string;
  label: ReactNode;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  onChange: (value: string) => void;
  onBlur?: (() => void) | undefined;
  autoComplete: string;
  name?: string | undefined;
  required?: boolean | undefined;
}

/** The id of a field's error message (the error summary links to the field, not to this). */
export const errorId = (id: string): string => `${id}-error`;

function describedBy(id: string, hint: string | undefined, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? errorId(id) : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Messages({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {hint && (
        <span className="field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field__error" id={errorId(id)}>
          {error}
        </span>
      )}
    </>
  );
}

/** A text input. */
export function TextField(
  props: Common & {
    type?: 'text' | 'email' | 'tel';
    inputMode?: 'text' | 'email' | 'tel' | 'numeric';
    maxLength?: number;
    autoCapitalize?: string;
    spellCheck?: boolean;
  },
) {
  const { id, label, value, error, hint, onChange, onBlur, required = true } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        className="input"
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode ?? 'text'}
        autoComplete={props.autoComplete}
        autoCapitalize={props.autoCapitalize}
        spellCheck={props.spellCheck}
        maxLength={props.maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A select with a first empty choice when `placeholder` is given. */
export function SelectField(
  props: Common & { options: readonly { value: string; label: string }[]; placeholder?: string | undefined },
) {
  const { id, label, value, error, hint, onChange, onBlur, options, placeholder, required = true } = props;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        className="select"
        id={id}
        name={props.name}
        autoComplete={props.autoComplete}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}
