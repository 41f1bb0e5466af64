/**
 * A nanostores atom kept in storage under one key as JSON, parsed with its zod/mini schema at the
 * edge: corrupt JSON or a wrong shape starts from `initial`, never throws. Every value set is
 * first stripped of card data (redact.ts) and of keys the schema does not know, so neither the
 * atom nor storage ever holds a card number or CVV.
 *
 * As with @nanostores/persistent, the atom reads storage when created, again on every `get()`
 * while nothing watches it, so a write by another tab or page is seen, and whenever another tab
 * writes (`storage`) or the page comes back from the back-forward cache (`pageshow`). Its own
 * adapter rather than that package, because each key needs its own storage (the tab's or the
 * device's, by what it names) and the schema at the edge.
 */
import { atom, onStart, type WritableAtom } from 'nanostores';
import type * as z from 'zod/mini';
import { redactCardData } from './redact.ts';
import { activeStorage, type StorageEngine } from './storage.ts';

/** The value as it may be kept: card data and unknown keys removed, `initial` when it does not parse. */
export function sanitizeWith<T>(schema: z.ZodMiniType<T>, initial: NoInfer<T>, value: unknown): T {
  const parsed = schema.safeParse(redactCardData(value));
  return parsed.success ? parsed.data : initial;
}

/**
 * An atom persisted under `key`, validated by `schema`, `initial` when storage has nothing usable;
 * kept through `engine` (the storage chosen for the device unless told).
 */
export function persistedAtom<T>(
  key: string,
  schema: z.ZodMiniType<T>,
  initial: NoInfer<T>,
  engine: StorageEngine = activeStorage.engine,
): WritableAtom<T> {
  const decode = (text: string | undefined): T => {
    if (text === undefined) return initial;
    try {
      return sanitizeWith(schema, initial, JSON.parse(text));
    } catch {
      return initial;
    }
  };
  /** The text last read or written: storage is decoded again only when it differs. */
  let known = engine.read(key);
  const store = atom<T>(decode(known));
  const set = store.set.bind(store);
  store.set = (value) => {
    const clean = sanitizeWith(schema, initial, value);
    known = JSON.stringify(clean) as string | undefined; // undefined for an undefined value: the key is removed
    engine.write(key, known);
    set(clean);
  };
  const restore = () => {
    const text = engine.read(key);
    if (text === known) return;
    known = text;
    set(decode(text));
  };
  // The first listener, and every `get()` while nothing listens (nanostores mounts the atom for
  // the read), see what storage holds now.
  onStart(store, restore);
  if (typeof window !== 'undefined') {
    // For the page's life, as the atom's: one per stored key. (Optional: tests stand in a bare window.)
    window.addEventListener?.('storage', restore);
    window.addEventListener?.('pageshow', restore);
  }
  return store;
}
