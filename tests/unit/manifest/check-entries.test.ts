/**
 * The build's cross-file checks (src/manifest/check*.ts), one bad entry at a time: each must be
 * refused naming file, entry and field with what is wrong and the fix, and the entries next to it
 * that are right must pass. The test manifest is read once by the real loader; each test edits a
 * copy of what it read, as a marketer's edit of one entry would read, and runs the checks on it,
 * so a check costs milliseconds (mutation testing runs these for every fault it plants).
 */
import { describe, expect, test } from 'vitest';
import type { FunnelStep, MainFunnel } from '../../../src/domain/funnel/types.ts';
import { examineManifest, type Examined } from '../../../src/manifest/check.ts';
import { statedPrices } from '../../../src/manifest/check-campaigns.ts';
import { formatProblem } from '../../../src/manifest/errors.ts';
import { readManifest, type RawManifest } from '../../../src/manifest/load.ts';
import type { PageEntry } from '../../../src/manifest/schemas.ts';
import { fixtureDir } from './fixture.ts';

const fixture = await readManifest(fixtureDir);

/** The checks' verdict on the test manifest after `edit`. */
function examined(edit: (m: RawManifest) => void): Examined {
  const raw = structuredClone(fixture);
  edit(raw);
  return examineManifest(raw);
}

/** The problems found after `edit`, as the build prints them. */
const problemsAfter = (edit: (m: RawManifest) => void): string[] => examined(edit).problems.map(formatProblem);

/** The funnel F1 of the test manifest and its step `n`. */
const f1 = (m: RawManifest): MainFunnel => m.funnels[0]!;
const step = (m: RawManifest, n: number): FunnelStep => f1(m).defaultFunnels.find((s) => s.step === n)!;

/** A second funnel like F1, with its own names, so that only what a test changes is shared. */
function addF2(m: RawManifest): MainFunnel {
  const f2 = structuredClone(f1(m));
  f2.sfid = 'MF-2';
  f2.uniqueIdentifier = 'F2';
  for (const s of f2.defaultFunnels) {
    s.variants = s.variants.map((v) => ({ ...v, sfid: `${v.sfid}-F2` }));
    s.splitTesting = s.splitTesting.map((t) => ({ ...t, sfid: `${t.sfid}-F2` }));
  }
  m.funnels.push(f2);
  return f2;
}

/** Adds a page entry to pages/pages.yaml. */
function addPage(m: RawManifest, entry: PageEntry): void {
  m.pages.push({ file: PAGES, index: m.pages.length, entry });
}

const PAGES = fixture.pages[0]!.file;
const FUNNELS = 'campaigns/funnels.yaml';

test('the test manifest as read passes every check', () => {
  expect(problemsAfter(() => undefined)).toEqual([]);
});

describe('R-GEN-2: products (campaigns/products.yaml)', () => {
  test('a picture missing from public/ is refused with the path looked for', () => {
    expect(problemsAfter((m) => (m.products[0]!.image = '/images/products/balm.png'))).toEqual([
      "campaigns/products.yaml: entry #1 'Balm': field 'image': no file public/images/products/balm.png; put the picture there or correct the path",
    ]);
  });

  test("a set's components must be other products of the catalogue; each wrong one is named by its place", () => {
    const problems = problemsAfter((m) => {
      m.products.push({ ...structuredClone(m.products[0]!), id: 'Tea', sfid: 'P-2' });
      m.products[0]!.components = ['Tea', 'Balm', 'Ghost'];
    });
    expect(problems).toEqual([
      "campaigns/products.yaml: entry #1 'Balm': field 'components.1': a product cannot be a component of itself",
      "campaigns/products.yaml: entry #1 'Balm': field 'components.2': unknown product 'Ghost'",
    ]);
  });
});

describe('R-GEN-2: names that must be unique; the later entry is blamed, naming the first', () => {
  test('an sfid used twice within products, funnels, offers, bump offers or destinations', () => {
    const problems = problemsAfter((m) => {
      m.products.push({ ...structuredClone(m.products[0]!), id: 'Tea' });
      addF2(m).sfid = 'MF-1';
      m.offers.push({ ...m.offers[0]!, title: 'Even more balm' });
      m.bumpOffers.push(
        { sfid: 'B-1', product: 'Balm', title: 'Add a balm', price: 5 },
        { sfid: 'B-1', product: 'Balm', title: 'Add a balm again', price: 5 },
      );
      m.destinations.push({ ...m.destinations[0]!, genericUrl: 'try-more' });
    });
    expect(problems.filter((p) => p.includes("field 'sfid'"))).toEqual([
      "campaigns/products.yaml: entry #2 'Tea': field 'sfid': sfid 'P-1' is already used by campaigns/products.yaml entry #1 'Balm'; give this product its own sfid",
      "campaigns/funnels.yaml: entry #2 'F2': field 'sfid': sfid 'MF-1' is already used by campaigns/funnels.yaml entry #1 'F1'; give this funnel its own sfid",
      "campaigns/offers.yaml: entry #2 'OFF-1': field 'sfid': sfid 'OFF-1' is already used by campaigns/offers.yaml entry #1 'OFF-1'; give this offer its own sfid",
      "campaigns/bump-offers.yaml: entry #2 'B-1': field 'sfid': sfid 'B-1' is already used by campaigns/bump-offers.yaml entry #1 'B-1'; give this bump offer its own sfid",
      "campaigns/destinations.yaml: entry #2 'try-more': field 'sfid': sfid 'D-1' is already used by campaigns/destinations.yaml entry #1 'try-balm'; give this destination its own sfid",
    ]);
  });

  test('R-CFG-2: a funnel uniqueIdentifier used twice', () => {
    const problems = problemsAfter((m) => (addF2(m).uniqueIdentifier = 'F1'));
    expect(problems.filter((p) => p.includes("field 'uniqueIdentifier'"))).toEqual([
      "campaigns/funnels.yaml: entry #2 'F1': field 'uniqueIdentifier': uniqueIdentifier 'F1' is already used by campaigns/funnels.yaml entry #1 'F1': shoppers of its destinations would go into one of the two; give this funnel its own uniqueIdentifier (e.g. 'F1B') and point a destination at it",
    ]);
  });

  test('a product id used twice; ids that differ only in capitals are two products', () => {
    const problems = problemsAfter((m) =>
      m.products.push(
        { ...structuredClone(m.products[0]!), sfid: 'P-2' },
        { ...structuredClone(m.products[0]!), id: 'balm', sfid: 'P-3' },
      ),
    );
    expect(problems).toEqual([
      "campaigns/products.yaml: entry #2 'Balm': field 'id': product id 'Balm' is already used by campaigns/products.yaml entry #1 'Balm': pages, the pay button and the sandbox could each price a different one; give this product its own id (e.g. 'Balm-2'), or change the prices of the first",
    ]);
  });

  test('R-CFG-5: a genericUrl used twice, or twice but for its capitals', () => {
    const problems = problemsAfter((m) =>
      m.destinations.push(
        { ...m.destinations[0]!, sfid: 'D-2' },
        { ...m.destinations[0]!, sfid: 'D-3', genericUrl: 'Try-Balm' },
      ),
    );
    expect(problems).toEqual([
      "campaigns/destinations.yaml: entry #2 'try-balm': field 'genericUrl': genericUrl 'try-balm' is already used by campaigns/destinations.yaml entry #1 'try-balm': /gu/try-balm can lead into one funnel only; give this destination its own genericUrl, or change the first one's defaultFunnel",
      "campaigns/destinations.yaml: entry #3 'Try-Balm': field 'genericUrl': genericUrl 'Try-Balm' is already used by campaigns/destinations.yaml entry #1 'try-balm' (only the capitals differ): /gu/try-balm can lead into one funnel only; give this destination its own genericUrl, or change the first one's defaultFunnel",
    ]);
  });

  test('R-VAR-2: a variant sfid used twice, even in another step, is refused: the report counts visitors by it', () => {
    expect(problemsAfter((m) => (step(m, 3).variants[0]!.sfid = 'V1'))).toEqual([
      "campaigns/funnels.yaml: entry #1 'F1': field 'step 3, variant V1, sfid': variant sfid 'V1' is already used by funnel F1 step 1: the split-test report counts visitors by it; give this variant its own sfid",
    ]);
  });

  test('R-VAR-2: a split-test id used by two tests is refused: the report would mix them', () => {
    const problems = problemsAfter((m) => {
      const upsell = step(m, 3);
      upsell.splitTestEnabled = true;
      upsell.splitTesting = [{ sfid: 'ST-1' }];
    });
    expect(problems).toEqual([
      "campaigns/funnels.yaml: entry #1 'F1': field 'step 3, splitTesting': split-test id 'ST-1' is already used by funnel F1 step 2: the report would mix the two tests; give this split test its own id",
    ]);
  });
});

describe("a campaign's life: former funnel ids and prices in copy", () => {
  test("a former id is this funnel's own, another funnel's id, or already another funnel's former id", () => {
    const problems = problemsAfter((m) => {
      f1(m).aliases = ['F1', 'OLD'];
      addF2(m).aliases = ['OLD', 'F1', 'OLDER'];
    });
    expect(problems).toEqual([
      "campaigns/funnels.yaml: entry #1 'F1': field 'aliases.0': 'F1' is this funnel's own uniqueIdentifier: remove it from aliases",
      "campaigns/funnels.yaml: entry #2 'F2': field 'aliases.0': 'OLD' is already a former id of funnel F1: a uid link can go on in one funnel only",
      "campaigns/funnels.yaml: entry #2 'F2': field 'aliases.1': 'F1' is the uniqueIdentifier of another funnel: links with uid=F1 go there; remove it here",
    ]);
  });

  test('a uniqueIdentifier that is an earlier funnel’s former id is refused on the later one', () => {
    const problems = problemsAfter((m) => {
      f1(m).aliases = ['OLD'];
      addF2(m).aliases = ['F2', 'OLD'];
    });
    expect(problems).toEqual([
      "campaigns/funnels.yaml: entry #2 'F2': field 'aliases.0': 'F2' is this funnel's own uniqueIdentifier: remove it from aliases",
      "campaigns/funnels.yaml: entry #2 'F2': field 'aliases.1': 'OLD' is already a former id of funnel F1: a uid link can go on in one funnel only",
    ]);
  });

  test('amounts in copy are read as shoppers read them', () => {
    expect(statedPrices('only $ 5 today, or $1234 for a year, $1,000,000.50 for life')).toEqual([
      500, 123400, 100000050,
    ]);
    expect(statedPrices('$12.345 and $7.5 and 9.95')).toEqual([1200, 700]);
    expect(statedPrices('$12,345 a year')).toEqual([1234500]);
    expect(statedPrices('no price here')).toEqual([]);
  });

  test('a bump whose title states a price it does not charge is refused; its own price passes', () => {
    const problems = problemsAfter((m) =>
      m.bumpOffers.push(
        { sfid: 'B-1', product: 'Balm', title: 'Add a balm for $5.00', price: 5 },
        { sfid: 'B-2', product: 'Balm', title: 'Add a balm for $4.95', price: 5 },
      ),
    );
    expect(problems).toEqual([
      "campaigns/bump-offers.yaml: entry #2 'B-2': field 'title': the copy says $4.95, but the bump’s price is $5.00: shoppers would be charged another price than they read; correct the copy or the price",
    ]);
  });

  test("an offer's title, description and product description may state its prices and no other", () => {
    const problems = problemsAfter((m) => {
      const offer = m.offers[0]!;
      offer.title = 'More balm for $10, not $20, shipped for $0';
      offer.description = 'Now $12';
      offer.productDescription = 'Was $25';
    });
    expect(problems).toEqual([
      "campaigns/offers.yaml: entry #1 'OFF-1': field 'description': the copy says $12.00, but the offer’s price (offerPrice, standardPrice, shippingCost) is $10.00 or $20.00 or $0.00: shoppers would be charged another price than they read; correct the copy or the price",
      "campaigns/offers.yaml: entry #1 'OFF-1': field 'productDescription': the copy says $25.00, but the offer’s price (offerPrice, standardPrice, shippingCost) is $10.00 or $20.00 or $0.00: shoppers would be charged another price than they read; correct the copy or the price",
    ]);
  });
});

describe('R-CFG-2, R-CFG-3: what a main funnel names must exist', () => {
  test('an order form, a bump offer or a variant page that is not there is named, with the nearest valid name', () => {
    const problems = problemsAfter((m) => {
      m.bumpOffers.push({ sfid: 'B-1', product: 'Balm', title: 'Add a balm', price: 5 });
      f1(m).orderForm = 'ordr';
      f1(m).bumpOffers = ['B-1', 'B-2'];
      step(m, 1).variants[0]!.url = 'hom';
    });
    // The page home, no longer in a funnel, gets a problem of its own (graph.ts).
    expect(problems.filter((p) => p.startsWith(FUNNELS))).toEqual([
      "campaigns/funnels.yaml: entry #1 'F1': field 'orderForm': no page 'ordr'; did you mean 'order'?",
      "campaigns/funnels.yaml: entry #1 'F1': field 'bumpOffers.1': unknown bump offer 'B-2'; did you mean 'B-1'?",
      "campaigns/funnels.yaml: entry #1 'F1': field 'step 1, variant V1, url': no page 'hom'; did you mean 'home'?",
    ]);
  });

  test('names of entries left out for their own problems are not blamed a second time', () => {
    const problems = problemsAfter((m) => {
      m.leftOut.push('gone-page', 'BUMP-GONE');
      f1(m).orderForm = 'gone-page';
      f1(m).bumpOffers = ['BUMP-GONE'];
      step(m, 1).variants[0]!.url = 'gone-page';
    });
    expect(problems.filter((p) => p.includes("'gone-page'") || p.includes('BUMP-GONE'))).toEqual([]);
  });

  test('a step number used twice is refused, and a step naming a missing step lists the steps there are', () => {
    const problems = problemsAfter((m) => {
      step(m, 4).step = 5;
      f1(m).defaultFunnels.push({ ...structuredClone(step(m, 5)), name: 'Thanks again' });
      step(m, 3).overrideNo = 4;
    });
    expect(problems).toContain(
      "campaigns/funnels.yaml: entry #1 'F1': field 'step 5, step': step 5 appears twice: number the steps 1, 2, 3 …",
    );
    expect(problems).toContain(
      "campaigns/funnels.yaml: entry #1 'F1': field 'step 2, nextPageFail': no step 4 in this funnel (its steps: 1, 2, 3, 5)",
    );
    expect(problems).toContain(
      "campaigns/funnels.yaml: entry #1 'F1': field 'step 3, overrideNo': no step 4 in this funnel (its steps: 1, 2, 3, 5)",
    );
  });
});

test('R-CFG-3: a step naming a missing step lists the steps in order, however the file lists them', () => {
  const problems = problemsAfter((m) => {
    f1(m).defaultFunnels.reverse();
    step(m, 2).nextPageFail = 9;
  });
  expect(problems).toEqual([
    "campaigns/funnels.yaml: entry #1 'F1': field 'step 2, nextPageFail': no step 9 in this funnel (its steps: 1, 2, 3, 4)",
  ]);
});

describe('R-FLOW-2: the yes/no fields sit on the steps that read them and name the right kind of step', () => {
  /** F1 with a DownSell step 5 after its upsell (shown by the upsell page), the receipt moved to step 6. */
  function withDownsell(m: RawManifest): void {
    step(m, 2).nextPageFail = 6;
    step(m, 4).step = 6;
    f1(m).defaultFunnels.push({
      ...structuredClone(step(m, 3)),
      step: 5,
      name: 'Downsell',
      type: 'DownSell',
      variants: [{ ...step(m, 3).variants[0]!, sfid: 'V5' }],
    });
  }
  const fieldProblems = (edit: (m: RawManifest) => void) =>
    problemsAfter((m) => {
      withDownsell(m);
      edit(m);
    }).filter((p) => p.startsWith(`${FUNNELS}: entry #1 'F1': field 'step`));

  test('the right fields on the right steps pass', () => {
    expect(
      fieldProblems((m) => {
        step(m, 3).downsell = 5;
        step(m, 5).upsell = 3;
        step(m, 5).overrideNo = 6;
        step(m, 5).overrideYes = 6;
        step(m, 1).overrideYes = 2;
      }),
    ).toEqual([]);
  });

  const F1_STEP = "campaigns/funnels.yaml: entry #1 'F1': field 'step";
  test.each<[string, (m: RawManifest) => void, string[]]>([
    [
      'on a plain step only overrideYes is read',
      (m) => {
        step(m, 1).upsell = 3;
        step(m, 1).overrideNo = 3;
      },
      [
        " 1, upsell': 'upsell' is read only on Upsell and DownSell steps (a yes or no leads there); a Landing step goes on to the next step, or to overrideYes when set: remove it, or make this step an Upsell",
        " 1, overrideNo': 'overrideNo' is read only on Upsell and DownSell steps (a yes or no leads there); a Landing step goes on to the next step, or to overrideYes when set: remove it, or make this step an Upsell",
      ],
    ],
    [
      'a DownSell step reads no downsell: a no there goes to overrideNo',
      (m) => (step(m, 5).downsell = 6),
      [
        ` 5, downsell': 'downsell' is read only on an Upsell step (where "no thanks" leads); on a DownSell step a no goes to overrideNo, else the next upsell: use overrideNo`,
      ],
    ],
    [
      'a field naming its own step is ignored, so it is refused',
      (m) => (step(m, 3).overrideYes = 3),
      [" 3, overrideYes': 'overrideYes' names this step itself, so it is ignored; name another step"],
    ],
    [
      'downsell must name a DownSell step and upsell an Upsell step',
      (m) => {
        step(m, 3).downsell = 6;
        step(m, 5).upsell = 6;
      },
      [
        " 3, downsell': 'downsell' names step 6 'Thanks', a Thankyou Page step: name a DownSell step, or use overrideNo",
        " 5, upsell': 'upsell' names step 6 'Thanks', a Thankyou Page step: name an Upsell step, or use overrideYes",
      ],
    ],
  ])('%s', (_, edit, expected) => {
    expect(fieldProblems(edit)).toEqual(expected.map((rest) => `${F1_STEP}${rest}`));
  });
});

describe('R-CFG-3, R-CFG-4: split tests of a step', () => {
  test('without a split test exactly one of several variants is the default', () => {
    const twoVariants = (m: RawManifest) => {
      const home = step(m, 1);
      home.variants.push({ ...home.variants[0]!, sfid: 'V1B', default: false });
      return home;
    };
    const message =
      "campaigns/funnels.yaml: entry #1 'F1': field 'step 1, variants': without a split test exactly one variant must be the default: set `default: true` on one, or `splitTestEnabled: true` on the step";
    expect(problemsAfter(twoVariants)).toEqual([]);
    expect(problemsAfter((m) => (twoVariants(m).variants[1]!.default = true))).toEqual([message]);
    expect(problemsAfter((m) => (twoVariants(m).variants[0]!.default = false))).toEqual([message]);
    // One variant is shown whether or not it says default.
    expect(problemsAfter((m) => (step(m, 1).variants[0]!.default = false))).toEqual([]);
  });

  test('shares that add up to 100 but for rounding pass; the sum and each share are shown rounded', () => {
    const shares = (a: number, b: number) => (m: RawManifest) => {
      const [v1, v2] = step(m, 2).variants;
      v1!.percentage = a;
      v2!.percentage = b;
    };
    expect(problemsAfter(shares(66.6667, 33.3333))).toEqual([]);
    expect(problemsAfter(shares(50.0004, 49.9984))).toEqual([
      "campaigns/funnels.yaml: entry #1 'F1': field 'step 2, variants': the variants' percentages add up to 99.999, not 100 (V2A 50, V2B 49.998): change them so they add up to 100",
    ]);
    expect(problemsAfter(shares(60.1234, 40))).toEqual([
      "campaigns/funnels.yaml: entry #1 'F1': field 'step 2, variants': the variants' percentages add up to 100.123, not 100 (V2A 60.123, V2B 40): change them so they add up to 100",
    ]);
  });

  test('a split test with several ids passes; one with none is refused', () => {
    expect(problemsAfter((m) => step(m, 2).splitTesting.push({ sfid: 'ST-2' }))).toEqual([]);
    expect(problemsAfter((m) => (step(m, 2).splitTesting = []))).toEqual([
      "campaigns/funnels.yaml: entry #1 'F1': field 'step 2, splitTesting': the split test has no id, so the split-test report never shows it: add `splitTesting: [{ sfid: ST-F1-2 }]`",
    ]);
  });
});

describe('R-CFG-5, R-DST: destinations', () => {
  const split =
    (percentage: number, ...splitTesting: { funnel: string; percentage: number }[]) =>
    (m: RawManifest) => {
      addF2(m);
      const d = m.destinations[0]!;
      d.splitTestEnabled = true;
      d.percentage = percentage;
      d.splitTesting = splitTesting.map((t, i) => ({ sfid: `S-${i + 1}`, ...t }));
    };

  test('a split with shares adding up to 100 passes', () => {
    expect(problemsAfter(split(50, { funnel: 'F2', percentage: 30 }, { funnel: 'F1', percentage: 20 }))).toEqual([]);
  });

  test('shares that do not add up to 100 are listed by funnel', () => {
    expect(problemsAfter(split(50, { funnel: 'F2', percentage: 30.00004 }, { funnel: 'F1', percentage: 10 }))).toEqual([
      "campaigns/destinations.yaml: entry #1 'try-balm': field 'splitTesting': the shares add up to 90, not 100 (F1 50, F2 30, F1 10): change them so they add up to 100",
    ]);
  });

  test('a split turned on with no funnel to split with is refused', () => {
    expect(problemsAfter(split(60))).toEqual([
      "campaigns/destinations.yaml: entry #1 'try-balm': field 'splitTesting': the split test is on but lists no funnel to split with: add `- { sfid: …, funnel: …, percentage: … }`, or set `splitTestEnabled: false`",
      "campaigns/destinations.yaml: entry #1 'try-balm': field 'splitTesting': the shares add up to 60, not 100 (F1 60): change them so they add up to 100",
    ]);
  });

  test('R-DST-1: at 100 % every visitor stays on the default funnel, whatever else the split lists', () => {
    expect(problemsAfter(split(100))).toEqual([]);
    expect(problemsAfter(split(100, { funnel: 'F2', percentage: 30 }))).toEqual([]);
    expect(problemsAfter(split(99.9996, { funnel: 'F2', percentage: 30 }))).toEqual([]);
  });

  test('a split test that is off is not summed', () => {
    expect(
      problemsAfter((m) => {
        split(50, { funnel: 'F2', percentage: 30 })(m);
        m.destinations[0]!.splitTestEnabled = false;
      }),
    ).toEqual([]);
  });

  test('a funnel to split with must exist, unless it was left out for its own problem', () => {
    expect(problemsAfter(split(50, { funnel: 'F2', percentage: 25 }, { funnel: 'F3', percentage: 25 }))).toEqual([
      "campaigns/destinations.yaml: entry #1 'try-balm': field 'splitTesting.1.funnel': no main funnel 'F3'; did you mean 'F1' or 'F2'?",
    ]);
    expect(
      problemsAfter((m) => {
        split(50, { funnel: 'F3', percentage: 50 })(m);
        m.leftOut.push('F3');
      }),
    ).toEqual([]);
  });

  test("R-CFG-6: a generic URL is excused only by its own destination's funnel being left out", () => {
    const problems = problemsAfter((m) => {
      m.destinations.push({ ...m.destinations[0]!, sfid: 'D-2', genericUrl: 'try-more', defaultFunnel: 'F-GONE' });
      m.destinations.push({ ...m.destinations[0]!, sfid: 'D-3', genericUrl: 'try-less', defaultFunnel: 'F3' });
      m.leftOut.push('F-GONE');
      m.site.genericUrls = 'try-balm,try-more,try-less';
    });
    expect(problems).toEqual([
      "campaigns/destinations.yaml: entry #3 'try-less': field 'defaultFunnel': funnel not setup correctly: no main funnel 'F3'; did you mean 'F1'?",
      "campaigns/site.yaml: field 'genericUrls': funnel not setup correctly: generic URL 'try-less' has no main funnel; add a destination for it to campaigns/destinations.yaml, or remove it",
    ]);
  });

  test('R-CFG-6: a default funnel left out for its own problem is not blamed again, here or in site.yaml', () => {
    expect(
      problemsAfter((m) => {
        m.destinations[0]!.defaultFunnel = 'F3';
        m.leftOut.push('F3');
      }),
    ).toEqual([]);
  });
});

describe('R-RT-3, R-RT-4: page entries', () => {
  test.each(['index', '404', 'cms', 'gu', 'amazon-return', 'proxy', 'alternproxy', 'CMS', 'Gu'])(
    "the site's own route '%s' cannot be a page's path",
    (path) => {
      expect(problemsAfter((m) => addPage(m, { path, template: 'landing', title: 'Mine' }))).toContain(
        `${PAGES}: entry #7 '${path}': field 'path': '${path}' is reserved for the site's own routes; choose another path`,
      );
    },
  );

  test('a path the family does not imply is refused, naming both', () => {
    // The funnel's variant still names the implied path, which is now no page: that is its own problem.
    const onPage = (edit: (m: RawManifest) => void) => problemsAfter(edit).filter((p) => p.startsWith(PAGES));
    expect(onPage((m) => (m.pages[5]!.entry.path = 'os221230a_ap'))).toEqual([
      `${PAGES}: entry #6 'os221230a_ap': field 'path': the family implies 'os221230b_ap', not 'os221230a_ap': remove \`path\` or correct it`,
    ]);
    expect(problemsAfter((m) => (m.pages[5]!.entry.path = 'os221230b_ap'))).toEqual([]);
  });

  test("a family entry's own problem is its only one, the entry named by family and date", () => {
    const problems = problemsAfter((m) => (m.pages[5]!.entry.date = '221399'));
    expect(problems.filter((p) => p.startsWith(PAGES))).toEqual([
      `${PAGES}: entry #6 'os 221399': field 'date': '221399' is not a date: there is no month 13 (YYMMDD, e.g. 221230)`,
    ]);
  });

  test('a dated entry without its date is named by its family alone', () => {
    const problems = problemsAfter((m) => (m.pages[5]!.entry.date = undefined));
    expect(problems.filter((p) => p.startsWith(PAGES))).toEqual([
      `${PAGES}: entry #6 'os': field 'date': dated pages need a date (YYMMDD)`,
    ]);
  });

  test("recommendations are checked on every page, the problem on the page's entry", () => {
    const problems = problemsAfter((m) =>
      addPage(m, {
        path: 'land',
        template: 'legal',
        content: 'legal/terms',
        title: 'L',
        recommendations: [{ when: { a: 'b' }, product: 'Balm', because: 'x' }],
      }),
    );
    expect(problems).toContain(
      `${PAGES}: entry #7 'land': field 'recommendations': only a survey page has recommendations`,
    );
  });

  test('an entry without path or family, or without template, is refused', () => {
    const problems = problemsAfter((m) => {
      addPage(m, { title: 'Nowhere', template: 'landing' });
      addPage(m, { path: 'plain', title: 'Plain' });
    });
    expect(problems).toEqual([
      `${PAGES}: entry #7 '': field 'path': a page needs a path, or a family with date and variant`,
      `${PAGES}: entry #8 'plain': field 'template': a page needs a template`,
    ]);
  });

  test.each([
    [
      'offer-selector',
      'product',
      'the offer-selector template needs a product: add `product: <id from campaigns/products.yaml>`',
    ],
    [
      'order-form',
      'product',
      'the order-form template needs a product: add `product: <id from campaigns/products.yaml>`',
    ],
    [
      'secure-cart',
      'product',
      'the secure-cart template needs a product: add `product: <id from campaigns/products.yaml>`',
    ],
    ['upsell', 'offer', 'the upsell template needs an offer: add `offer: <sfid from campaigns/offers.yaml>`'],
    ['downsell', 'offer', 'the downsell template needs an offer: add `offer: <sfid from campaigns/offers.yaml>`'],
    [
      'legal',
      'content',
      'the legal template needs content: add `content: <file under campaigns/content, without .md>`',
    ],
    [
      'content',
      'content',
      'the content template needs content: add `content: <file under campaigns/content, without .md>`',
    ],
    [
      'advertorial',
      'content',
      'the advertorial template needs content: add `content: <file under campaigns/content, without .md>`',
    ],
    ['survey', 'questions', 'a survey page needs questions'],
    ['video', 'video', 'a video page needs a video (src and poster)'],
  ] as const)('a %s page without its %s is refused', (template, field, message) => {
    const problems = problemsAfter((m) => addPage(m, { path: 'new-page', template, title: 'New' }));
    expect(problems).toContain(`${PAGES}: entry #7 'new-page': field '${field}': ${message}`);
    expect(problems.filter((p) => p.includes("'new-page': field"))).toEqual([
      `${PAGES}: entry #7 'new-page': field '${field}': ${message}`,
    ]);
  });

  test('a page with what its template needs passes, whatever it names besides', () => {
    expect(
      problemsAfter((m) => {
        addPage(m, {
          path: 'new-page',
          template: 'landing',
          title: 'New',
          product: 'Balm',
          offer: 'OFF-1',
          content: 'legal/terms',
          funnel: 'F1',
        });
      }).filter((p) => p.includes("'new-page': field")),
    ).toEqual([]);
  });

  test('a product, offer, content or funnel that is not there is named, with the nearest valid name', () => {
    const problems = problemsAfter((m) =>
      addPage(m, {
        path: 'new-page',
        template: 'landing',
        title: 'New',
        product: 'Bal',
        offer: 'OFF-2',
        content: 'legal/term',
        funnel: 'F9',
      }),
    );
    expect(problems.filter((p) => p.includes("'new-page': field"))).toEqual([
      `${PAGES}: entry #7 'new-page': field 'product': unknown product 'Bal'; did you mean 'Balm'?`,
      `${PAGES}: entry #7 'new-page': field 'offer': unknown offer 'OFF-2'; did you mean 'OFF-1'?`,
      `${PAGES}: entry #7 'new-page': field 'content': no Markdown file campaigns/content/legal/term.md; did you mean 'legal/terms'?`,
      `${PAGES}: entry #7 'new-page': field 'funnel': unknown main funnel 'F9'; did you mean 'F1'?`,
    ]);
  });

  test('a product, offer or funnel left out for its own problem is not named again', () => {
    const problems = problemsAfter((m) => {
      m.leftOut.push('Gone', 'OFF-GONE', 'F-GONE');
      addPage(m, {
        path: 'new-page',
        template: 'landing',
        title: 'New',
        product: 'Gone',
        offer: 'OFF-GONE',
        funnel: 'F-GONE',
      });
    });
    expect(problems.filter((p) => p.includes("'new-page': field"))).toEqual([]);
  });

  test('R-RT-4: a page of a quantity its product is not sold in names the quantities it is sold in', () => {
    const problems = problemsAfter((m) => {
      addPage(m, { family: 'bundle', region: 'US', units: 6, product: 'Balm', title: '6 balms' });
      addPage(m, { path: 'single', template: 'order-form', units: 2, product: 'Balm', title: '2 balms' });
      m.products.push({
        ...structuredClone(m.products[0]!),
        id: 'Solo',
        sfid: 'P-2',
        bundles: [m.products[0]!.bundles[0]!],
      });
      addPage(m, { family: 'bundle', region: 'DS', units: 3, product: 'Solo', title: '3 solos' });
      addPage(m, { family: 'bundle', region: 'CTUS', units: 3, product: 'Balm', title: '3 balms' });
    });
    expect(problems.filter((p) => p.includes("field 'units'"))).toEqual([
      `${PAGES}: entry #7 'US_6-Unit-Balm': field 'units': Balm is not sold in 6 units: its bundles in campaigns/products.yaml are 1, 3 units; use units: 3, or add a 6-unit bundle (price, shippingCost, label) to Balm`,
      `${PAGES}: entry #8 'single': field 'units': Balm is not sold in 2 units: its bundles in campaigns/products.yaml are 1, 3 units; add a 2-unit bundle (price, shippingCost, label) to Balm`,
      `${PAGES}: entry #9 'DS_3-Unit-Solo': field 'units': Solo is not sold in 3 units: its bundles in campaigns/products.yaml are 1 unit; use units: 1, or add a 3-unit bundle (price, shippingCost, label) to Solo`,
    ]);
  });

  test('R-RT-4: a page of a region given its own path names every quantity of the region its product is sold in', () => {
    const problems = problemsAfter((m) => {
      const bundles = [3, 6].map((units) => ({ ...m.products[0]!.bundles[1]!, units }));
      m.products.push({ ...structuredClone(m.products[0]!), id: 'Six', sfid: 'P-2', bundles });
      addPage(m, { path: 'two-six', template: 'order-form', region: 'US', units: 2, product: 'Six', title: '2' });
    });
    expect(problems.filter((p) => p.includes("field 'units'"))).toEqual([
      `${PAGES}: entry #7 'two-six': field 'units': Six is not sold in 2 units: its bundles in campaigns/products.yaml are 3, 6 units; use units: 3 or 6, or add a 2-unit bundle (price, shippingCost, label) to Six`,
    ]);
  });

  test('a product sold only in one bundle of several units says "units"', () => {
    const problems = problemsAfter((m) => {
      const trio = { ...m.products[0]!.bundles[1]!, units: 3 };
      m.products.push({ ...structuredClone(m.products[0]!), id: 'Trio', sfid: 'P-2', bundles: [trio] });
      addPage(m, { path: 'one-trio', template: 'order-form', units: 1, product: 'Trio', title: '1 trio' });
    });
    expect(problems.filter((p) => p.includes("field 'units'"))).toEqual([
      `${PAGES}: entry #7 'one-trio': field 'units': Trio is not sold in 1 units: its bundles in campaigns/products.yaml are 3 units; add a 1-unit bundle (price, shippingCost, label) to Trio`,
    ]);
  });

  test('R-RT-1: a path that differs from an earlier one only in capitals is refused on the later entry', () => {
    const problems = problemsAfter((m) =>
      addPage(m, { path: 'Terms', template: 'legal', content: 'legal/terms', title: 'T' }),
    );
    expect(problems).toEqual([
      `${PAGES}: entry #7 'Terms': field 'path': 'Terms' differs from 'terms' of ${PAGES} entry #5 'terms' only in capitals: on a case-insensitive disk or CDN one page overwrites the other; choose another path`,
    ]);
  });

  test('a video file missing from public/ is refused, each by its field; files that are there pass', () => {
    const video = (captions?: string) => (m: RawManifest) =>
      addPage(m, {
        path: 'vsl',
        template: 'video',
        title: 'Watch',
        video: { src: '/video/vsl.mp4', poster: '/video/vsl-poster.svg', ...(captions ? { captions } : {}) },
      });
    expect(problemsAfter(video()).filter((p) => p.includes("'vsl': field 'video"))).toEqual([]);
    expect(problemsAfter(video('/video/vsl.vtt')).filter((p) => p.includes("'vsl': field 'video"))).toEqual([]);
    const problems = problemsAfter((m) => {
      video('/video/vsl.srt')(m);
      m.pages.at(-1)!.entry.video!.src = '/video/vsl.webm';
    });
    expect(problems.filter((p) => p.includes("'vsl': field 'video"))).toEqual([
      `${PAGES}: entry #7 'vsl': field 'video.src': no file public/video/vsl.webm; put the file there or correct the path`,
      `${PAGES}: entry #7 'vsl': field 'video.captions': no file public/video/vsl.srt; put the file there or correct the path`,
    ]);
  });
});

test('R-FLOW-4: a funnel without nextPageFail passes with a warning', () => {
  const { manifest, problems } = examined((m) => (step(m, 2).nextPageFail = undefined));
  expect(problems).toEqual([]);
  expect(manifest.warnings).toEqual([
    expect.stringMatching(/^campaigns\/funnels\.yaml: F1 names no nextPageFail, so a refused payment/),
  ]);
});

describe('R-RT-8: page names and shortcuts', () => {
  test('a page takes its name from its entry, from routes.yaml, or, in a family, its path; a page without one is reported', () => {
    const { manifest, problems } = examined((m) => {
      const legal = { template: 'legal', content: 'legal/terms' } as const;
      addPage(m, { path: 'named', name: 'Named', title: 'Named', ...legal });
      addPage(m, { path: 'nameless', title: 'Nameless', ...legal });
      m.routes.names.Gone = 'gone';
    });
    expect(problems).toEqual([]);
    const nameOf = (path: string) => manifest.pages.find((p) => p.path === path)?.pageName;
    expect([nameOf('named'), nameOf('order'), nameOf('os221230b_ap'), nameOf('nameless')]).toEqual([
      'Named',
      'Order',
      'os221230b_ap',
      undefined,
    ]);
    expect(manifest.warnings).toEqual([
      "campaigns/routes.yaml: name without a route: 'Gone' → 'gone'",
      `${PAGES}: route without a name: 'nameless'`,
    ]);
  });

  test('a shortcut must lead to a page: to a name routes.yaml gives, whose page is there', () => {
    const problems = problemsAfter((m) => {
      m.routes.names.Gone = 'gone';
      // Shortcuts the schema does not name, as a marketer's YAML can hold them.
      Object.assign(m.routes.shortcuts, { old: 'Gone', typo: 'Hme' });
    });
    expect(problems).toEqual([
      "campaigns/routes.yaml: entry shortcuts: field 'old': shortcut to missing page 'Gone'; name a page of routes.yaml's names",
      "campaigns/routes.yaml: entry shortcuts: field 'typo': shortcut to missing page 'Hme'; name a page of routes.yaml's names",
    ]);
  });
});

describe('R-GEN-2: a funnel-graph problem that only follows from one already reported is left out', () => {
  /** The thank-you step shows the landing page: no order of F1 reaches a receipt. */
  const noReceipt = (m: RawManifest) => (step(m, 4).variants[0]!.url = 'home');
  const NO_RECEIPT =
    "campaigns/funnels.yaml: entry #1 'F1': field 'step 2': order pages 'order', 'os221230b_ap': from step 2 of F1 no path reaches a receipt page on Mobile and Desktop; give the funnel a step showing a receipt page after it";

  test('on its own the graph problem is reported', () => {
    expect(problemsAfter(noReceipt)).toEqual([NO_RECEIPT]);
  });

  test('a problem of another entry does not hide it', () => {
    const problems = problemsAfter((m) => {
      noReceipt(m);
      m.products[0]!.image = '/images/products/balm.png';
    });
    expect(problems).toEqual([
      "campaigns/products.yaml: entry #1 'Balm': field 'image': no file public/images/products/balm.png; put the picture there or correct the path",
      NO_RECEIPT,
    ]);
  });

  test('a problem of a page the graph problem does not name does not hide it', () => {
    const problems = problemsAfter((m) => {
      noReceipt(m);
      m.pages[4]!.entry.content = 'legal/none';
    });
    expect(problems).toEqual([
      `${PAGES}: entry #5 'terms': field 'content': no Markdown file campaigns/content/legal/none.md`,
      NO_RECEIPT,
    ]);
  });

  test('a problem of campaigns/site.yaml, which the graph reads, silences the graph', () => {
    const problems = problemsAfter((m) => {
      noReceipt(m);
      m.site.genericUrls = 'try-balm,no-such-offer';
    });
    expect(problems).toEqual([
      "campaigns/site.yaml: field 'genericUrls': funnel not setup correctly: generic URL 'no-such-offer' has no main funnel; add a destination for it to campaigns/destinations.yaml, or remove it",
    ]);
  });

  test("a funnel entry's own problem, or a page's that the graph problem names, is reported alone", () => {
    expect(
      problemsAfter((m) => {
        noReceipt(m);
        f1(m).bumpOffers = ['NOPE'];
      }),
    ).toEqual(["campaigns/funnels.yaml: entry #1 'F1': field 'bumpOffers.0': unknown bump offer 'NOPE'"]);
    expect(
      problemsAfter((m) => {
        noReceipt(m);
        m.pages[1]!.entry.content = 'legal/none';
      }),
    ).toEqual([`${PAGES}: entry #2 'order': field 'content': no Markdown file campaigns/content/legal/none.md`]);
  });

  test('a page running in a funnel with a problem of its own, or in one left out, is not blamed for it', () => {
    const promo = (funnel: string) => (m: RawManifest) => {
      m.products.push({ ...structuredClone(m.products[0]!), id: 'Other', sfid: 'P-2' });
      addPage(m, { path: 'promo', template: 'content', title: 'P', content: 'legal/terms', product: 'Other', funnel });
    };
    expect(problemsAfter(promo('F1'))).toEqual([
      `${PAGES}: entry #7 'promo': field 'product': page 'promo' sells Other, but its funnel 'F1' sells Balm (its order form 'order'): name a funnel of Other in \`funnel:\`, or leave \`funnel:\` out`,
    ]);
    expect(
      problemsAfter((m) => {
        promo('F1')(m);
        f1(m).bumpOffers = ['NOPE'];
      }),
    ).toEqual(["campaigns/funnels.yaml: entry #1 'F1': field 'bumpOffers.0': unknown bump offer 'NOPE'"]);
    expect(
      problemsAfter((m) => {
        promo('F-GONE')(m);
        m.leftOut.push('F-GONE');
      }),
    ).toEqual([]);
  });
});
