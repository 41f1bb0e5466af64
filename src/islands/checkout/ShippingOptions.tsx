/**
 * The shipping methods the commerce API offers for the address, as radio buttons; while none,
 * the message of a quote that failed (`problem`), else a note (loading, or enter the address).
 */
import type { ReactNode } from 'react';
import { formatUSD, toCents } from '../../domain/money.ts';
import type { ShippingMethod } from '../../domain/checkout/quote.ts';
import { Check } from './Field.tsx';

interface Props {
  prefix: string;
  options: readonly ShippingMethod[];
  selected: number;
  onSelect: (index: number) => void;
  /** Shown instead of the options: loading text. */
  message?: string | undefined;
  /** The message of a quote that failed (QuoteProblem.tsx), shown instead of the note. */
  problem?: ReactNode;
}

/** The shipping method choice. */
export function ShippingOptions({ prefix, options, selected, onSelect, message, problem }: Props) {
  return (
    <fieldset className="fieldset" aria-describedby={message ? `${prefix}-shipping-message` : undefined}>
      <legend>Shipping method</legend>
      {options.map((o, i) => (
        <Check
          key={o.id}
          type="radio"
          id={`${prefix}-shipping-${o.id}`}
          name={`${prefix}-shipping`}
          checked={i === selected}
          onChange={() => onSelect(i)}
        >
          {o.label}: <strong>{o.price === 0 ? 'FREE' : formatUSD(toCents(o.price))}</strong>
        </Check>
      ))}
      {problem}
      {!problem && (message || options.length === 0) && (
        <p className="field__hint" id={`${prefix}-shipping-message`} role="status">
          {message ?? 'Enter your address to see the shipping methods.'}
        </p>
      )}
    </fieldset>
  );
}
