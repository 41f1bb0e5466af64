/**
 * R-FLOW-4 at build: where a refused payment leads. A funnel that names no nextPageFail sends every
 * refused payment to its last step; when that is the thank-you page, a shopper whose first payment
 * was refused arrives there with no order to show. The funnel still works, so the build warns
 * rather than stops, naming the step and the fix (docs/marketers.md, "When a payment fails").
 */
import { ORDER_INFO_MISSING } from '../domain/messages/receipt.ts';
import type { MainFunnel } from '../domain/funnel/types.ts';
import type { ResolvedPage } from './types.ts';

/** The warning of each funnel that names no nextPageFail. */
export function failPageWarnings(funnels: readonly MainFunnel[], pages: readonly ResolvedPage[]): string[] {
  const template = (url: string) => pages.find((p) => p.path === url)?.template;
  return funnels
    .filter((f) => f.defaultFunnels.length > 0 && f.defaultFunnels.every((s) => s.nextPageFail === undefined))
    .map((f) => {
      const steps = f.defaultFunnels.toSorted((a, b) => a.step - b.step);
      const last = steps.at(-1)!;
      const url = (last.variants.find((v) => v.default) ?? last.variants[0])?.url ?? '';
      const orderForm = steps.find((s) => s.type.toLowerCase() === 'orderform');
      const thankYou =
        template(url) === 'receipt'
          ? `, the thank-you page: a shopper whose first payment was refused reads '${ORDER_INFO_MISSING}' there and cannot pay again`
          : '';
      return (
        `campaigns/funnels.yaml: ${f.uniqueIdentifier} names no nextPageFail, so a refused payment on any of its steps ` +
        `goes to its last step, step ${last.step} '${last.name}' (${url})${thankYou}. Set nextPageFail on ` +
        `${orderForm ? `its order form step (step ${orderForm.step})` : 'each step that takes a payment'} to the page ` +
        'where the shopper pays again, for example the order form itself or a secure cart (docs/marketers.md, "When a payment fails").'
      );
    });
}
