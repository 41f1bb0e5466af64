/**
 * The storage engine of the checkout record (domain/checkout/one-order.ts): each tab's own record
 * in session storage, and an unpaid purchase's key shared through the device (storage.ts's
 * choice) while fresh, for a tab that opens an order page meanwhile. A paid purchase's key and
 * order never reach the device.
 */
import {
  sharedAfter,
  sharedOnPaying,
  tabView,
  type CheckoutRecord,
  type SharedKey,
} from '../domain/checkout/one-order.ts';
import { sessionGet, sessionRemove, sessionSet } from './session-storage.ts';
import { activeStorage, storageEngine, type StorageEngine } from './storage.ts';

function parse(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** The tab's record as stored (the persisted atom checks its shape). */
const recordOf = (text: string | undefined) => parse(text) as CheckoutRecord | undefined;

/** The device's shared key, when it has that shape. */
function sharedOf(text: string | undefined): SharedKey | undefined {
  const v = parse(text) as Partial<SharedKey> | undefined;
  return typeof v?.sessionId === 'string' && typeof v.requestId === 'string' && typeof v.at === 'string'
    ? { sessionId: v.sessionId, requestId: v.requestId, at: v.at, ...(v.sent === true && { sent: true }) }
    : undefined;
}

/** The checkout record's storage: a storage engine, and what the device does when a payment is sent. */
export interface CheckoutEngine extends StorageEngine {
  /** A call paying the purchase of `requestId` is sent: the device marks its shared key so. */
  paying(key: string, requestId: string): void;
}

/** An engine over the tab's storage and the device's, on the clock `now`. */
export function checkoutEngine(tab: StorageEngine, device: StorageEngine, now = () => new Date()): CheckoutEngine {
  return {
    read(key) {
      const view = tabView(recordOf(tab.read(key)), sharedOf(device.read(key)), now());
      return view === undefined ? undefined : JSON.stringify(view);
    },
    write(key, text) {
      const before = recordOf(tab.read(key));
      tab.write(key, text);
      const shared = sharedAfter(recordOf(text), before, sharedOf(device.read(key)), now());
      if (shared !== 'keep') device.write(key, shared && JSON.stringify(shared));
    },
    paying(key, requestId) {
      const shared = sharedOnPaying(requestId, sharedOf(device.read(key)));
      if (shared !== 'keep') device.write(key, JSON.stringify(shared));
    },
  };
}

/**
 * The checkout record's engine: this tab's storage and the device's. (Its session engine is its
 * own, not the funnel state's: the pages after payment load this record without the funnel state.)
 */
export const checkoutRecordEngine: CheckoutEngine = checkoutEngine(
  storageEngine({ getItem: sessionGet, setItem: sessionSet, removeItem: sessionRemove }),
  activeStorage.engine,
);
