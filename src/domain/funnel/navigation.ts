/**
 * Funnel navigation as the runtime calls it: locate the shopper, pick the target step by the
 * rules of R-FLOW, choose its variant (R-VAR) and say which page to open with which query.
 */
import { PAGE_NOT_FOUND } from '../messages/funnel.ts';
import { findCurrentStep, type Position } from './current-step.ts';
import { passHeldOffers } from './held-offers.ts';
import { firstStep, lastStep, nextStep, paymentFailureStep } from './next-step.ts';
import { rememberedStep, type StepStatsEntry, type UserStats } from './stats.ts';
import { isPlainStep } from './step-kinds.ts';
import { standInStep } from './stand-in.ts';
import { stepByNumber, visibleSteps } from './steps.ts';
import type { DeviceKind, FunnelStep, MainFunnel, Variant } from './types.ts';
import { answerStep, type OfferAnswer } from './upsell-branch.ts';
import { chooseVariant } from './variant.ts';

/** R-FLOW-5 / §8: the error value when no next funnel page exists (from the message catalogue). */
export { PAGE_NOT_FOUND };

/** Everything navigation needs, read by the shell from the page, URL, device and stats. */
export interface FunnelContext {
  funnel: MainFunnel;
  /** R-FLOW-6: visible steps, sorted. */
  steps: FunnelStep[];
  /** R-FLOW-1: where the shopper is now; undefined off the funnel. */
  current: FunnelStep | undefined;
  device: DeviceKind;
  random: () => number;
  stats: UserStats;
  /** Offers fit the purchase: true for an offer step whose product the order holds (held-offers.ts). */
  offersHeld?: ((step: FunnelStep) => boolean) | undefined;
}

/** A funnel page to open: `path` plus the query to carry (R-QP-1). */
export interface FunnelPage {
  kind: 'page';
  step: FunnelStep;
  variant: Variant;
  /** '/' + the variant's url, e.g. '/os221230a_ap'. */
  path: string;
  /** uid = the funnel's uniqueIdentifier, step = the step number, pcid = the variant's pageContent if set. */
  query: { uid: string; step: string; pcid?: string };
  /** The stats entry to remember for (funnel.sfid, step) (R-SES-6). */
  remember: StepStatsEntry;
}

/** A named page of routes.yaml's shortcuts, used when the first or last step has no page (R-FLOW-5). */
export interface ShortcutPage {
  kind: 'shortcut';
  shortcut: 'home' | 'ordersuccess';
}

/** Where to go; an error value when no page exists (R-FLOW-5). */
export type NavResult = { ok: true; target: FunnelPage | ShortcutPage } | { ok: false; error: typeof PAGE_NOT_FOUND };

/** Inputs of {@link locate}: the funnel, the shopper's position and the explicit impure inputs. */
export interface LocateInputs extends Position {
  /** The page's template: an order page or survey off the funnel's steps stands in (stand-in.ts). */
  template?: string | undefined;
  device: DeviceKind;
  random: () => number;
  stats: UserStats;
  offersHeld?: FunnelContext['offersHeld'];
}

/**
 * Builds the context: visible steps for the device and path (R-FLOW-6) and the current step
 * (R-FLOW-1); an order page or a survey the funnel does not list stands in (stand-in.ts).
 */
export function locate(funnel: MainFunnel, inputs: LocateInputs): FunnelContext {
  const { device, random, stats, offersHeld } = inputs;
  const steps = visibleSteps(funnel.defaultFunnels, device, inputs.path);
  const current = findCurrentStep(steps, inputs) ?? standInStep(funnel, steps, inputs.template);
  return { funnel, steps, current, device, random, stats, offersHeld };
}

/** The page of a step: its chosen variant (R-VAR), the path and the query to carry. */
export function pageForStep(ctx: FunnelContext, step: FunnelStep): FunnelPage | undefined {
  const remembered = rememberedStep(ctx.stats, ctx.funnel.sfid, step.step);
  const choice = chooseVariant(step, { device: ctx.device, random: ctx.random, remembered });
  if (!choice) return undefined;
  const query: FunnelPage['query'] = { uid: ctx.funnel.uniqueIdentifier, step: String(step.step) };
  if (choice.variant.pageContent) query.pcid = choice.variant.pageContent;
  return {
    kind: 'page',
    step,
    variant: choice.variant,
    path: `/${choice.variant.url.replace(/^\/+/, '')}`,
    query,
    remember: choice.remember,
  };
}

/** The page of the target step, past any offer of a product the order holds (held-offers.ts). */
function toResult(ctx: FunnelContext, target: FunnelStep | undefined): NavResult {
  const step = ctx.offersHeld ? passHeldOffers(ctx.steps, target, ctx.offersHeld) : target;
  const page = step && pageForStep(ctx, step);
  return page ? { ok: true, target: page } : { ok: false, error: PAGE_NOT_FOUND };
}

/**
 * R-FLOW-1: the page after the current one; 'Page not found' at the end or off the funnel.
 * Ours: a plain step (not an upsell or downsell) with overrideYes continues there instead, so a
 * payment-retry cart placed after the thank-you page can lead back into the upsells.
 */
export function goNext(ctx: FunnelContext): NavResult {
  const current = ctx.current;
  const override = current && isPlainStep(current) ? stepByNumber(ctx.steps, current.overrideYes) : undefined;
  return toResult(ctx, override ?? nextStep(ctx.steps, ctx.current));
}

/** R-FLOW-2/3: the page a yes or no on the current upsell or downsell leads to. */
export function goAnswer(ctx: FunnelContext, answer: OfferAnswer): NavResult {
  return toResult(ctx, answerStep(ctx.steps, ctx.current, answer));
}

/** R-FLOW-4: the page after a payment failure: nextPageFail, else the last step. */
export function goPaymentFailure(ctx: FunnelContext): NavResult {
  return toResult(ctx, paymentFailureStep(ctx.steps, ctx.current));
}

/** The page of step `n` of the funnel (a quiz's recommendation in its own funnel); 'Page not found' without it. */
export function goStep(ctx: FunnelContext, n: number): NavResult {
  return toResult(ctx, stepByNumber(ctx.steps, n));
}

/** R-FLOW-5: the first step's page, else the home shortcut. */
export function goFirst(ctx: FunnelContext): NavResult {
  const step = firstStep(ctx.steps);
  const page = step && pageForStep(ctx, step);
  return { ok: true, target: page ?? { kind: 'shortcut', shortcut: 'home' } };
}

/** R-FLOW-5: the last step's page, else the order-success shortcut. */
export function goLast(ctx: FunnelContext): NavResult {
  const step = lastStep(ctx.steps);
  const page = step && pageForStep(ctx, step);
  return { ok: true, target: page ?? { kind: 'shortcut', shortcut: 'ordersuccess' } };
}

/** The href of a funnel page: path plus its query, merged over `carry` (other parameters to keep). */
export function toHref(page: FunnelPage, carry: Readonly<Record<string, string>> = {}): string {
  const params = new URLSearchParams({ ...carry, ...page.query });
  return `${page.path}?${params.toString()}`;
}
