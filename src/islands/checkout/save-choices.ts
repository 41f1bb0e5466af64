/**
 * R-ORD-4: what the next pages (and a payment retry) start from: the cart line, the bumps and
 * shipping chosen, the ship-to address with its options and validity, and the tax (taxData.isValid).
 */
import { accountDetailsOf, type AccountValues } from '../../domain/checkout/account.ts';
import { selectionOf, type CartLine } from '../../domain/checkout/cart.ts';
import {
  setSelectedBumpOffersIds,
  setSelectedProduct,
  setSelectedShippingIndex,
  setShippingInfo,
  setTaxData,
} from '../../state/index.ts';
import type { Quote } from './quote.ts';

/** The shopper's choices and the quote they were priced with. */
export interface Choices {
  line: CartLine;
  bumpIds: string[];
  shippingIndex: number;
  account: AccountValues;
}

/** Saves the choices to funnel state. */
export function saveChoices({ line, bumpIds, shippingIndex, account }: Choices, q: Quote): void {
  setSelectedProduct(selectionOf(line));
  setSelectedBumpOffersIds(bumpIds);
  setSelectedShippingIndex(shippingIndex);
  setShippingInfo({
    ...accountDetailsOf(account),
    isValid: q.tax.status !== 'invalid',
    options: q.shipping.status === 'ok' ? q.shipping.options : undefined,
  });
  if (q.tax.status === 'ok') setTaxData({ isValid: true, tax: q.tax.tax, rate: q.tax.rate });
  if (q.tax.status === 'invalid') setTaxData({ isValid: false });
}
