/**
 * Names that must be unique (R-GEN-2): a copied entry left with its model's name builds one of
 * the two and hides the other (a funnel's uniqueIdentifier, a product's id, a destination's
 * genericUrl, a variant's or split test's id), so the build refuses it. The later entry is the
 * copy: it is the one blamed, naming where the first one is.
 */
import type { Destination, MainFunnel } from '../domain/funnel/types.ts';
import type { ManifestProblem } from './errors.ts';
import { stepField, variantField } from './fields.ts';
import type { BumpOffer, Offer, Product } from './schemas.ts';
import { listedAs } from './yaml-files.ts';

interface Named {
  /** The name that must be unique. */
  name: string;
  /** Where it is: the problem's file, entry and field. */
  file: string;
  entry: string;
  field: string;
  /** How another problem names this place: "campaigns/funnels.yaml entry #2 'RENEW01'". */
  where: string;
}

/** For each name seen before (compared by `key`), a problem on the later entry naming the first. */
function repeats(items: readonly Named[], message: (item: Named, first: Named) => string, key = (n: string) => n) {
  const first = new Map<string, Named>();
  const problems: ManifestProblem[] = [];
  for (const item of items) {
    const seen = first.get(key(item.name));
    if (seen) problems.push({ file: item.file, entry: item.entry, field: item.field, message: message(item, seen) });
    else first.set(key(item.name), item);
  }
  return problems;
}

/** The `field` of each entry of a root list file, the entry labelled by its `label` field. */
function entriesOf<T extends object>(
  file: string,
  list: readonly T[],
  label: keyof T & string,
  field: keyof T & string,
): Named[] {
  return list.map((t, i): Named => {
    const entry = listedAs(t, i, String(t[label]));
    return { name: String(t[field]), file, entry, field, where: `${file} entry ${entry}` };
  });
}

/** What the unique checks read. */
export interface UniqueInput {
  products: readonly Product[];
  offers: readonly Offer[];
  bumpOffers: readonly BumpOffer[];
  funnels: readonly MainFunnel[];
  destinations: readonly Destination[];
}

const FUNNELS = 'campaigns/funnels.yaml';

/** Every name used twice in the manifest's root files, blamed on the later entry. */
export function checkUnique({ products, offers, bumpOffers, funnels, destinations }: UniqueInput): ManifestProblem[] {
  const sfids: [string, Named[]][] = [
    ['product', entriesOf('campaigns/products.yaml', products, 'id', 'sfid')],
    ['funnel', entriesOf(FUNNELS, funnels, 'uniqueIdentifier', 'sfid')],
    ['offer', entriesOf('campaigns/offers.yaml', offers, 'sfid', 'sfid')],
    ['bump offer', entriesOf('campaigns/bump-offers.yaml', bumpOffers, 'sfid', 'sfid')],
    ['destination', entriesOf('campaigns/destinations.yaml', destinations, 'genericUrl', 'sfid')],
  ];
  const variants: Named[] = [];
  const splitIds: Named[] = [];
  funnels.forEach((f, i) => {
    const entry = listedAs(f, i, f.uniqueIdentifier);
    for (const s of f.defaultFunnels) {
      const at = `funnel ${f.uniqueIdentifier} ${stepField(s.step)}`;
      for (const v of s.variants)
        variants.push({ name: v.sfid, file: FUNNELS, entry, field: variantField(s.step, v.sfid, 'sfid'), where: at });
      for (const t of s.splitTesting)
        splitIds.push({ name: t.sfid, file: FUNNELS, entry, field: stepField(s.step, 'splitTesting'), where: at });
    }
  });
  return [
    ...repeats(
      entriesOf('campaigns/products.yaml', products, 'id', 'id'),
      (_, first) =>
        `product id '${first.name}' is already used by ${first.where}: pages, the pay button and the sandbox could each price a different one; give this product its own id (e.g. '${first.name}-2'), or change the prices of the first`,
    ),
    ...repeats(
      entriesOf(FUNNELS, funnels, 'uniqueIdentifier', 'uniqueIdentifier'),
      (_, first) =>
        `uniqueIdentifier '${first.name}' is already used by ${first.where}: shoppers of its destinations would go into one of the two; give this funnel its own uniqueIdentifier (e.g. '${first.name}B') and point a destination at it`,
    ),
    ...repeats(
      entriesOf('campaigns/destinations.yaml', destinations, 'genericUrl', 'genericUrl'),
      (d, first) =>
        `genericUrl '${d.name}' is already used by ${first.where}${d.name === first.name ? '' : ' (only the capitals differ)'}: /gu/${first.name} can lead into one funnel only; give this destination its own genericUrl, or change the first one's defaultFunnel`,
      (n) => n.toLowerCase(),
    ),
    ...sfids.flatMap(([kind, named]) =>
      repeats(
        named,
        (x, first) => `sfid '${x.name}' is already used by ${first.where}; give this ${kind} its own sfid`,
      ),
    ),
    ...repeats(
      variants,
      (v, first) =>
        `variant sfid '${v.name}' is already used by ${first.where}: the split-test report counts visitors by it; give this variant its own sfid`,
    ),
    ...repeats(
      splitIds,
      (t, first) =>
        `split-test id '${t.name}' is already used by ${first.where}: the report would mix the two tests; give this split test its own id`,
    ),
  ];
}
