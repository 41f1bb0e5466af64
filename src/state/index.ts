/**
 * The state layer: persisted nanostores and their actions (R-GEN-4, R-ORD-4, R-ORD-5, R-SES-6, R-CON-2, R-ERR-5).
 * Browser code imports the module it uses (funnel-state.ts, leads.ts, …), not this index: every
 * `export *` below is evaluated, so a page would load every store.
 */
export * from './keys.ts';
export * from './storage.ts';
export * from './types.ts';
export * from './funnel-state.ts';
export * from './funnel-state-rules.ts';
export * from './session.ts';
export * from './user-stats.ts';
export { redactCardData, containsCardNumber } from './redact.ts';
export * from './order-record.ts';
export * from './paying-tab.ts';
export * from './leads.ts';
