/** The rules of the saved funnel state (R-ORD-5), as pure functions the store's actions apply. */
import type { BumpExpire, FunnelState, StoredOrder, TaxData } from './types.ts';

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
