/**
 * Checks of the catalogue a build needs before a product can be sold (R-GEN-2): its picture is a
 * file under public/, and a set's components are products of the catalogue. A new product is then
 * one entry in `campaigns/products.yaml` and one image, with no code change.
 */
import type { ManifestProblem } from './errors.ts';
import type { Product } from './schemas.ts';
import { listedAs } from './yaml-files.ts';

const file = 'campaigns/products.yaml';

/** A problem for each product whose image is missing or whose components name no product. */
export function checkProducts(products: readonly Product[], publicFiles: readonly string[]): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const ids = new Set(products.map((p) => p.id));
  const files = new Set(publicFiles);
  products.forEach((p, i) => {
    const add = (field: string, message: string) =>
      problems.push({ file, entry: listedAs(p, i, p.id), field, message });
    const image = p.image.replace(/^\//, '');
    if (!files.has(image)) add('image', `no file public/${image}; put the picture there or correct the path`);
    p.components.forEach((c, j) => {
      if (c === p.id) add(`components.${j}`, `a product cannot be a component of itself`);
      else if (!ids.has(c)) add(`components.${j}`, `unknown product '${c}'`);
    });
  });
  return problems;
}
