/**
 * A nanostores atom kept in storage under one key as JSON (@nanostores/persistent), parsed with
 * its zod schema at the edge: corrupt JSON or a wrong shape starts from `initial`, never throws.
 * Every value set is first stripped of card data (redact.ts) and of keys the schema does not know,
 * so neither the atom nor storage ever holds a card number or CVV.
 */
import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';
import * as z from 'zod/mini';
import { redactCardData } from './redact.ts';
import { activeStorage } from './storage.ts';

/** The value as it may be kept: card data and unknown keys removed, `initial` when it does not parse. */
export function sanitizeWith<S extends z.core.$ZodType>(schema: S, initial: z.output<S>, value: unknown): z.output<S> {
  const parsed = z.safeParse(schema, redactCardData(value));
  return parsed.success ? parsed.data : initial;
}

/** An atom persisted under `key`, validated by `schema`, `initial` when storage has nothing usable. */
export function persistedAtom<S extends z.core.$ZodType>(
  key: string,
  schema: S,
  initial: z.output<S>,
): WritableAtom<z.output<S>> {
  void activeStorage; // the engine must be installed before the atom reads storage
  const sanitize = (value: unknown): z.output<S> => sanitizeWith(schema, initial, value);
  const store = persistentAtom<z.output<S>>(key, initial, {
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
