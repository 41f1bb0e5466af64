/** R-FLOW-4 at build: a funnel that names no nextPageFail is reported, with where refused payments go. */
import { describe, expect, test } from 'vitest';
import { loadManifest } from '../../../src/manifest/load.ts';
import { fixtureDir, manifestWith, problemsOf, warningsOf } from './fixture.ts';

type Funnel = { defaultFunnels: { step: number; nextPageFail?: number; variants: { url: string }[] }[] };

/** The fixture's funnel F1 (its last step, 4, is the thank-you page) with the steps changed by `edit`. */
const withF1 = (edit: (f: Funnel) => void) =>
  manifestWith('funnels.yaml', (d) => {
    edit((d as Funnel[])[0]!);
    return d;
  });

describe('R-FLOW-4: the build warns about a funnel with no nextPageFail', () => {
  test('a funnel whose order form names nextPageFail: no warning', async () => {
    expect(await warningsOf(fixtureDir)).toEqual([]);
  });

  test('without one, refused payments go to the last step: the thank-you page, with no order to show; the build goes on', async () => {
    const dir = withF1((f) => delete f.defaultFunnels[1]!.nextPageFail);
    expect(await problemsOf(dir)).toEqual([]);
    expect(await warningsOf(dir)).toEqual([
      "campaigns/funnels.yaml: F1 names no nextPageFail, so a refused payment on any of its steps goes to its last step, step 4 'Thanks' (thanks), the thank-you page: a shopper whose first payment was refused reads 'Sorry, but the information regarding your order is missing' there and cannot pay again. Set nextPageFail on its order form step (step 2) to the page where the shopper pays again, for example the order form itself or a secure cart (docs/marketers.md, \"When a payment fails\").",
    ]);
  });

  test('the campaigns name a failure page in every funnel', async () => {
    expect((await loadManifest()).warnings.filter((w) => w.includes('nextPageFail'))).toEqual([]);
  });
});
