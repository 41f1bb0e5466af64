/**
 * The coupon field (R-ORD-6) behind a disclosure: Apply asks the commerce API; its refusal
 * ('Coupon can not be applied to this product' / '… to subscription') shows next to the field, and
 * so does why a coupon kept from before was removed (`notice`).
 */
import { useState } from 'react';
import { tooLong } from '../../domain/validators.ts';
import { LIMITS } from '../../wire/limits.ts';
import { errorId } from './Field.tsx';

interface Props {
  prefix: string;
  /** The code applied, if any. */
  applied: string | undefined;
  /** Why a coupon kept from before no longer applies, if it was removed. */
  notice?: string | null | undefined;
  /** Applies a code; resolves the refusal message, or null when applied. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
}

/** The coupon disclosure. */
export function Coupon({ prefix, applied, notice, onApply, onRemove }: Props) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `${prefix}-coupon`;
  const noticeId = `${id}-notice`;
  const describedBy = [notice && noticeId, error && errorId(id)].filter(Boolean).join(' ');

  async function apply() {
    if (busy) return;
    if (!code.trim()) {
      setError('Enter a coupon code');
      return;
    }
    // The API's limit, in the field's words rather than its own ('code: at most 40 characters').
    if (code.trim().length > LIMITS.coupon) return setError(tooLong('A coupon code', LIMITS.coupon));
    setBusy(true);
    const refusal = await onApply(code.trim().toUpperCase());
    setBusy(false);
    setError(refusal);
    if (!refusal) setCode('');
  }

  return (
    <details
      className="coupon"
      open={open || applied !== undefined || !!notice}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>Have a coupon code?</summary>
      {applied ? (
        <p className="coupon__applied" role="status">
          <span>
            Coupon <strong>{applied}</strong> applied.
          </span>
          <button className="btn btn--secondary" type="button" onClick={onRemove}>
            Remove
          </button>
        </p>
      ) : (
        <div className="field coupon__field">
          <label htmlFor={id}>Coupon code</label>
          {notice && (
            <p className="field__hint" id={noticeId} role="status">
              {notice}
            </p>
          )}
          <div className="inline-form">
            <input
              className="input"
              id={id}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void apply();
                }
              }}
            />
            <button className="btn btn--secondary" type="button" onClick={() => void apply()} aria-busy={busy}>
              Apply
            </button>
          </div>
          <span className="field__error" id={errorId(id)} role="alert">
            {error}
          </span>
        </div>
      )}
    </details>
  );
}
