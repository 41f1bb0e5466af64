/** Session storage (else memory, session-storage.ts) as a storage engine for persisted atoms: this tab's, until it closes. */
import { sessionGet, sessionRemove, sessionSet } from './session-storage.ts';
import { storageEngine, type StorageEngine } from './storage.ts';

/** This tab's storage engine. */
export const sessionEngine: StorageEngine = storageEngine({
  getItem: sessionGet,
  setItem: sessionSet,
  removeItem: sessionRemove,
});
