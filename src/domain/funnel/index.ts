/** The funnel domain: progression (R-FLOW), variants (R-VAR), destinations (R-DST), setup (R-CFG-6), stats (R-SES-6). */
export * from './types.ts';
export * from './weighted.ts';
export * from './visibility.ts';
export * from './paths.ts';
export * from './steps.ts';
export * from './step-kinds.ts';
export * from './current-step.ts';
export * from './next-step.ts';
export * from './upsell-branch.ts';
export * from './variant.ts';
export * from './destination.ts';
export * from './stats.ts';
export * from './setup-check.ts';
export * from './navigation.ts';
