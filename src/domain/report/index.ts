/** The report domain: statistics (normal, chi-square, z-test, Holm, Welch, mSPRT, lift, power), split-test verdicts and funnel figures. */
export * from './records.ts';
export * from './normal.ts';
export * from './chi-square.ts';
export * from './z-test.ts';
export * from './holm.ts';
export * from './moments.ts';
export * from './sequential.ts';
export * from './welch.ts';
export * from './lift.ts';
export * from './power.ts';
export * from './decision.ts';
export * from './counts.ts';
export * from './split-tests.ts';
export * from './tally.ts';
export * from './verdict.ts';
export * from './funnel-steps.ts';
export * from './report.ts';
