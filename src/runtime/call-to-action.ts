/** The calls to action: links CtaLink.astro renders, which cta.ts points at the funnel's steps (R-FLOW-1). */
export const CALL_TO_ACTION = 'a[data-funnel-action]';
