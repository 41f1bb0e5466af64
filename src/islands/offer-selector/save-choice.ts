/**
 * The offer selector's save (R-ORD-6, R-ORD-9), loaded beside the funnel rules when the shopper
 * first reaches for the form: the funnel state's actions and every shape it keeps are most of
 * what the island would otherwise load as it hydrates, where it reads only the selection
 * (`state/stored-selection.ts`).
 */
import { selectionOf, type CartLine } from '../../domain/checkout/cart.ts';
import { checkoutData } from '../../domain/checkout/checkout-data.ts';
import { funnelState, setNavParams, setSelectedProduct } from '../../state/funnel-state.ts';

/** Saves the chosen line as selectedProduct and as the R-ORD-9 checkout data for the order form on `route`. */
export function saveChoice(line: CartLine, brand: string, route: string): void {
  setSelectedProduct(selectionOf(line));
  setNavParams({
    ...funnelState.get().navParams,
    checkout: checkoutData(line, brand, 'offer-selector', route),
  });
}
