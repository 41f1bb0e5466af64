/**
 * What the campaign scripts say and offer the way a marketer uses them: the site's address at the
 * port it runs on, and advertorial copy with the product's own articles first.
 */
import type { Manifest } from '../../src/manifest/load.ts';

/** The local address of a site path at `PORT` (npm start's 4321 when unset). */
export function localAddress(path: string): string {
  return `http://localhost:${process.env.PORT || '4321'}${path}`;
}

/**
 * The advertorial copies as prompt choices: the product's own first (the ones its pages use),
 * then the others, each saying whose product it sells.
 */
export function advertorialChoices(m: Pick<Manifest, 'contentIds' | 'pages' | 'products'>, product: string) {
  const ids = m.contentIds.filter((c) => c.startsWith('advertorial/'));
  const sells = (id: string) => [
    ...new Set(m.pages.filter((p) => p.content === id && p.product).map((p) => p.product!)),
  ];
  const name = (id: string) => m.products.find((p) => p.id === id)?.name ?? id;
  const own = ids.filter((id) => sells(id).includes(product));
  const others = ids.filter((id) => !own.includes(id));
  return [
    ...own.map((value) => ({ value, hint: `${name(product)}'s own` })),
    ...others.map((value) => {
      const of = sells(value);
      return { value, hint: of.length ? `written for ${of.map(name).join(', ')}` : 'used by no page yet' };
    }),
  ];
}
