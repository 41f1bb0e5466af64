/**
 * The product chosen before (selectedProduct of R-ORD-4), read from the saved funnel state on its
 * own: the offer selector shows it as it hydrates, and loads the state's other shapes and its
 * actions (`funnel-state.ts`) only when the shopper goes on. The field is parsed as
 * `funnelState` parses it (card data dropped, each field of the state falling back on its own),
 * from the device's part of the state, where `domain/privacy/kept-where.ts` keeps it.
 */
import * as z from 'zod/mini';
import { lenient } from './lenient.ts';
import { STATE_KEY } from './keys.ts';
import { sanitizeWith } from './persisted.ts';
import { selectedProductSchema } from './selection-schema.ts';
import { activeStorage } from './storage.ts';
import type { SelectedProduct } from './types.ts';

const selectionField = z.object({ selectedProduct: lenient(selectedProductSchema) });

/** R-ORD-4: the selectedProduct saved in the funnel state; undefined when none, or when it does not parse. */
export function storedSelection(): SelectedProduct | undefined {
  const text = activeStorage.engine.read(STATE_KEY);
  try {
    return text === undefined ? undefined : sanitizeWith(selectionField, {}, JSON.parse(text)).selectedProduct;
  } catch {
    return undefined; // not JSON
  }
}
