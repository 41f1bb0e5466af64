/**
 * R-ORD-4, R-CON-2: the storage engine of the saved funnel state. What domain/privacy/kept-where.ts
 * names the tab's (the contact and address, the order and its offers, and once paid its cart) is
 * kept in session storage under VISIT_KEY, the rest on the device (storage.ts's choice) under the
 * state's own key; reads join the two. So another tab, or a later visit, never starts with the
 * shopper's details or order unless "Remember me" kept the details.
 */
import { joinVisit, splitByVisit } from '../domain/privacy/kept-where.ts';
import { VISIT_KEY } from './keys.ts';
import { sessionGet, sessionRemove, sessionSet } from './session-storage.ts';
import { activeStorage, storageEngine, type StorageEngine } from './storage.ts';

/** A JSON object's text as an object ({} when absent or not an object). */
function objectOf(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = text === undefined ? undefined : JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An engine over `device` for the shared part and `visit` (under `visitKey`) for the visit's part. */
export function visitSplitEngine(device: StorageEngine, visit: StorageEngine, visitKey = VISIT_KEY): StorageEngine {
  return {
    read(key) {
      const shared = device.read(key);
      const own = visit.read(visitKey);
      if (shared === undefined && own === undefined) return undefined;
      return JSON.stringify(joinVisit(objectOf(shared), own === undefined ? undefined : objectOf(own)));
    },
    write(key, text) {
      const before = visit.read(visitKey);
      const parts =
        text === undefined
          ? undefined
          : splitByVisit(
              objectOf(text),
              before === undefined ? undefined : objectOf(before),
              objectOf(device.read(key)),
            );
      device.write(key, parts && JSON.stringify(parts.device));
      visit.write(visitKey, parts?.visit && JSON.stringify(parts.visit));
    },
  };
}

/**
 * Session storage (else memory, session-storage.ts) as an engine: this tab's, until it closes. Here,
 * with the funnel state every island loads, so the checkout record and the offer records that
 * keep to the tab too add no module of their own.
 */
export const sessionEngine: StorageEngine = storageEngine({
  getItem: sessionGet,
  setItem: sessionSet,
  removeItem: sessionRemove,
});

/** The funnel state's engine: the device's storage and this visit's. */
export const funnelStateEngine: StorageEngine = visitSplitEngine(activeStorage.engine, sessionEngine);
