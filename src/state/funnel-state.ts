/**
 * The saved funnel state (R-ORD-4: key 'state', date-stamped on each save) with its actions, plus
 * the saved account and checkbox status kept beside it. Islands and the runtime import these;
 * they never receive stores as props.
 */
import { CHECKBOX_STATUS_KEY, SAVED_ACCOUNT_KEY, STATE_KEY } from './keys.ts';
import { withBumpExpire, withTaxData, withUpsells } from './funnel-state-rules.ts';
import { persistedAtom } from './persisted.ts';
import { funnelStateEngine } from './visit-storage.ts';
import { accountDetailsSchema, funnelStateSchema } from './schemas.ts';
import * as z from 'zod/mini';
import type {
  AccountDetails,
  BumpExpire,
  Coupon,
  FunnelRef,
  FunnelState,
  NavParams,
  OrderDetails,
  SelectedProduct,
  ShippingInfo,
  StoredOrder,
  TaxData,
} from './types.ts';

/** R-ORD-4: the funnel state; its contact and address kept for this visit only (visit-storage.ts). */
export const funnelState = persistedAtom(STATE_KEY, funnelStateSchema, {}, funnelStateEngine);
/** R-ORD-4: the saved account, kept by clean(). */
export const savedAccount = persistedAtom(SAVED_ACCOUNT_KEY, z.optional(accountDetailsSchema), undefined);
/** R-ORD-4: the checkbox status, kept by clean(). */
export const checkBoxStatus = persistedAtom(CHECKBOX_STATUS_KEY, z.boolean(), false);

/** Saves the next state with today's date stamp (R-ORD-4). */
function save(next: FunnelState): void {
  funnelState.set({ ...next, savedAt: new Date().toISOString() });
}

/** Saves some fields of the state as they are. */
export function patchFunnelState(patch: Partial<FunnelState>): void {
  save({ ...funnelState.get(), ...patch });
}

/** R-ORD-4 */
export const setPageName = (pageName: string): void => patchFunnelState({ pageName });
/** R-ORD-4 */
export const setNavParams = (navParams: NavParams | undefined): void => patchFunnelState({ navParams });
/** R-ORD-4 */
export const setOrderDetails = (orderDetails: OrderDetails | undefined): void => patchFunnelState({ orderDetails });
/** R-ORD-4 */
export const setFunnel = (funnel: FunnelRef | undefined): void => patchFunnelState({ funnel });
/** R-ORD-4 */
export const setAccountDetails = (accountDetails: AccountDetails | undefined): void =>
  patchFunnelState({ accountDetails });
/** R-ORD-4 */
export const setShippingInfo = (shippingInfo: ShippingInfo | undefined): void => patchFunnelState({ shippingInfo });
/** R-ORD-4 */
export const setCoupon = (coupon: Coupon | undefined): void => patchFunnelState({ coupon });
/** R-ORD-4 */
export const setSelectedProduct = (selectedProduct: SelectedProduct | undefined): void =>
  patchFunnelState({ selectedProduct });
/** R-ORD-4 */
export const setSelectedShippingIndex = (selectedShippingIndex: number | undefined): void =>
  patchFunnelState({ selectedShippingIndex });
/** R-ORD-4 */
export const setSelectedBumpOffersIds = (selectedBumpOffersIds: string[] | undefined): void =>
  patchFunnelState({ selectedBumpOffersIds });

/** R-ORD-5: saves tax data, keeping the previous isValid when the new data has none. */
export function setTaxData(taxData: TaxData): void {
  save(withTaxData(funnelState.get(), taxData));
}

/** R-ORD-5: saves the purchased upsells; needs existing orderDetails, else saves nothing. True when saved. */
export function setUpsells(upsells: StoredOrder[]): boolean {
  const next = withUpsells(funnelState.get(), upsells);
  if (next) save(next);
  return next !== undefined;
}

/**
 * R-ORD-5: adds one purchased upsell order to the list, under setUpsells' rule, once: an order
 * already there (heard in two tabs, or replayed) is not added again. True when added and saved.
 */
export function addPurchasedUpsell(order: StoredOrder): boolean {
  const upsells = funnelState.get().upsells ?? [];
  return !upsells.some((u) => u.id === order.id) && setUpsells([...upsells, order]);
}

/** R-ORD-5: adds bump-expire items for sfids not listed yet; `viewDate` defaults to now. */
export function addBumpExpire(items: readonly (Omit<BumpExpire, 'viewDate'> & { viewDate?: string })[]): void {
  const viewDate = new Date().toISOString();
  save(
    withBumpExpire(
      funnelState.get(),
      items.map((i) => ({ sfid: i.sfid, viewDate: i.viewDate ?? viewDate })),
    ),
  );
}

/**
 * R-ORD-5: clears every funnel state key; savedAccount, checkBoxStatus and the session stay. The
 * state holds nothing else to keep: its shape drops every key R-ORD-4 does not list, and the
 * date stamp is renewed.
 */
export function clean(): void {
  save({});
}

/** R-ORD-4: remembers the shopper's account for the next visit (or forgets it with undefined). */
export function setSavedAccount(account: AccountDetails | undefined): void {
  savedAccount.set(account);
}

/** R-ORD-4 */
export function setCheckBoxStatus(checked: boolean): void {
  checkBoxStatus.set(checked);
}
