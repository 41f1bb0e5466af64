/**
 * Where persisted stores keep their JSON (R-CON-2, R-ERR-5): localStorage, else sessionStorage;
 * when neither works, 'No available storage method found.' is logged and the state lives in
 * memory for the page's life. A store is blocked when touching it throws (SecurityError) or a probe write fails
 * (quota). Writes that fail later (storage filled up) are kept in memory for the page's life.
 * Importing this module chooses the storage; persisted atoms (persisted.ts) read and write through it.
 */
import { NO_STORAGE_METHOD as STORAGE_UNAVAILABLE } from '../domain/messages/log.ts';

/** §8: the message when no storage works; logged by the state layer, shown to nobody (from the catalogue). */
export { STORAGE_UNAVAILABLE };

/** The part of the Web Storage API we use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Which storage holds the data. */
export type StorageKind = 'localStorage' | 'sessionStorage' | 'memory';

/** The probe's answer. */
export type StorageChoice =
  { ok: true; kind: StorageKind; storage: StorageLike } | { ok: false; error: typeof STORAGE_UNAVAILABLE };

/** One storage to try: its kind and how to reach it (reaching it may throw). */
export type StorageCandidate = readonly [StorageKind, () => StorageLike | undefined | null];

const PROBE_KEY = '__storage_probe__';

/** The storage methods tried, in order: localStorage, sessionStorage (memory is the fallback, not a method). */
export function defaultCandidates(
  scope: { localStorage?: StorageLike; sessionStorage?: StorageLike } = globalThis,
): StorageCandidate[] {
  return [
    ['localStorage', () => scope.localStorage],
    ['sessionStorage', () => scope.sessionStorage],
  ];
}

/** True when the storage can be reached and takes a write. */
function works(reach: () => StorageLike | undefined | null): StorageLike | undefined {
  try {
    const storage = reach();
    if (!storage) return undefined;
    storage.setItem(PROBE_KEY, '1');
    const ok = storage.getItem(PROBE_KEY) === '1';
    storage.removeItem(PROBE_KEY);
    return ok ? storage : undefined;
  } catch {
    return undefined;
  }
}

/** R-ERR-5: the first candidate that works, else the 'No available storage method found.' error value. */
export function probeStorage(candidates: readonly StorageCandidate[] = defaultCandidates()): StorageChoice {
  for (const [kind, reach] of candidates) {
    const storage = works(reach);
    if (storage) return { ok: true, kind, storage };
  }
  return { ok: false, error: STORAGE_UNAVAILABLE };
}

/** How persisted atoms reach the chosen storage: a JSON text per key, `undefined` when absent. */
export interface StorageEngine {
  read(key: string): string | undefined;
  /** Writes the text, or removes the key for `undefined`. Never throws. */
  write(key: string, text: string | undefined): void;
}

/**
 * The engine over one storage, or over memory alone when there is none (forgotten on reload).
 * Never throws: a failed write keeps the value in a memory overlay (read back for the page's life)
 * and calls `onWriteError`.
 */
export function storageEngine(
  storage: StorageLike | undefined,
  onWriteError: (error: unknown) => void = () => {},
): StorageEngine {
  const overlay = new Map<string, string | undefined>();
  return {
    read(key) {
      if (overlay.has(key)) return overlay.get(key);
      try {
        return storage?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    write(key, text) {
      overlay.delete(key);
      if (!storage) return void overlay.set(key, text);
      try {
        if (text === undefined) storage.removeItem(key);
        else storage.setItem(key, text);
      } catch (error) {
        overlay.set(key, text);
        if (text !== undefined) onWriteError(error);
      }
    },
  };
}

/** What the state layer ended up using; `kind` is 'memory' too when nothing worked. */
export interface ActiveStorage {
  kind: StorageKind;
  /** Set when no storage worked (R-ERR-5). */
  error?: typeof STORAGE_UNAVAILABLE;
  engine: StorageEngine;
}

/**
 * Probes and reports the result with its engine. When no storage method works, the §8 message is
 * logged (R-ERR-5, unless `report` is false) and memory stands in, so the state still works.
 */
export function installStorage(candidates?: readonly StorageCandidate[], report = true): ActiveStorage {
  const choice = probeStorage(candidates);
  if (!choice.ok) {
    if (report) console.error(choice.error);
    return { kind: 'memory', error: choice.error, engine: storageEngine(undefined) };
  }
  let warned = false;
  const engine = storageEngine(choice.storage, (error) => {
    if (!warned) console.warn('storage write failed; kept in memory', error);
    warned = true;
  });
  return { kind: choice.kind, engine };
}

/**
 * The storage in use, chosen once when the state layer loads. The build renders pages in Node,
 * where there is no storage by design: it says nothing there (no build noise).
 */
export const activeStorage: ActiveStorage = installStorage(undefined, typeof window !== 'undefined');
