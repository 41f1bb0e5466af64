/**
 * A nanostores atom kept in storage under one key as JSON (@nanostores/persistent), parsed with
 * its schema at the edge (a zod/mini schema, or a `domain/guard.ts` parser for the runtime's own): corrupt JSON or a wrong shape starts from `initial`, never throws.
 * Every value set is first stripped of card data (redact.ts) and of keys the schema does not know,
 * so neither the atom nor storage ever holds a card number or CVV.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import type { Parser } from '../domain/guard.ts';
import { redactCardData } from './redact.ts';
import { activeStorage } from './storage.ts';

/** The value as it may be kept: card data and unknown keys removed, `initial` when it does not parse. */
export function sanitizeWith<T>(schema: Parser<T>, initial: NoInfer<T>, value: unknown): T {
  const parsed = schema.safeParse(redactCardData(value));
  return parsed.success ? parsed.data : initial;
}

/** An atom persisted under `key`, validated by `schema`, `initial` when storage has nothing usable. */
export function persistedAtom<T>(key: string, schema: Parser<T>, initial: NoInfer<T>): WritableAtom<T> {
  void activeStorage; // the engine must be installed before the atom reads storage
  const sanitize = (value: unknown): T => sanitizeWith(schema, initial, value);
  const store = persistentAtom<T>(key, initial, {
    encode: (value) => JSON.stringify(value),
    decode: (text) => {
      try {
        return sanitize(JSON.parse(text));
      } catch {
        return initial;
      }
    },
  });
  const set = store.set;
  store.set = (value) => set(sanitize(value));
  return store;
}
