/**
 * The offer as the shopper sees it (R-NAV-5): the first/last marker, product image, standard and
 * offer price, shipping, the agree button and the no-thanks link, and the payment error. In
 * confirmation mode (R-ORD-3, PayPal or Amazon Pay without an agreement) the one-click note gives
 * way to the provider's explanation (and Amazon's sign-in and wallet).
 */
import type { MouseEvent } from 'react';
import { notReady } from '../form-events.ts';
import { useHydrated } from '../use-hydrated.ts';
import type { ConfirmView } from './use-confirmation.ts';
import { AMAZON_UPSELL_IDS } from './use-amazon-wallet.ts';
import { AMAZON_SIGN_IN_AGAIN } from '../../domain/messages/upsell.ts';
import { formatUSD, toCents } from '../../domain/money.ts';
import type { OfferTotal } from '../../domain/upsell/tax.ts';
import type { OfferView } from './offer-view.ts';
import { shippingText, usd } from './money.ts';

interface Props {
  offer: OfferView;
  /** What agree charges: with tax at the order's address, or "+ tax" while the address is not known. */
  total: OfferTotal;
  marker: { kind: string; text: string };
  /** The §8 text when the offer could not be confirmed; the agree button is then withheld. */
  offerError: string | null;
  /** The §8 text of a failed charge. */
  payError: string | null;
  busy: boolean;
  /** A no thanks waits for the provider's return to be completed. */
  noThanksWaiting?: boolean | undefined;
  /** A polite status line (preview note, provider confirmation progress or cancel). */
  note: string | null;
  /** The provider's confirmation, when the add-on cannot be charged in one click. */
  confirm?: ConfirmView | null | undefined;
  /**
   * False while agree cannot act yet (not hydrated, the offer not confirmed, Amazon's wallet not
   * ready): a tap on it is held until then (runtime/early-taps.ts).
   */
  ready: boolean;
  noThanksHref: string;
  /** Without order details: a link back to the order form where the agree button would be. */
  missingOrder?: { href: string; text: string } | undefined;
  onAgree: () => void;
  onNoThanks: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The shopper reaches for the offer (a pointer or focus on it): what agree needs starts loading. */
  onIntent?: (() => void) | undefined;
  /** The offer is bought already (here or in another tab): its words and the way on replace agree and no thanks. */
  taken?: { text: string; href: string; onContinue: (event: MouseEvent<HTMLAnchorElement>) => void } | undefined;
  /** One-click has ended for this order: its words and the way to the receipt replace agree and no thanks. */
  ended?: { text: string; href: string; linkText: string } | undefined;
}

const Check = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

/** The product's picture, or a labelled blank where the offer has none. */
function OfferImage({ offer }: { offer: OfferView }) {
  return offer.imageUrl ? (
    <img
      className="upsell__image"
      src={offer.imageUrl}
      alt={offer.productName}
      width={360}
      height={360}
      loading="eager"
      decoding="async"
    />
  ) : (
    <div className="upsell__image upsell__image--none" role="img" aria-label={offer.productName} />
  );
}

/** Standard and offer price, shipping, what agree charges today and what the shopper saves. */
function OfferPrices({ offer, total }: Pick<Props, 'offer' | 'total'>) {
  const savedCents = toCents(offer.standardPrice) - toCents(offer.offerPrice);
  const percent = offer.standardPrice > 0 ? Math.round((savedCents / toCents(offer.standardPrice)) * 100) : 0;
  return (
    <>
      <dl className="upsell__prices">
        <div>
          <dt>Regular price</dt>
          <dd>
            <s>{usd(offer.standardPrice)}</s>
          </dd>
        </div>
        <div className="upsell__offer-price">
          <dt>Today only</dt>
          <dd>{usd(offer.offerPrice)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{shippingText(offer.shippingCost)}</dd>
        </div>
      </dl>
      <p className="upsell__total">
        Total today: <strong>{formatUSD(total.totalCents)}</strong>{' '}
        {total.taxKnown ? `incl. ${formatUSD(total.taxCents)} tax` : '+ tax'}
      </p>
      <p className="upsell__save">{percent > 0 ? `You save ${usd(savedCents / 100)} (${percent}% off)` : '\u00a0'}</p>
    </>
  );
}

/** The provider's explanation (and Amazon's sign-in and wallet) when one click cannot charge the add-on. */
function ConfirmPanel({ confirm }: { confirm: ConfirmView }) {
  return (
    <div className="upsell__confirm" role="group" aria-labelledby="upsell-confirm-title">
      <h3 id="upsell-confirm-title" className="upsell__confirm-title">
        {confirm.heading}
      </h3>
      <p id="upsell-confirm-why">{confirm.explanation}</p>
      {confirm.amazon && (
        <div className="upsell__amazon" aria-label="Amazon Pay" role="region">
          {confirm.amazon.signIn && <p>{AMAZON_SIGN_IN_AGAIN}</p>}
          <div id={AMAZON_UPSELL_IDS.button} />
          <div id={AMAZON_UPSELL_IDS.wallet} className="upsell__amazon-wallet" />
          {confirm.amazon.error && <p role="alert">{confirm.amazon.error}</p>}
        </div>
      )}
    </div>
  );
}

/** The ways on that replace agree: back to the order form, the offer bought already, one-click ended. */
function WaysOn({ missingOrder, taken, ended }: Pick<Props, 'missingOrder' | 'taken' | 'ended'>) {
  return (
    <>
      {missingOrder && (
        <a className="btn btn--block btn--large btn--secondary" href={missingOrder.href}>
          {missingOrder.text}
        </a>
      )}
      {taken && (
        <>
          <p className="upsell__taken" role="status">
            <Check />
            <span>{taken.text}</span>
          </p>
          <a className="btn btn--block btn--large" href={taken.href} onClick={taken.onContinue}>
            Continue
          </a>
        </>
      )}
      {ended && (
        <>
          <p className="upsell__ended" role="status">
            {ended.text}
          </p>
          <a className="btn btn--block btn--large" href={ended.href}>
            {ended.linkText}
          </a>
        </>
      )}
    </>
  );
}

/** Agree, the one-click note, the status line and no thanks, as far as the offer is still open. */
function OfferActions(p: Props) {
  const hydrated = useHydrated(); // "No thanks" acts once hydrated; a tap before is held
  const open = !p.taken && !p.ended;
  return (
    <>
      {!p.offerError && open && (
        <button
          className="btn btn--block btn--large"
          type="button"
          onClick={p.onAgree}
          {...notReady(p.ready)}
          aria-disabled={p.busy || undefined}
          aria-describedby={p.confirm ? 'upsell-confirm-why' : 'upsell-one-click'}
        >
          {p.busy ? 'Adding to your order…' : (p.confirm?.button ?? 'Yes, add to my order')}
        </button>
      )}
      {!p.confirm && open && (
        <p className="upsell__one-click" id="upsell-one-click">
          One click: we'll use the payment details you just entered. Covered by our 60-day guarantee.
        </p>
      )}
      <p className="upsell__note" role="status">
        {p.note}
      </p>
      {open && (
        <a
          className="upsell__no"
          href={p.noThanksHref}
          data-island-link
          {...notReady(hydrated)}
          onClick={p.onNoThanks}
          aria-busy={p.noThanksWaiting || undefined}
        >
          No thanks, I'll pass
        </a>
      )}
    </>
  );
}

/** The offer card. */
export function OfferCard(p: Props) {
  const { offer } = p;
  return (
    <section
      className="upsell card"
      aria-labelledby="upsell-title"
      data-offer-sfid={offer.sfid}
      onPointerDown={p.onIntent}
      onFocus={p.onIntent}
    >
      <p className="upsell__marker" data-upsell-marker={p.marker.kind}>
        {p.marker.text}
      </p>
      <div className="upsell__grid">
        <OfferImage offer={offer} />
        <div className="upsell__body">
          <h2 id="upsell-title" className="upsell__title">
            {offer.title}
          </h2>
          <p>{offer.description}</p>
          <p className="upsell__includes">
            <Check />
            <span>{offer.productDescription}</span>
          </p>
          <OfferPrices offer={offer} total={p.total} />
          <div className="upsell__alert" role="alert">
            {p.offerError ?? p.payError}
          </div>
          {p.confirm && <ConfirmPanel confirm={p.confirm} />}
          <WaysOn missingOrder={p.missingOrder} taken={p.taken} ended={p.ended} />
          <OfferActions {...p} />
        </div>
      </div>
    </section>
  );
}
