/**
 * R-NAV-5, R-ORD-3: the first or last marker of an offer page. The shopper's place among the
 * offers is `upsellIndex` (0 on the first offer after the order); the page is the last offer
 * when neither a yes nor a no on it leads to another upsell or downsell.
 */
import { passHeldOffers } from '../funnel/held-offers.ts';
import { isPlainStep } from '../funnel/step-kinds.ts';
import type { FunnelStep } from '../funnel/types.ts';
import { answerStep } from '../funnel/upsell-branch.ts';

/** Which marker an offer page shows. */
export type OfferMarker = 'first' | 'middle' | 'last';

/**
 * True when no answer on `current` leads to another offer page; `held` names offer steps the
 * shopper is not shown, because the order holds their product (funnel/held-offers.ts).
 */
export function isLastOffer(
  steps: readonly FunnelStep[],
  current: FunnelStep | undefined,
  held: (step: FunnelStep) => boolean = () => false,
): boolean {
  if (!current) return false;
  return (['yes', 'no'] as const).every((answer) => {
    const next = passHeldOffers(steps, answerStep(steps, current, answer), held);
    return !next || isPlainStep(next);
  });
}

/** The marker: 'first' at upsellIndex 0, else 'last' when no offer follows, else 'middle'. */
export function offerMarker(upsellIndex: number, last: boolean): OfferMarker {
  if (upsellIndex <= 0) return 'first';
  return last ? 'last' : 'middle';
}

/** The marker's words. */
export const OFFER_MARKER_TEXT: Record<OfferMarker, string> = {
  first: 'Special offer: add this to your order',
  middle: 'One more exclusive offer for you',
  last: 'Final offer: this is your last chance',
};
