/**
 * A labelled text field or select with its hint and its error message next to it: the message is
 * referenced by aria-describedby and the control marked aria-invalid while it shows. And the
 * checkbox (or radio button) with its label beside it that the form's choices use.
 */
import type { ChangeEvent, ReactNode } from 'react';

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

/** The label, the control and its hint and message. */
function Frame({
  id,
  label,
  hint,
  error,
  children,
}: Pick<Common, 'id' | 'label' | 'hint' | 'error'> & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
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
    </div>
  );
}

/** The attributes an input and a select share: id, name, autofill, required, the ARIA state, the value and its handlers. */
function control({ id, name, value, error, hint, onChange, onBlur, autoComplete, required = true }: Common) {
  return {
    id,
    name,
    autoComplete,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(e.target.value),
    onBlur,
  };
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
  return (
    <Frame {...props}>
      <input
        className="input"
        type={props.type ?? 'text'}
        inputMode={props.inputMode ?? 'text'}
        autoCapitalize={props.autoCapitalize}
        spellCheck={props.spellCheck}
        maxLength={props.maxLength}
        {...control(props)}
      />
    </Frame>
  );
}

/** A select with a first empty choice when `placeholder` is given. */
export function SelectField(
  props: Common & { options: readonly { value: string; label: string }[]; placeholder?: string | undefined },
) {
  return (
    <Frame {...props}>
      <select className="select" {...control(props)}>
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A checkbox (or radio button) with its label beside it. */
export function Check(props: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  type?: 'checkbox' | 'radio';
  name?: string;
  className?: string;
  hint?: boolean;
}) {
  const { id, hint } = props;
  return (
    <label className={props.className ?? 'check'} htmlFor={id}>
      <input
        type={props.type ?? 'checkbox'}
        id={id}
        name={props.name}
        checked={props.checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <span>{props.children}</span>
    </label>
  );
}
