/**
 * The contract's answer schemas as the calls name them, loaded with the first call that parses
 * one: they are zod/mini, whose core would otherwise load with every island before
 * the shopper does anything. Each name loads only the module of the contract that holds it:
 * building every schema of the contract at once took a phone's main thread for a long task when
 * the upsell's offer arrived. The pipeline starts the import with the request, so it loads while
 * the request is out. The contract stays the one description of each wire shape (the sandbox
 * validates with it too).
 */
type Contract = typeof import('../wire/index.ts');

/** A schema name the client can load. */
export type WireName =
  'offer' | 'leadCreated' | 'amazonCustomerInfo' | 'amazonConfirmation' | 'order' | 'orderList' | 'calls';

/** The module of the contract that holds each answer schema the client parses with. */
const MODULES: { [K in WireName]: () => Promise<Pick<Contract, K>> } = {
  offer: () => import('../wire/offers.ts'),
  leadCreated: () => import('../wire/leads.ts'),
  amazonCustomerInfo: () => import('../wire/amazon.ts'),
  amazonConfirmation: () => import('../wire/amazon.ts'),
  order: () => import('../wire/common.ts'),
  orderList: () => import('../wire/orders.ts'),
  calls: () => import('../wire/calls.ts'),
};

/** A schema of the contract, as a loader the pipeline calls when the request goes out. */
export function wire<K extends WireName>(name: K): () => Promise<Contract[K]> {
  return () => MODULES[name]().then((module) => module[name]);
}
