/**
 * The checkout island of the order form ('two-step': contact and shipping, then payment) and the
 * secure cart ('single': one page). The server renders it with the page's product and an empty
 * form; after hydration it starts from funnel state (selection, account or the remembered one,
 * bumps, coupon, shipping choice), records a lead once an email is typed (R-SES-8), prices the
 * summary from the API's quote and places the card order (R-ORD-1), then moves on (R-FLOW-1),
 * or offers the failure page after a declined payment (R-FLOW-4). Once the session's order is
 * paid it shows that instead of the form (state/checkout.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { accountDetailsOf, emptyAccount, startingAccount } from '../../domain/checkout/account.ts';
import { orderItemsOf, startingLine, type CartLine } from '../../domain/checkout/cart.ts';
import { addressErrors, isClean, type FieldErrors, type FieldName } from '../../domain/checkout/fields.ts';
import type { OrderFailure } from '../../domain/checkout/order-failure.ts';
import { cardOrderPayload } from '../../domain/checkout/order-payload.ts';
import { checkoutTotals } from '../../domain/checkout/totals.ts';
import { ADDRESS_INVALID, ADDRESS_VALIDATION_FAILED } from '../../domain/messages.ts';
import { toCents } from '../../domain/money.ts';
import { funnelNav, targetFor } from '../../runtime/navigation.ts';
import { finishPaidOrder } from '../../payments/paid-order.ts';
import { placedOrder, startNewOrder } from '../../state/checkout.ts';
import { api } from '../../runtime/api.ts';
import {
  addBumpExpire,
  funnelState,
  savedAccount,
  setAccountDetails,
  setCoupon,
  setSelectedBumpOffersIds,
  setSelectedShippingIndex,
} from '../../state/index.ts';
import { AccountFields } from './AccountFields.tsx';
import type { FormBinding } from './binding.ts';
import { BillingFields } from './BillingFields.tsx';
import { fieldId } from './binding.ts';
import { BumpOffers } from './BumpOffers.tsx';
import { Coupon } from './Coupon.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { STEP_ONE_FIELDS } from './labels.ts';
import { OrderPlaced } from './OrderPlaced.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentFields } from './PaymentFields.tsx';
import { markPaymentRetry, takePaymentRetry } from './payment-retry.ts';
import { placeCardOrder } from './place-order.ts';
import type { CheckoutProps } from './props.ts';
import type { QuoteInput } from './quote.ts';
import { saveChoices } from './save-choices.ts';
import { ShippingOptions } from './ShippingOptions.tsx';
import { errorSummary, shippingMessage, taxNote } from './status-texts.ts';
import { SubmitArea } from './SubmitArea.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { useFields, allErrors } from './use-fields.ts';
import { useFocusAfterRender } from './use-focus.ts';
import { useHydrated } from './use-hydrated.ts';
import { useLeadCapture } from './use-lead-capture.ts';
import { useQuote } from './use-quote.ts';
import { useRememberMe } from './use-remember-me.ts';
import './checkout.css';

/** R-FLOW-4: true when a payment failure leads to another page (nextPageFail, else the last step). */
function hasFailPage(): boolean {
  const href = targetFor('fail')?.href;
  return !!href && new URL(href, window.location.href).pathname !== window.location.pathname;
}

/** The order form / secure cart island. */
export default function CheckoutForm(props: CheckoutProps) {
  const { layout, product, units, bumps, catalogue, defaultCountry, builtAt } = props;
  const prefix = layout === 'two-step' ? 'of' : 'cart';
  const hydrated = useHydrated();
  const placedNow = useStore(placedOrder);
  const placed = hydrated ? placedNow : undefined; // storage is read after hydration only
  const { values, setValues, errors, setErrors, set, blur, setBillingSame } = useFields(defaultCountry);
  const [line, setLine] = useState<CartLine>(() => startingLine(product, units, undefined));
  const [step, setStep] = useState(layout === 'two-step' ? 1 : 2);
  const [bumpIds, setBumpIds] = useState<string[]>([]);
  const [coupon, setCouponState] = useState<{ code: string; discountCents: number } | undefined>();
  const [shippingIndex, setShippingIndex] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<(OrderFailure & { retryElsewhere: boolean }) | null>(null);
  const [retryNotice, setRetryNotice] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const busyRef = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusById = useFocusAfterRender(summaryRef);

  const account = { ...emptyAccount(defaultCountry) };
  for (const key of Object.keys(account) as (keyof typeof account)[]) account[key] = values[key];
  const accountKey = JSON.stringify(account);
  const remember = useRememberMe(ready, account);
  const leadNotice = useLeadCapture(ready, account);

  // After hydration: start from what the shopper chose and typed before (R-ORD-4).
  useEffect(() => {
    const state = funnelState.get();
    const start = startingLine(product, units, state.selectedProduct, { anyProduct: layout === 'single', catalogue });
    setLine(start);
    setValues((v) => ({
      ...v,
      ...startingAccount(state.accountDetails, savedAccount.get(), emptyAccount(defaultCountry)),
    }));
    setBumpIds((state.selectedBumpOffersIds ?? []).filter((id) => bumps.some((b) => b.sfid === id)));
    setShippingIndex(state.selectedShippingIndex ?? 0);
    if (state.coupon?.code)
      void applyCoupon(state.coupon.code, start).then((refusal) => refusal && setCoupon(undefined));
    setRetryNotice(takePaymentRetry());
    setReady(true);
  }, []); // once, after hydration

  // What is typed survives a reload and prefills the payment-retry page (never the card).
  useEffect(() => {
    if (ready) setAccountDetails(accountDetailsOf(account));
  }, [ready, accountKey]); // the key stands for the account values

  // R-ORD-5: bump offers join the bump-expire list when shown.
  useEffect(() => {
    if (hydrated && step === 2 && bumps.length) addBumpExpire(bumps.map((b) => ({ sfid: b.sfid })));
  }, [hydrated, step, bumps]);

  const addressProblems = addressErrors(values);
  const addressReady = !addressProblems.country && !addressProblems.state && !addressProblems.zipPostalCode;
  const quoteInput = (): QuoteInput => ({
    country: values.country,
    state: values.state,
    zip: values.zipPostalCode,
    items: orderItemsOf(line),
    bumpOfferIds: bumpIds,
    coupon: coupon?.code,
  });
  const { quote, refresh } = useQuote(ready && !placed && addressReady && step === 2 ? quoteInput() : null);

  const selectedBumps = bumps.filter((b) => bumpIds.includes(b.sfid));
  const options = quote.shipping.status === 'ok' ? quote.shipping.options : [];
  const shippingChoice = shippingIndex < options.length ? shippingIndex : 0;
  const option = options[shippingChoice];
  const totals = checkoutTotals({
    line,
    bumps: selectedBumps,
    discountCents: coupon?.discountCents,
    shippingCents: option ? toCents(option.price) : null,
    taxCents: quote.tax.status === 'ok' ? quote.tax.taxCents : null,
  });

  async function applyCoupon(code: string, forLine = line): Promise<string | null> {
    try {
      const result = await api().applyCoupon({ code, items: orderItemsOf(forLine) });
      setCouponState({ code: result.code, discountCents: toCents(result.discount) });
      setCoupon({ code: result.code, discount: result.discount });
      return null;
    } catch (error) {
      const text = (error as { error?: unknown }).error;
      return typeof text === 'string' ? text : 'Something went wrong';
    }
  }

  function removeCoupon() {
    setCouponState(undefined);
    setCoupon(undefined);
  }

  function toggleBump(sfid: string, on: boolean) {
    const next = on ? [...bumpIds, sfid] : bumpIds.filter((id) => id !== sfid);
    setBumpIds(next);
    setSelectedBumpOffersIds(next);
  }

  function selectShipping(index: number) {
    setShippingIndex(index);
    setSelectedShippingIndex(index);
  }

  /** Shows the problems: messages next to the fields and the focused summary. */
  function showProblems(problems: FieldErrors) {
    setErrors(problems);
    setAttempted(true);
    focusById('error-summary');
  }

  /** R-VAL-2: the API says the address is not valid. */
  function addressRefused() {
    showProblems({ ...errors, state: ADDRESS_INVALID });
    if (layout === 'two-step') setStep(1);
  }

  async function continueToPayment() {
    const problems = allErrors(values, new Date());
    const stepOne = Object.fromEntries(
      Object.entries(problems).filter(([k]) => STEP_ONE_FIELDS.includes(k as FieldName)),
    );
    if (!isClean(stepOne)) return showProblems(stepOne);
    setBusy(true);
    const q = await refresh(quoteInput());
    setBusy(false);
    saveChoices({ line, bumpIds, shippingIndex, account }, q);
    if (q.tax.status === 'invalid') return addressRefused();
    setErrors({});
    setStep(2);
    focusById(`${prefix}-step-2-title`);
  }

  async function submit() {
    if (busyRef.current || placedOrder.get()) return;
    setFailure(null);
    const problems = allErrors(values, new Date());
    if (!isClean(problems)) {
      if (layout === 'two-step' && Object.keys(problems).some((k) => STEP_ONE_FIELDS.includes(k as FieldName)))
        setStep(1);
      return showProblems(problems);
    }
    setErrors({});
    busyRef.current = true;
    setBusy(true);
    const q = await refresh(quoteInput());
    saveChoices({ line, bumpIds, shippingIndex, account }, q);
    const done = (f: OrderFailure | null) => {
      busyRef.current = false;
      setBusy(false);
      if (f) setFailure({ ...f, retryElsewhere: f.kind === 'declined' && hasFailPage() });
    };
    if (q.tax.status === 'invalid') {
      done(null);
      return addressRefused();
    }
    if (q.shipping.status === 'error') return done({ kind: 'other', message: q.shipping.message });
    if (q.tax.status === 'error') return done({ kind: 'other', message: q.tax.message });
    if (q.shipping.status !== 'ok' || q.tax.status !== 'ok') return done(null);
    const chosen = q.shipping.options[shippingIndex] ?? q.shipping.options[0];
    const charged = checkoutTotals({
      line,
      bumps: selectedBumps,
      discountCents: coupon?.discountCents,
      shippingCents: chosen ? toCents(chosen.price) : 0,
      taxCents: q.tax.taxCents,
    });
    const payload = cardOrderPayload(values, {
      line,
      bumpOfferIds: bumpIds,
      coupon: coupon?.code,
      shippingOptionId: chosen?.id,
    });
    const result = await placeCardOrder(payload, charged.totalCents);
    if (result.ok) {
      finishPaidOrder(result.order); // busy until the next page opens
      return;
    }
    const f = result.failure;
    if (f.kind === 'field') {
      setErrors({ [f.field]: f.message });
      if (layout === 'two-step' && STEP_ONE_FIELDS.includes(f.field)) setStep(1);
      focusById(fieldId(prefix, f.field));
    }
    done(f);
  }

  function retryElsewhere() {
    if (!failure) return;
    markPaymentRetry(failure.message);
    funnelNav.fail();
  }

  const form: FormBinding = { prefix, values, errors, set, blur };
  const summary = attempted ? errorSummary(errors, prefix) : { heading: '', items: [] };
  const now = hydrated ? new Date() : new Date(builtAt);

  const paymentPart = (
    <>
      <ShippingOptions
        prefix={prefix}
        options={options}
        selected={shippingChoice}
        onSelect={selectShipping}
        message={shippingMessage(quote)}
      />
      <BumpOffers prefix={prefix} bumps={bumps} selected={bumpIds} onToggle={toggleBump} />
      <Coupon prefix={prefix} applied={coupon?.code} onApply={(code) => applyCoupon(code)} onRemove={removeCoupon} />
      <PaymentFields form={form} now={now} />
      <BillingFields form={form} onSameChange={setBillingSame} />
      <SubmitArea prefix={prefix} busy={busy} totals={totals} failure={failure} onRetryElsewhere={retryElsewhere} />
    </>
  );
  const addressNotice = quote.tax.status === 'error' ? ADDRESS_VALIDATION_FAILED : undefined;

  if (placed) {
    return (
      <div className="checkout" data-layout={layout}>
        <OrderPlaced placed={placed} onStartNew={startNewOrder} />
      </div>
    );
  }

  return (
    <div className="checkout" data-layout={layout}>
      <div className="checkout__aside">
        <OrderSummary
          line={line}
          bumps={selectedBumps}
          totals={totals}
          coupon={coupon?.code}
          taxNote={taxNote(quote)}
        />
      </div>
      <form
        className="checkout__form"
        method="post"
        noValidate
        aria-label="Checkout"
        onSubmit={(e) => {
          e.preventDefault();
          void (step === 1 ? continueToPayment() : submit());
        }}
      >
        {retryNotice && (
          <p className="checkout__notice" role="status">
            Your payment did not go through ({retryNotice}). Your details are kept: check the card or use another one.
          </p>
        )}
        <ErrorSummary ref={summaryRef} heading={summary.heading} items={summary.items} />
        {layout === 'two-step' ? (
          <>
            <StepIndicator current={step} />
            <section className="checkout__step" aria-labelledby={`${prefix}-step-1-title`}>
              <h2 id={`${prefix}-step-1-title`} className="checkout__step-title">
                Step 1 of 2: Where should we send it?
              </h2>
              <AccountFields form={form} addressNotice={addressNotice} leadNotice={leadNotice} remember={remember} />
              {step === 1 && (
                <button className="btn btn--block btn--large" type="submit" aria-disabled={busy || undefined}>
                  Continue to payment
                </button>
              )}
            </section>
            <section className="checkout__step" aria-labelledby={`${prefix}-step-2-title`} hidden={step !== 2}>
              <h2 id={`${prefix}-step-2-title`} className="checkout__step-title" tabIndex={-1}>
                Step 2 of 2: Payment
              </h2>
              {paymentPart}
            </section>
          </>
        ) : (
          <>
            <h2 className="checkout__step-title">Your details</h2>
            <AccountFields form={form} addressNotice={addressNotice} leadNotice={leadNotice} remember={remember} />
            {paymentPart}
          </>
        )}
        <p className="checkout__fine">
          By placing your order you agree to our <a href="/terms">Terms</a> and{' '}
          <a href="/privacy-policy">Privacy Policy</a>. Tax is calculated from your address.
        </p>
      </form>
    </div>
  );
}
