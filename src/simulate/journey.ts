/**
 * One synthetic visitor's journey, planned from a seeded random source with the product's own
 * rules: the destination split (chooseDestinationFunnel), each step's variant (chooseVariant),
 * the steps a device walks (visibleSteps, nextStep) and the yes/no moves after an offer
 * (answerStep). `skews` multiply assignment weights as a broken router would; `lifts` multiply
 * the order chance of visitors who saw a variant. Pure: the same random source gives the same plan.
 */
import { chooseDestinationFunnel } from '../domain/funnel/destination.ts';
import { nextStep } from '../domain/funnel/next-step.ts';
import { visibleSteps } from '../domain/funnel/steps.ts';
import { isDownsell, isUpsell } from '../domain/funnel/step-kinds.ts';
import { answerStep } from '../domain/funnel/upsell-branch.ts';
import type { Destination, DeviceKind, FunnelStep, MainFunnel } from '../domain/funnel/types.ts';
import { chooseVariant } from '../domain/funnel/variant.ts';
import { newSessionId } from '../domain/session.ts';
import {
  CONTINUE_RATE,
  DOWNSELL_RATE,
  MAX_ORDER_CHANCE,
  MAX_STEPS,
  MOBILE_SHARE,
  UPSELL_RATE,
  VISITOR_CONVERSION,
} from './rates.ts';

/** Factors by variant sfid (or destination arm sfid: a splitTesting sfid, or the destination's own for its default funnel). */
export type Factors = ReadonlyMap<string, number>;

/** What the visitor does on a page. */
export type PageAction = 'continue' | 'leave' | 'order' | 'take' | 'decline' | 'end';

/** One page of the journey. */
export interface PlannedPage {
  step: FunnelStep;
  variantSfid: string;
  url: string;
  action: PageAction;
}

/** A visitor's whole journey. */
export interface Journey {
  sessionId: string;
  device: DeviceKind;
  destination: Destination;
  funnel: MainFunnel;
  /** The destination's splitTesting sfid chosen; undefined for its default funnel. */
  splitTestingId: string | undefined;
  pages: PlannedPage[];
}

/** The step with its variants' weights multiplied by their skews. */
export function skewStep(step: FunnelStep, skews: Factors): FunnelStep {
  if (!step.variants.some((v) => skews.has(v.sfid))) return step;
  return {
    ...step,
    variants: step.variants.map((v) => ({ ...v, percentage: v.percentage * (skews.get(v.sfid) ?? 1) })),
  };
}

/** The destination with its arms' weights multiplied by their skews (its own sfid skews the default funnel). */
export function skewDestination(d: Destination, skews: Factors): Destination {
  return {
    ...d,
    percentage: d.percentage * (skews.get(d.sfid) ?? 1),
    splitTesting: d.splitTesting.map((t) => ({ ...t, percentage: t.percentage * (skews.get(t.sfid) ?? 1) })),
  };
}

const isOrderForm = (step: FunnelStep) => step.type === 'OrderForm';
const continueRate = (step: FunnelStep) => CONTINUE_RATE[step.type] ?? CONTINUE_RATE.default;

/** The order form's order chance that makes the funnel convert VISITOR_CONVERSION of its visitors. */
export function orderRate(steps: readonly FunnelStep[]): number {
  const before = steps.slice(0, Math.max(0, steps.findIndex(isOrderForm)));
  return Math.min(MAX_ORDER_CHANCE, VISITOR_CONVERSION / before.reduce((p, s) => p * continueRate(s), 1));
}

/** Plans one visitor entering through one of the destinations (equal chances). */
export function planJourney(
  config: { funnels: readonly MainFunnel[]; destinations: readonly Destination[] },
  random: () => number,
  factors: { lifts: Factors; skews: Factors },
): Journey | undefined {
  const device: DeviceKind = random() < MOBILE_SHARE ? 'Mobile' : 'Desktop';
  const sessionId = newSessionId(random);
  const destination = config.destinations[Math.floor(random() * config.destinations.length)];
  if (!destination) return undefined;
  const choice = chooseDestinationFunnel(skewDestination(destination, factors.skews), random);
  const funnel = config.funnels.find((f) => f.uniqueIdentifier === choice.funnel);
  if (!funnel) return undefined;
  const steps = visibleSteps(funnel.defaultFunnels, device);
  let lift = factors.lifts.get(choice.splitTestingId ?? destination.sfid) ?? 1;
  const pages: PlannedPage[] = [];
  let ordered = false;
  let step: FunnelStep | undefined = steps[0];
  while (step && pages.length < MAX_STEPS) {
    const variant = chooseVariant(skewStep(step, factors.skews), { device, random })?.variant;
    if (!variant) break;
    const page = { step, variantSfid: variant.sfid, url: variant.url };
    if (!ordered) {
      lift *= factors.lifts.get(variant.sfid) ?? 1;
      if (isOrderForm(step)) {
        ordered = random() < Math.min(MAX_ORDER_CHANCE, orderRate(steps) * lift);
        pages.push({ ...page, action: ordered ? 'order' : 'leave' });
        if (!ordered) break;
        step = nextStep(steps, step);
        continue;
      }
      const goOn = random() < continueRate(step);
      pages.push({ ...page, action: goOn ? 'continue' : 'leave' });
      if (!goOn) break;
      step = nextStep(steps, step);
      continue;
    }
    if (isUpsell(step) || isDownsell(step)) {
      const take = random() < (isUpsell(step) ? UPSELL_RATE : DOWNSELL_RATE);
      pages.push({ ...page, action: take ? 'take' : 'decline' });
      step = answerStep(steps, step, take ? 'yes' : 'no');
      continue;
    }
    pages.push({ ...page, action: 'end' });
    break;
  }
  return { sessionId, device, destination, funnel, splitTestingId: choice.splitTestingId, pages };
}
