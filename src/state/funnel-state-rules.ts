/** The rules of the saved funnel state (R-ORD-5), as pure functions the store's actions apply. */
import type { BumpExpire, FunnelState, StoredOrder, TaxData } from './types.ts';

/** The funnel state keys clean() clears: every key of R-ORD-4's 'state'. */
export const FUNNEL_STATE_KEYS = [
  'pageName',
  'navParams',
  'orderDetails',
  'funnel',
  'accountDetails',
  'taxData',
  'upsells',
  'shippingInfo',
  'coupon',
  'bumpExpireList',
  'selectedProduct',
  'selectedShippingIndex',
  'selectedBumpOffersIds',
] as const satisfies readonly (keyof FunnelState)[];

/** R-ORD-5: new tax data; when it has no isValid, the previous isValid is kept. */
export function withTaxData(state: FunnelState, taxData: TaxData): FunnelState {
  const isValid = taxData.isValid ?? state.taxData?.isValid;
  return { ...state, taxData: isValid === undefined ? taxData : { ...taxData, isValid } };
}

/** R-ORD-5: the purchased upsells, only when orderDetails exist; otherwise undefined (nothing to save). */
export function withUpsells(state: FunnelState, upsells: StoredOrder[]): FunnelState | undefined {
  return state.orderDetails ? { ...state, upsells } : undefined;
}

/** R-ORD-5: the bump-expire list plus the items whose sfid is not listed yet (first one wins). */
export function withBumpExpire(state: FunnelState, items: readonly BumpExpire[]): FunnelState {
  const list = [...(state.bumpExpireList ?? [])];
  for (const item of items) if (!list.some((b) => b.sfid === item.sfid)) list.push(item);
  return { ...state, bumpExpireList: list };
}

/** R-ORD-5: the state without the funnel keys; anything else it holds stays. */
export function cleaned(state: FunnelState): FunnelState {
  const cleared = new Set<string>(FUNNEL_STATE_KEYS);
  return Object.fromEntries(Object.entries(state).filter(([key]) => !cleared.has(key))) as FunnelState; // a subset of its own keys
}
