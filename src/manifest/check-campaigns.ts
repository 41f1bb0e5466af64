/**
 * Checks of a campaign's life beyond its first day: a renamed funnel's former ids (`aliases`)
 * name no other funnel, and the copy of a bump or an offer states no price its data does not
 * charge (the shopper reads the copy; the API charges the data).
 */
import type { MainFunnel } from '../domain/funnel/types.ts';
import { formatUSD, toCents } from '../domain/money.ts';
import type { ManifestProblem } from './errors.ts';
import type { BumpOffer, Offer } from './schemas.ts';
import { listedAs } from './yaml-files.ts';

const FUNNELS = 'campaigns/funnels.yaml';

/** A funnel's former ids are its own: no other funnel is, or was, called that. */
export function aliasProblems(funnels: readonly MainFunnel[]): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  const owner = new Map<string, string>(funnels.map((f) => [f.uniqueIdentifier, f.uniqueIdentifier]));
  funnels.forEach((f, i) =>
    (f.aliases ?? []).forEach((alias, j) => {
      const taken = owner.get(alias);
      const add = (message: string) =>
        problems.push({ file: FUNNELS, entry: listedAs(f, i, f.uniqueIdentifier), field: `aliases.${j}`, message });
      if (alias === f.uniqueIdentifier) add(`'${alias}' is this funnel's own uniqueIdentifier: remove it from aliases`);
      else if (taken === alias)
        add(`'${alias}' is the uniqueIdentifier of another funnel: links with uid=${alias} go there; remove it here`);
      else if (taken)
        add(`'${alias}' is already a former id of funnel ${taken}: a uid link can go on in one funnel only`);
      else owner.set(alias, f.uniqueIdentifier);
    }),
  );
  return problems;
}

/** Every dollar amount written in a text, in cents: '$9.95' → 995, '$12' → 1200. */
export function statedPrices(text: string): number[] {
  return [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{2}))?(?!\d)/g)].map(
    (m) => Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2] ?? 0),
  );
}

/** The problems of one text: each amount it states must be one of `prices` (cents). */
function copyProblems(text: string, prices: readonly number[], what: string, add: (message: string) => void): void {
  const named = prices.map((c) => formatUSD(c)).join(' or ');
  for (const cents of statedPrices(text))
    if (!prices.includes(cents))
      add(
        `the copy says ${formatUSD(cents)}, but the ${what} is ${named}: shoppers would be charged another price than they read; correct the copy or the price`,
      );
}

/** Bumps and offers whose copy states a price their data does not charge. */
export function copyPriceProblems(bumps: readonly BumpOffer[], offers: readonly Offer[]): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  bumps.forEach((b, i) =>
    copyProblems(b.title, [toCents(b.price)], 'bump’s price', (message) =>
      problems.push({ file: 'campaigns/bump-offers.yaml', entry: listedAs(b, i, b.sfid), field: 'title', message }),
    ),
  );
  offers.forEach((o, i) => {
    const prices = [o.offerPrice, o.standardPrice, o.shippingCost].map(toCents);
    for (const field of ['title', 'description', 'productDescription'] as const)
      copyProblems(o[field], prices, 'offer’s price (offerPrice, standardPrice, shippingCost)', (message) =>
        problems.push({ file: 'campaigns/offers.yaml', entry: listedAs(o, i, o.sfid), field, message }),
      );
  });
  return problems;
}
