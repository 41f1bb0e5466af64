/**
 * The order summary: the product line, bumps, subtotal, coupon discount, shipping, tax and total;
 * once the API named new prices (409 PRICE_CHANGED), its figures for each line (`totals.lineCents`, `bumpCents`).
 */
import { formatUSD } from '../../domain/money.ts';
import type { CartLine } from '../../domain/checkout/cart.ts';
import type { CheckoutTotals } from '../../domain/checkout/totals.ts';
import type { BumpView } from './props.ts';

interface Props {
  line: CartLine;
  bumps: readonly BumpView[];
  totals: CheckoutTotals;
  coupon?: string | undefined;
  /** What the tax row says while the tax is unknown. */
  taxNote: string;
  /** False while the shipping of the chosen country is not quoted yet (`shownTotals`). */
  shippingKnown: boolean;
}

/** The summary beside (wide screens) or above (phones) the form. */
export function OrderSummary({ line, bumps, totals, coupon, taxNote, shippingKnown }: Props) {
  return (
    <section className="summary card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="summary__title">
        Order summary
      </h2>
      <div className="summary__item">
        <img className="summary__image" src={line.image} alt="" width={88} height={88} />
        <div>
          <p className="summary__name">{line.name}</p>
          <p className="summary__label">{line.label}</p>
          <p className="summary__label">
            {line.subscription
              ? `Subscription: ${line.subscription.label.toLowerCase()}, ${line.subscription.discountPercent}% off`
              : 'One-time purchase'}
          </p>
        </div>
        <p className="summary__price">
          {line.subscription && (
            <s className="summary__was">
              <span className="visually-hidden">Regular price </span>
              {formatUSD(line.listCents)}
            </s>
          )}
          <span>{formatUSD(totals.lineCents ?? line.priceCents)}</span>
        </p>
      </div>
      {bumps.map((b) => (
        <div className="summary__bump" key={b.sfid}>
          <span>{b.productName} (add-on)</span>
          <span>{formatUSD(totals.bumpCents?.[b.product] ?? Math.round(b.price * 100))}</span>
        </div>
      ))}
      <dl className="summary__totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatUSD(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 && (
          <div className="summary__saving">
            <dt>Coupon {coupon}</dt>
            <dd>−{formatUSD(totals.discountCents)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd>
            {!shippingKnown
              ? 'Calculated from your address'
              : totals.shippingCents === 0
                ? 'FREE'
                : formatUSD(totals.shippingCents)}
          </dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{totals.taxCents === null ? taxNote : formatUSD(totals.taxCents)}</dd>
        </div>
        <div className="summary__total">
          <dt>Total</dt>
          <dd>{formatUSD(totals.totalCents)}</dd>
        </div>
      </dl>
    </section>
  );
}
