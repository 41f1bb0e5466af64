/**
 * The checkout island of the order form ('two-step': contact and shipping, then payment) and the
 * secure cart ('single': one page): the view of the checkout store (state/checkout.ts) as markup.
 * The server renders the page's product and an empty form; after hydration the store starts from
 * funnel state (R-ORD-4) with this page's card services, and its actions price the cart, place the
 * card order (R-ORD-1) and move on (R-FLOW-1) or, declined, to the failure page (R-FLOW-4). The island adds
 * the lead (R-SES-8), "Remember me" (R-ORD-4) and focus. Once the session's order is paid it shows
 * that instead of the form (state/order-record.ts).
 */
import '../../runtime/page-services.ts'; // the page port the payments use (statsInfo, errors, after payment)
import { useStore } from '@nanostores/react';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { quoteProblem } from '../../domain/checkout/quote-problem.ts';
import { shownTotals } from '../../domain/checkout/totals.ts';
import {
  accountOf,
  applyCoupon,
  blurField,
  checkout,
  continueToPayment,
  initialView,
  removeCoupon,
  retryQuote,
  selectShipping,
  setBillingSame,
  setField,
  shownAgain,
  startFromFunnel,
  submit,
  toggleBump,
  type CheckoutView,
  type Focus,
} from '../../state/checkout.ts';
import { placedOrder, startNewOrder } from '../../state/order-record.ts';
import { chosenBeforeHydration, islandForm } from '../form-events.ts';
import { useHydrated } from '../use-hydrated.ts';
import { useShownAgain } from '../use-shown-again.ts';
import { AccountFields } from './AccountFields.tsx';
import { BillingFields } from './BillingFields.tsx';
import { renderedFields, shownFields, type FormBinding } from './binding.ts';
import type { FieldName } from '../../domain/checkout/fields.ts';
import { BumpOffers } from './BumpOffers.tsx';
import { cardCheckout } from './card-services.ts';
import { Coupon } from './Coupon.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { OrderPlaced } from './OrderPlaced.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentFields } from './PaymentFields.tsx';
import type { BumpView, CheckoutProps } from './props.ts';
import { QuoteProblem } from './QuoteProblem.tsx';
import { ShippingOptions } from './ShippingOptions.tsx';
import { SubmitArea } from './SubmitArea.tsx';
import { errorSummary, retryText, shippingMessage, taxNote } from './texts.ts';
import { TwoSteps } from './TwoSteps.tsx';
import { useFocusAfterRender } from './use-focus.ts';
import { useLeadCapture } from './use-lead-capture.ts';
import { useRememberMe } from './use-remember-me.ts';
import './checkout.css';

/** The order form / secure cart island. */
export default function CheckoutForm(props: CheckoutProps) {
  const { layout, bumps, builtAt } = props;
  const prefix = layout === 'two-step' ? 'of' : 'cart';
  const hydrated = useHydrated();
  const placedNow = useStore(placedOrder);
  const placed = hydrated ? placedNow : undefined; // storage is read after hydration only
  const started = useStore(checkout);
  const v = started ?? initialView(props);
  const account = accountOf(v.values);
  const remember = useRememberMe(!!started, account);
  const leadNotice = useLeadCapture(!!started, account);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focus = useFocusAfterRender(summaryRef, prefix);
  const formRef = useRef<HTMLFormElement>(null);
  useStartFromFunnel(props, formRef, prefix);
  useShownAgain(shownAgain);

  const form: FormBinding = { prefix, values: v.values, errors: v.errors, set: setField, blur: blurField };
  const summary = v.errorsShown ? errorSummary(v.errors, prefix) : { heading: '', items: [] };
  // A quote that failed is one message: by the address on step 1 of the order form,
  // else by the shipping methods.
  const problemShown = quoteProblemShown(v, prefix, focus);
  const byAddress = layout === 'two-step' && v.step === 1;
  const accountPart = (
    <AccountFields
      form={form}
      quoteProblem={byAddress ? problemShown : undefined}
      leadNotice={leadNotice}
      remember={remember}
    />
  );
  const paymentPart = paymentFields(
    v,
    form,
    bumps,
    byAddress ? undefined : problemShown,
    hydrated ? Date.now() : builtAt,
  );

  return (
    <div className="checkout" data-layout={layout}>
      {placed ? (
        <OrderPlaced placed={placed} onStartNew={startNewOrder} />
      ) : (
        <>
          <div className="checkout__aside">{orderSummary(v, bumps)}</div>
          <form
            ref={formRef}
            className="checkout__form"
            method="post"
            aria-label="Checkout"
            // Ready once the store has started from the funnel state and what was typed before.
            {...islandForm(!!started, () => (v.step === 1 ? continueToPayment() : submit()).then(focus))}
          >
            {v.retryNotice && (
              <p className="checkout__notice" role="status">
                {retryText(v.retryNotice)}
              </p>
            )}
            <ErrorSummary ref={summaryRef} heading={summary.heading} items={summary.items} />
            {layout === 'two-step' ? (
              <TwoSteps prefix={prefix} step={v.step} busy={v.busy} account={accountPart} payment={paymentPart} />
            ) : (
              <>
                <h2 className="checkout__step-title">Your details</h2>
                {accountPart}
                {paymentPart}
              </>
            )}
            <p className="checkout__fine">
              By placing your order you agree to our <a href="/terms">Terms</a> and{' '}
              <a href="/privacy-policy">Privacy Policy</a>. Tax is calculated from your address.
            </p>
          </form>
        </>
      )}
    </div>
  );
}

/**
 * Once, as hydration commits: the store starts from funnel state; what the shopper typed before the
 * island hydrated, still on the page, is kept over it (the page and the store then agree). In a
 * layout effect, in the commit's own task, because the fields are React's from the commit on: a
 * keystroke before a later start would reach a store not yet started and be put back to the
 * server's empty value, the shopper's typing lost.
 */
function useStartFromFunnel(props: CheckoutProps, formRef: RefObject<HTMLFormElement | null>, prefix: string) {
  useLayoutEffect(() => {
    const rendered = renderedFields(initialView(props).values);
    const typed = chosenBeforeHydration(shownFields(formRef.current, prefix, rendered), rendered);
    startFromFunnel(props, cardCheckout);
    for (const [name, value] of Object.entries(typed)) setField(name as FieldName, value);
  }, []);
}

/** A quote that failed, with its retry (which moves the focus as a submit does). */
function quoteProblemShown(v: CheckoutView, prefix: string, focus: (to: Focus | undefined) => void) {
  const problem = quoteProblem(v.quote);
  return (
    problem && (
      <QuoteProblem
        prefix={prefix}
        problem={problem}
        asking={v.quoteAsking}
        onRetry={() => void retryQuote().then(focus)}
      />
    )
  );
}

/** The cart beside the form: its line, the bumps taken, the totals as far as they are known. */
function orderSummary(v: CheckoutView, bumps: readonly BumpView[]) {
  const shown = shownTotals(v.totals, v.values.country, v.quote.shipping.status === 'ok');
  return (
    <OrderSummary
      line={v.line}
      bumps={bumps.filter((b) => v.bumpIds.includes(b.sfid))}
      totals={shown.totals}
      shippingKnown={shown.shippingKnown}
      coupon={v.coupon}
      taxNote={taxNote(v.quote)}
    />
  );
}

/**
 * Shipping, bumps, coupon, card, billing and the submit button: step 2 of the order form. `now`
 * is the build's time until hydration, so the server and the first client render list the same
 * expiry years.
 */
function paymentFields(v: CheckoutView, form: FormBinding, bumps: BumpView[], problem: ReactNode, now: number) {
  const { prefix } = form;
  return (
    <>
      <ShippingOptions
        prefix={prefix}
        options={v.options}
        selected={v.shippingChoice}
        onSelect={selectShipping}
        message={shippingMessage(v.quote)}
        problem={problem}
      />
      <BumpOffers prefix={prefix} bumps={bumps} selected={v.bumpIds} onToggle={toggleBump} />
      <Coupon
        prefix={prefix}
        applied={v.coupon}
        notice={v.couponNotice}
        onApply={applyCoupon}
        onRemove={removeCoupon}
      />
      <PaymentFields form={form} now={new Date(now)} />
      <BillingFields form={form} onSameChange={setBillingSame} />
      <SubmitArea prefix={prefix} busy={v.busy} totals={v.totals} failure={v.failure} />
    </>
  );
}
