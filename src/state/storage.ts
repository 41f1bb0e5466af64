/**
 * Where persisted stores keep their JSON (R-CON-2, R-ERR-5): localStorage, else sessionStorage;
 * when neither works, 'No available storage method found.' is logged and the state lives in
 * memory for the page's life. A store is blocked when touching it throws (SecurityError) or a probe write fails
 * (quota). Writes that fail later (storage filled up) are kept in memory for the page's life.
 * Importing this module installs the chosen storage as the @nanostores/persistent engine.
 */
import {
  setPersistentEngine,
  windowPersistentEvents,
  type PersistentEvents,
  type PersistentStore,
} from '@nanostores/persistent';
import { NO_STORAGE_METHOD } from '../domain/messages/log.ts';

/** §8: the message when no storage works; logged by the state layer, shown to nobody (from the catalogue). */
export const STORAGE_UNAVAILABLE = NO_STORAGE_METHOD;

/** The part of the Web Storage API we use. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Which storage holds the data. */
export type StorageKind = 'localStorage' | 'sessionStorage' | 'memory';

/** The probe's answer. */
export type StorageChoice =
  { ok: true; kind: StorageKind; storage: StorageLike } | { ok: false; error: typeof STORAGE_UNAVAILABLE };

/** One storage to try: its kind and how to reach it (reaching it may throw). */
export type StorageCandidate = readonly [StorageKind, () => StorageLike | undefined | null];

const PROBE_KEY = '__storage_probe__';

/** A Map-backed Storage: always works, forgotten on reload. */
export function createMemoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, String(v)),
    removeItem: (k) => void data.delete(k),
  };
}

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

function keysOf(storage: StorageLike): string[] {
  try {
    return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((k): k is string => k !== null);
  } catch {
    return [];
  }
}

/**
 * The storage as the record @nanostores/persistent reads and writes (`in`, get, set, delete,
 * for-in). Never throws: a failed write keeps the value in a memory overlay and calls `onWriteError`.
 */
export function storageRecord(
  storage: StorageLike,
  onWriteError: (error: unknown) => void = () => {},
): PersistentStore {
  const overlay = new Map<string, string>();
  const read = (key: string): string | undefined => {
    if (overlay.has(key)) return overlay.get(key);
    try {
      return storage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  };
  return new Proxy<PersistentStore>(
    {},
    {
      has: (_, key) => typeof key === 'string' && read(key) !== undefined,
      get: (_, key) => (typeof key === 'string' ? read(key) : undefined),
      set: (_, key, value: unknown) => {
        if (typeof key !== 'string') return true;
        try {
          storage.setItem(key, String(value));
          overlay.delete(key);
        } catch (error) {
          overlay.set(key, String(value));
          onWriteError(error);
        }
        return true;
      },
      deleteProperty: (_, key) => {
        if (typeof key !== 'string') return true;
        overlay.delete(key);
        try {
          storage.removeItem(key);
        } catch {
          // Nothing to do: a blocked storage has nothing of ours either.
        }
        return true;
      },
      ownKeys: () => [...new Set([...keysOf(storage), ...overlay.keys()])],
      getOwnPropertyDescriptor: (_, key) => {
        const value = typeof key === 'string' ? read(key) : undefined;
        return value === undefined ? undefined : { value, writable: true, enumerable: true, configurable: true };
      },
    },
  );
}

const noEvents: PersistentEvents = { addEventListener() {}, removeEventListener() {} };

/** What the state layer ended up using; `kind` is 'memory' too when nothing worked. */
export interface ActiveStorage {
  kind: StorageKind;
  /** Set when no storage worked (R-ERR-5). */
  error?: typeof STORAGE_UNAVAILABLE;
}

/**
 * Probes, installs the result as the persistent engine and reports it. Cross-tab sync listens to
 * window 'storage' events only for localStorage. When no storage method works, the §8 message is
 * logged (R-ERR-5) and memory stands in, so the state still works.
 */
export function installStorage(candidates?: readonly StorageCandidate[]): ActiveStorage {
  const choice = probeStorage(candidates);
  if (!choice.ok) {
    console.error(choice.error);
    setPersistentEngine(storageRecord(createMemoryStorage()), noEvents);
    return { kind: 'memory', error: choice.error };
  }
  let warned = false;
  const record = storageRecord(choice.storage, (error) => {
    if (!warned) console.warn('storage write failed; keeping the value in memory', error);
    warned = true;
  });
  const events = choice.kind === 'localStorage' && typeof window !== 'undefined' ? windowPersistentEvents : noEvents;
  setPersistentEngine(record, events);
  return { kind: choice.kind };
}

/** The storage in use, chosen once when the state layer loads. */
export const activeStorage: ActiveStorage = installStorage();
