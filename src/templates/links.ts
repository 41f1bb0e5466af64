/**
 * Where a product's calls to action lead without the runtime: the product's offer selector,
 * else its 3-unit bundle order page, else any order page for it, else the core offer selector.
 * The runtime replaces these with the funnel's configured next step (`data-funnel-action`).
 */
import { getCollection } from 'astro:content';

interface PageRef {
  path: string;
  template: string;
  product?: string | undefined;
  units?: number | undefined;
}

const orderTemplates = ['order-form', 'secure-cart'];

function toRef(data: Record<string, unknown>): PageRef {
  return {
    path: String(data.path ?? data.id),
    template: String(data.template),
    product: typeof data.product === 'string' ? data.product : undefined,
    units: typeof data.units === 'number' ? data.units : undefined,
  };
}

let refs: Promise<PageRef[]> | undefined;

/** Every manifest page, read once per build. */
function pages(): Promise<PageRef[]> {
  refs ??= getCollection('pages').then((entries) => entries.map((e) => toRef(e.data)));
  return refs;
}

/** The path a "buy" link for `productId` points to. */
export async function offerHref(productId: string | undefined): Promise<string> {
  const all = await pages();
  const mine = all.filter((p) => p.product === productId);
  const pick =
    mine.find((p) => p.template === 'offer-selector') ??
    mine.find((p) => orderTemplates.includes(p.template) && p.units === 3) ??
    mine.find((p) => orderTemplates.includes(p.template)) ??
    all.find((p) => p.template === 'offer-selector');
  return `/${pick?.path ?? 'offer-selector'}`;
}
