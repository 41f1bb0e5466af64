/**
 * R-ORD-3, R-PAY-2, R-PAY-3, R-PAY-6: how an upsell after a wallet order is paid. Cards and
 * Google/Apple Pay charge the stored card id in one click; PayPal and Amazon Pay charge the
 * parent's agreement by reference when it left one (a PayPal subscription or recurring express
 * checkout, an Amazon billing agreement: the subscribed orders), else the shopper confirms the
 * add-on with the provider. The API has the last word: a reference charge it refuses with
 * CONFIRMATION_REQUIRED_STATUS turns into the confirmation.
 */

/** The methods whose upsells may need the provider's confirmation. */
export type ProviderMethod = 'PayPal' | 'Amazon Pay';

/** How the upsell is paid. */
export type UpsellRoute =
  { kind: 'one-click' } | { kind: 'reference'; method: ProviderMethod } | { kind: 'confirm'; method: ProviderMethod };

/** ours: the status of a reference charge the provider refuses without the shopper (PayPal's PAYER_ACTION_REQUIRED). */
export const CONFIRMATION_REQUIRED_STATUS = 422;
/** ours: the error text of that refusal. */
export const CONFIRMATION_REQUIRED_ERROR = 'PAYER_ACTION_REQUIRED: the parent order left no agreement to charge again';

/** The parent fields the route depends on. */
export interface RouteParent {
  paymentMethod?: string | undefined;
  subscribed?: boolean | undefined;
}

/** Whether the method is PayPal or Amazon Pay. */
export const isProviderMethod = (method: string | undefined): method is ProviderMethod =>
  method === 'PayPal' || method === 'Amazon Pay';

/** The expected route for an upsell after `parent` (a subscribed provider order left an agreement). */
export function upsellRoute(parent: RouteParent): UpsellRoute {
  const method = parent.paymentMethod;
  if (!isProviderMethod(method)) return { kind: 'one-click' };
  return parent.subscribed ? { kind: 'reference', method } : { kind: 'confirm', method };
}

/** Whether a failed charge is the API asking for the shopper's confirmation instead. */
export function needsConfirmation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { status?: unknown; error?: unknown };
  return e.status === CONFIRMATION_REQUIRED_STATUS && e.error === CONFIRMATION_REQUIRED_ERROR;
}
