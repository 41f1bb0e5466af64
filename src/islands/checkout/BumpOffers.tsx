/** Bump offers (R-ORD-6): one tick adds a small extra to the first order. */
import { formatUSD, toCents } from '../../domain/money.ts';
import { Check } from './Field.tsx';
import type { BumpView } from './props.ts';

interface Props {
  prefix: string;
  bumps: readonly BumpView[];
  selected: readonly string[];
  onToggle: (sfid: string, on: boolean) => void;
}

/** The bump checkboxes; nothing when the funnel has none. */
export function BumpOffers({ prefix, bumps, selected, onToggle }: Props) {
  if (bumps.length === 0) return null;
  return (
    <fieldset className="fieldset bumps">
      <legend>Add to your order</legend>
      {bumps.map((b) => (
        <div className="bump" key={b.sfid}>
          <img className="bump__image" src={b.image} alt="" width={64} height={64} loading="lazy" />
          <Check
            className="check bump__check"
            id={`${prefix}-bump-${b.sfid}`}
            checked={selected.includes(b.sfid)}
            onChange={(on) => onToggle(b.sfid, on)}
          >
            <strong>{b.title}</strong>
            <span className="bump__price">One-time price {formatUSD(toCents(b.price))}</span>
          </Check>
        </div>
      ))}
    </fieldset>
  );
}
