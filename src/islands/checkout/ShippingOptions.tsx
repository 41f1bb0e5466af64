/** The shipping methods the commerce API offers for the address, as radio buttons. */
import { formatUSD, toCents } from '../../domain/money.ts';
import type { ShippingMethod } from '../../domain/checkout/quote.ts';
import { Check } from './Field.tsx';

interface Props {
  prefix: string;
  options: readonly ShippingMethod[];
  selected: number;
  onSelect: (index: number) => void;
  /** Shown instead of the options: loading text or the §8 failure message. */
  message?: string | undefined;
}

/** The shipping method choice. */
export function ShippingOptions({ prefix, options, selected, onSelect, message }: Props) {
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
      {(message || options.length === 0) && (
        <p className="field__hint" id={`${prefix}-shipping-message`} role="status">
          {message ?? 'Enter your address to see the shipping methods.'}
        </p>
      )}
    </fieldset>
  );
}
