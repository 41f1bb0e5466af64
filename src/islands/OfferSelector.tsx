/**
 * The offer-selector island (R-ORD-6): the product's 1/3/6-unit bundles with per-unit price and
 * savings, one-time or subscribe-and-save with a delivery frequency. The choice becomes
 * `selectedProduct` and the R-ORD-9 checkout data (navParams.checkout); then the next step.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { CatalogueProduct } from '../domain/checkout/catalogue.ts';
import { cartLine } from '../domain/checkout/cart.ts';
import { offerOptions, popularUnits } from '../domain/checkout/offer-options.ts';
import { shownPrice } from '../domain/checkout/shown-price.ts';
import { formatUSD } from '../domain/money.ts';
import { storedSelection } from '../state/stored-selection.ts';
import { chosenBeforeHydration, islandForm } from './form-events.ts';
import { loadOnce } from './load-once.ts';
import { useBusy } from './use-busy.ts';

interface Props {
  product: CatalogueProduct;
  /** site.brand: orderFormBrand.uniqueName of R-ORD-9. */
  brand: string;
  /** 'jar', 'bottle', 'tin' or 'set'. */
  unitWord: string;
  /** The catalogue's message when the choice cannot go on (the page passes it: no catalogue chunk for one line). */
  failedText: string;
}

const frequencyKey = (f: { frequency: string; frequencyMultiplier: number }) =>
  `${f.frequencyMultiplier}-${f.frequency}`;

/**
 * The funnel's rules (where "next" leads) and the save of the choice, loaded side by side when the
 * shopper first reaches for the form.
 */
const loadRules = loadOnce(() =>
  Promise.all([import('../runtime/funnel-nav.ts'), import('./offer-selector/save-choice.ts')]),
);
const preload = () => void loadRules().catch(() => {}); // submitting tries again and reports

type Plan = NonNullable<CatalogueProduct['subscription']>;
type Option = ReturnType<typeof offerOptions>[number];

/**
 * The shopper's choice: units, one-time or subscription, and the delivery frequency. Once, after
 * hydration (so the HTML matches): a returning shopper sees the choice made before; then whatever
 * the shopper picked before the island hydrated, as the page shows it. `ready` once adopted: a tap
 * on the button is held until then (runtime/early-taps.ts).
 */
function useChoice(product: CatalogueProduct, form: RefObject<HTMLFormElement | null>) {
  const plan = product.subscription;
  const firstFrequency = plan?.frequencies[0];
  const firstKey = firstFrequency ? frequencyKey(firstFrequency) : '';
  const [units, setUnits] = useState(() => popularUnits(product));
  const [subscribe, setSubscribe] = useState(false);
  const [frequency, setFrequency] = useState(firstKey);
  const [ready, setReady] = useState(false);
  const options = offerOptions(product);

  useEffect(() => {
    const chosen = storedSelection();
    if (chosen?.id === product.id) {
      if (chosen.units && options.some((o) => o.units === chosen.units)) setUnits(chosen.units);
      if (chosen.subscription && plan) {
        setSubscribe(true);
        setFrequency(frequencyKey(chosen.subscription));
      }
    }
    const early = chosenBeforeHydration(new FormData(form.current ?? undefined), {
      units: String(popularUnits(product)),
      purchase: 'one-time',
      frequency: firstKey,
    });
    const earlyUnits = options.find((o) => String(o.units) === early.units)?.units;
    if (earlyUnits !== undefined) setUnits(earlyUnits);
    if (early.purchase && plan) setSubscribe(early.purchase === 'subscription');
    if (early.frequency && plan?.frequencies.some((f) => frequencyKey(f) === early.frequency)) {
      setFrequency(early.frequency);
    }
    setReady(true);
  }, []);
  return { units, setUnits, subscribe, setSubscribe, frequency, setFrequency, ready };
}

/** One bundle: its units, total, per-unit price, saving and shipping. */
function PackageOption(p: {
  o: Option;
  popular: boolean;
  subscribe: boolean;
  checked: boolean;
  unitWord: string;
  onChoose: () => void;
}) {
  const { o } = p;
  const shown = shownPrice(o, p.subscribe);
  return (
    <label className={`option${p.popular ? ' option--popular' : ''}`}>
      <input type="radio" name="units" value={o.units} checked={p.checked} onChange={p.onChoose} />
      <span className="option__body">
        {p.popular && <span className="option__badge">Most popular</span>}
        <span className="option__head">
          <span className="option__name">
            {o.units} {o.units === 1 ? p.unitWord : `${p.unitWord}s`}
          </span>
          <span className="option__total">{formatUSD(shown.totalCents)}</span>
        </span>
        <span className="option__label">{o.label}</span>
        <span className="option__meta">
          <span>
            {formatUSD(shown.perUnitCents)} per {p.unitWord}
          </span>
          {shown.savedPercent > 0 && (
            <span className="option__save">
              Save {shown.savedPercent}% ({formatUSD(shown.savedCents)})
            </span>
          )}
          {/* The bundles' shipping costs are the US standard; elsewhere the order form prices it. */}
          <span>{o.shippingCents === 0 ? 'Free US shipping' : `+ ${formatUSD(o.shippingCents)} US shipping`}</span>
        </span>
      </span>
    </label>
  );
}

/** One-time or subscribe-and-save, and the delivery frequency (choosing one subscribes). */
function PurchaseChoice(p: {
  plan: Plan;
  subscribe: boolean;
  setSubscribe: (subscribe: boolean) => void;
  frequency: string;
  setFrequency: (frequency: string) => void;
}) {
  return (
    <fieldset className="selector__group">
      <legend className="selector__legend">How would you like it?</legend>
      <label className="option">
        <input
          type="radio"
          name="purchase"
          value="one-time"
          checked={!p.subscribe}
          onChange={() => p.setSubscribe(false)}
        />
        <span className="option__body">
          <span className="option__name">One-time purchase</span>
          <span className="option__label">Pay once, no commitment.</span>
        </span>
      </label>
      <label className="option">
        <input
          type="radio"
          name="purchase"
          value="subscription"
          checked={p.subscribe}
          onChange={() => p.setSubscribe(true)}
        />
        <span className="option__body">
          <span className="option__name">Subscribe &amp; save {p.plan.discountPercent}%</span>
          <span className="option__label">Delivered automatically. Skip or cancel any time by email or phone.</span>
        </span>
      </label>
      <div className="field selector__frequency">
        <label htmlFor="selector-frequency">Delivery frequency (subscriptions)</label>
        <select
          className="select"
          id="selector-frequency"
          name="frequency"
          autoComplete="off"
          value={p.frequency}
          onChange={(e) => {
            p.setFrequency(e.target.value);
            p.setSubscribe(true);
          }}
        >
          {p.plan.frequencies.map((f) => (
            <option key={frequencyKey(f)} value={frequencyKey(f)}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/** The package choice. */
export default function OfferSelector({ product, brand, unitWord, failedText }: Props) {
  const plan = product.subscription;
  const form = useRef<HTMLFormElement>(null);
  const choice = useChoice(product, form);
  const { units, subscribe, frequency } = choice;
  const { busy, isBusy, setBusy } = useBusy();
  const [failed, setFailed] = useState(false);
  const options = offerOptions(product);
  const popular = popularUnits(product);

  async function submit() {
    if (isBusy()) return;
    setBusy(true);
    setFailed(false);
    let funnel: Awaited<ReturnType<typeof loadRules>>;
    try {
      funnel = await loadRules();
    } catch (error) {
      console.error('the offer selector could not load the funnel rules', error);
      setFailed(true); // the choice stays; the next tap tries again
      setBusy(false);
      return;
    }
    const [{ funnelNav, hrefFor }, { saveChoice }] = funnel;
    const chosen = plan?.frequencies.find((f) => frequencyKey(f) === frequency);
    const line = cartLine(product, units, subscribe && chosen ? chosen : undefined);
    const next = hrefFor('next');
    const route = next ? new URL(next, window.location.href).pathname.slice(1) : '';
    saveChoice(line, brand, route);
    if (!funnelNav.next()) setBusy(false); // else busy until the next page opens
  }

  return (
    <form
      ref={form}
      className="selector"
      method="get"
      aria-labelledby="selector-title"
      onPointerDown={preload}
      onFocus={preload}
      {...islandForm(choice.ready, submit)}
    >
      <h2 id="selector-title" className="selector__title">
        Choose your package
      </h2>
      <fieldset className="selector__group">
        <legend className="visually-hidden">Package size</legend>
        {options.map((o) => (
          <PackageOption
            key={o.units}
            o={o}
            popular={o.units === popular}
            subscribe={subscribe}
            checked={units === o.units}
            unitWord={unitWord}
            onChoose={() => choice.setUnits(o.units)}
          />
        ))}
      </fieldset>
      {plan && <PurchaseChoice plan={plan} {...choice} />}
      <button
        className="btn btn--block btn--large"
        type="submit"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
        Continue to secure checkout
      </button>
      {failed && (
        <p className="selector__failure" role="alert">
          {failedText}
        </p>
      )}
    </form>
  );
}
