/**
 * R-ORD-4, R-CON-2: where the saved funnel state keeps what. The shopper's contact and address
 * (accountDetails, shippingInfo) are kept for this visit only, in session storage (this tab, until
 * it closes or the order completes); the rest of the funnel state stays on the device, shared by
 * the tabs. "Remember me on this device" keeps the contact and address on the device apart
 * (savedAccount). The card is never kept (state/redact.ts).
 */

/** The funnel state keys that hold the shopper's contact and address: kept for this visit only. */
export const VISIT_ONLY_KEYS: readonly string[] = ['accountDetails', 'shippingInfo'];

/** A stored object's parts: what stays on the device, and what is kept for the visit (undefined when nothing). */
export interface KeptParts {
  device: Record<string, unknown>;
  visit: Record<string, unknown> | undefined;
}

/** Splits the funnel state into what the device keeps and what this visit keeps. */
export function splitByVisit(state: Record<string, unknown>): KeptParts {
  const device: Record<string, unknown> = {};
  const visit: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state)) {
    if (value === undefined) continue;
    (VISIT_ONLY_KEYS.includes(key) ? visit : device)[key] = value;
  }
  return { device, visit: Object.keys(visit).length ? visit : undefined };
}

/**
 * The funnel state from both parts. The visit's details win; details the device still holds (a
 * state saved before they moved) are read once and moved to the visit by the next save.
 */
export function joinVisit(
  device: Record<string, unknown>,
  visit: Record<string, unknown> | undefined,
): Record<string, unknown> {
  return { ...device, ...visit };
}
