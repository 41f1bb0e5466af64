/**
 * The simulator's base rates: the chance that a synthetic visitor moves on
 * from a step of each kind before the order form, orders on the order form, and takes an upsell
 * or a downsell. The order chance is set so that a visitor entering any funnel converts at
 * VISITOR_CONVERSION overall (AGELESS01: 0.6 × 0.7 × 0.8 × 0.85 reach the order form, which
 * orders at 0.42; RENEW01: 0.7 reach it, which orders at 0.17): funnels differ in where
 * visitors leave, not in how many buy, so without a lift no variant or funnel is better.
 * `--lift SFID=F` multiplies the order chance of visitors who saw that variant (page variant or
 * destination arm); the chance is capped at MAX_ORDER_CHANCE.
 */

/** Share of visitors on a phone (the rest on a desktop). */
export const MOBILE_SHARE = 0.6;

/** Chance to continue from a step before the order form, by step type; others use `default`. */
export const CONTINUE_RATE: Record<string, number> & { default: number } = {
  Landing: 0.6,
  Advertorial: 0.6,
  Video: 0.7,
  Survey: 0.8,
  OfferSelector: 0.85,
  default: 0.75,
};

/** Chance that a visitor entering a funnel ends with a paid order (without lifts). */
export const VISITOR_CONVERSION = 0.12;
/** Upper bound of the order chance after lifts. */
export const MAX_ORDER_CHANCE = 0.95;
/** Chance to take an upsell offer. */
export const UPSELL_RATE = 0.3;
/** Chance to take a downsell offer. */
export const DOWNSELL_RATE = 0.25;
/** A journey visits at most this many steps (the loop bound). */
export const MAX_STEPS = 30;
