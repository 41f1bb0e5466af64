/** The report domain: statistics (normal, chi-square, z-test, Holm), split-test verdicts and funnel figures. */
export * from './records.ts';
export * from './normal.ts';
export * from './chi-square.ts';
export * from './z-test.ts';
export * from './holm.ts';
export * from './verdict.ts';
export * from './split-tests.ts';
export * from './funnel-steps.ts';
export * from './report.ts';
