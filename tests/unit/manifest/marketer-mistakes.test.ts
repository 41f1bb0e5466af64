/**
 * Issue 24: the mistakes a new marketer made following the docs, each made once in a copy of the
 * sample `campaigns/` (edited as text, as a marketer edits it). The build's checks must refuse
 * each one with file, entry, field, what is wrong and the fix.
 */
import { describe, expect, test } from 'vitest';
import { appendTo, campaignsCopy, linesBetween, read, replaceIn } from './campaigns-copy.ts';
import { problemsOf } from './fixture.ts';

/** A copy of `campaigns/` with `edit` applied, and the problems the build's checks find in it. */
async function problemsWith(edit: (dir: string) => void): Promise<string[]> {
  const dir = campaignsCopy();
  edit(dir);
  return problemsOf(dir);
}

const NIGHT_MASK = `- id: NightMask
  sfid: P-NM-011
  name: Night Mask
  kind: balm
  description: An overnight mask of olive squalane and thyme honey.
  image: /images/products/ageless-beauty-balm.svg
  taxCode: PC040100
  bundles:
    - { units: 1, price: 39.00, shippingCost: 6.95, label: '1 jar · 30-day supply' }
    - { units: 3, price: 99.00, shippingCost: 0.00, label: '3 jars · 90-day supply' }
`;

describe('R-GEN-2: each marketer mistake fails the build with file, entry, field, why and the fix', () => {
  test('the sample manifest has no problem', async () => {
    expect(await problemsWith(() => undefined)).toEqual([]);
  });

  test('R-CFG-2: 1. a copied funnel left with the same uniqueIdentifier blames the copy, naming the first', async () => {
    const problems = await problemsWith((dir) => {
      const renew = linesBetween(dir, 'funnels.yaml', '- sfid: MF-RENEW-01');
      appendTo(dir, 'funnels.yaml', `\n${renew.replace('MF-RENEW-01', 'MF-RENEW-02').replace(/V-REN-/g, 'V-REN2-')}`);
    });
    expect(problems).toEqual([
      "campaigns/funnels.yaml: entry #3 'RENEW01': field 'uniqueIdentifier': uniqueIdentifier 'RENEW01' is already used by " +
        "campaigns/funnels.yaml entry #2 'RENEW01': shoppers of its destinations would go into one of the two; give this " +
        "funnel its own uniqueIdentifier (e.g. 'RENEW01B') and point a destination at it",
      expect.stringContaining(
        "entry #3 'RENEW01': field 'step 1, splitTesting': split-test id 'ST-RENEW-VIDEO-1' is already used by funnel RENEW01 step 1",
      ),
    ]);
  });

  test('2. a copied product left with the same id blames the copy, naming the first', async () => {
    const problems = await problemsWith((dir) => {
      const tea = linesBetween(dir, 'products.yaml', '- id: BeautyTea\n', '- id: multiacid\n');
      appendTo(dir, 'products.yaml', tea.replace('P-BT-004', 'P-BT-014').replace('price: 75.00', 'price: 45.00'));
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^campaigns\/products\.yaml: entry #10 'BeautyTea': field 'id': product id 'BeautyTea' is already used by campaigns\/products\.yaml entry #4 'BeautyTea': .*give this product its own id/,
      ),
    ]);
  });

  test('R-CFG-3: 3. a step type of free text is refused, naming the step and the valid types', async () => {
    const problems = await problemsWith((dir) => replaceIn(dir, 'funnels.yaml', 'type: Upsell', 'type: Up-sell'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      "campaigns/funnels.yaml: entry #1 'AGELESS01': field 'step 6, type': 'Up-sell' is not one of",
    );
    expect(problems[0]).toContain("'Upsell', 'DownSell', 'Thankyou Page'");
    expect(problems[0]).toContain("did you mean 'Upsell'?");
  });

  test('R-FLOW-2: a downsell on a step that never reads it is refused, saying where it is read', async () => {
    const problems = await problemsWith((dir) =>
      replaceIn(dir, 'funnels.yaml', /(name: Order form\n\s+type: OrderForm\n)/, '$1      downsell: 7\n'),
    );
    expect(problems).toEqual([
      expect.stringContaining(
        "entry #1 'AGELESS01': field 'step 5, downsell': 'downsell' is read only on Upsell and DownSell steps",
      ),
    ]);
  });

  test('R-RT-4: 4. a bundle page for a quantity its product is not sold in says which quantities it is sold in', async () => {
    const problems = await problemsWith((dir) => {
      appendTo(dir, 'products.yaml', NIGHT_MASK);
      appendTo(
        dir,
        'pages/bundles.yaml',
        "- { family: bundle, region: US, units: 6, product: NightMask, title: '6 × Night Mask: secure order' }",
      );
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /bundles\.yaml: entry #\d+ 'US_6-Unit-NightMask': field 'units': NightMask is not sold in 6 units: its bundles in campaigns\/products\.yaml are 1, 3 units; use units: 3, or add a 6-unit bundle/,
      ),
    ]);
  });

  test('R-CFG-3, R-VAR-2: 5. a split test without its id is refused: the report would never show it', async () => {
    const problems = await problemsWith((dir) =>
      replaceIn(dir, 'funnels.yaml', '      splitTesting: [{ sfid: ST-AGE-LANDING-1 }]\n', ''),
    );
    expect(problems).toEqual([
      "campaigns/funnels.yaml: entry #1 'AGELESS01': field 'step 1, splitTesting': the split test has no id, so the " +
        'split-test report never shows it: add `splitTesting: [{ sfid: ST-AGELESS01-1 }]`',
    ]);
  });

  test('R-CFG-3: 5. a split left without splitTestEnabled is refused, not silently turned off', async () => {
    const problems = await problemsWith((dir) =>
      replaceIn(
        dir,
        'funnels.yaml',
        '      splitTestEnabled: true\n      splitTesting: [{ sfid: ST-AGE-LANDING-1 }]',
        '      splitTesting: [{ sfid: ST-AGE-LANDING-1 }]',
      ),
    );
    expect(problems).toEqual([
      "campaigns/funnels.yaml: entry #1 'AGELESS01': field 'step 1, splitTestEnabled': the step gives split-test ids " +
        'and shares but no `splitTestEnabled`, so the split is off and every shopper sees the default: add ' +
        '`splitTestEnabled: true` to run it, or `splitTestEnabled: false` to keep it off',
    ]);
  });

  test('R-CFG-4: 5. split-test shares must add up to 100: 33.4/33.3/33.3 passes, 50.4/50.4 does not', async () => {
    const thirds = await problemsWith((dir) =>
      replaceIn(
        dir,
        'funnels.yaml',
        /( +)- \{ sfid: V-AGE-1A, url: pl221101a_ap, default: true, percentage: 50 \}\n +- \{ sfid: V-AGE-1B, url: article-common-gh, percentage: 50 \}/,
        '$1- { sfid: V-AGE-1A, url: pl221101a_ap, default: true, percentage: 33.4 }\n$1- { sfid: V-AGE-1B, url: article-common-gh, percentage: 33.3 }\n$1- { sfid: V-AGE-1C, url: pl221201a_ap, percentage: 33.3 }',
      ),
    );
    expect(thirds.filter((p) => p.includes('add up'))).toEqual([]);
    const over = await problemsWith((dir) => {
      replaceIn(
        dir,
        'funnels.yaml',
        'url: os221215a_ap, default: true, percentage: 50 }',
        'url: os221215a_ap, default: true, percentage: 50.4 }',
      );
      replaceIn(dir, 'funnels.yaml', 'url: os221215b_ap, percentage: 50 }', 'url: os221215b_ap, percentage: 50.4 }');
    });
    expect(over).toEqual([
      "campaigns/funnels.yaml: entry #1 'AGELESS01': field 'step 5, variants': the variants' percentages add up to 100.8, " +
        'not 100 (V-AGE-5A 50.4, V-AGE-5B 50.4): change them so they add up to 100',
    ]);
  });

  test('R-CFG-5: 6. a second destination with the same genericUrl blames the new one, naming the first', async () => {
    const problems = await problemsWith((dir) =>
      appendTo(
        dir,
        'destinations.yaml',
        '- { sfid: DST-RENEW-2, genericUrl: renew-offer, defaultFunnel: AGELESS01, splitTestEnabled: false }',
      ),
    );
    expect(problems).toEqual([
      "campaigns/destinations.yaml: entry #3 'renew-offer': field 'genericUrl': genericUrl 'renew-offer' is already used " +
        "by campaigns/destinations.yaml entry #2 'renew-offer': /gu/renew-offer can lead into one funnel only; give this " +
        "destination its own genericUrl, or change the first one's defaultFunnel",
    ]);
  });

  test('R-CFG-5: 6b. a genericUrl that differs from another only in its capitals is the same address, refused the same way', async () => {
    const problems = await problemsWith((dir) =>
      appendTo(
        dir,
        'destinations.yaml',
        '- { sfid: DST-RENEW-2, genericUrl: Renew-Offer, defaultFunnel: AGELESS01, splitTestEnabled: false }',
      ),
    );
    expect(problems).toEqual([
      "campaigns/destinations.yaml: entry #3 'Renew-Offer': field 'genericUrl': genericUrl 'Renew-Offer' is already used " +
        "by campaigns/destinations.yaml entry #2 'renew-offer' (only the capitals differ): /gu/renew-offer can lead into one " +
        "funnel only; give this destination its own genericUrl, or change the first one's defaultFunnel",
    ]);
  });

  test("7. a product picture that is not under public/ is refused with the file's path", async () => {
    const problems = await problemsWith((dir) =>
      replaceIn(
        dir,
        'products.yaml',
        'image: /images/products/beauty-tea.svg',
        'image: /images/products/beauty-tea.png',
      ),
    );
    expect(problems).toEqual([
      "campaigns/products.yaml: entry #4 'BeautyTea': field 'image': no file public/images/products/beauty-tea.png; put the picture there or correct the path",
    ]);
  });

  test('7. a video file that is not under public/ is refused', async () => {
    const problems = await problemsWith((dir) =>
      replaceIn(dir, 'pages/core.yaml', 'poster: /video/vsl-poster.svg', 'poster: /video/vsl-poster.png'),
    );
    expect(problems).toEqual([
      expect.stringContaining("core.yaml: entry #3 'vsl': field 'video.poster': no file public/video/vsl-poster.png"),
    ]);
  });

  test('R-RT-1: 7. a page path that differs from another only in capitals blames the new one', async () => {
    const problems = await problemsWith((dir) =>
      appendTo(
        dir,
        'pages/core.yaml',
        '- { path: securecart, template: secure-cart, title: "Secure checkout", product: AgelessBeautyBalm, funnel: AGELESS01 }',
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /core\.yaml: entry #\d+ 'securecart': field 'path': 'securecart' differs from 'SecureCart' of .*core\.yaml entry #7 'SecureCart' only in capitals: .*choose another path/,
      ),
    ]);
  });

  test('a path used twice blames the new entry, naming the old one', async () => {
    const problems = await problemsWith((dir) =>
      appendTo(
        dir,
        'pages/order-forms.yaml',
        "- { family: os, date: '221215', variant: a, title: 'Again', product: AgelessBeautyBalm }",
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /order-forms\.yaml: entry #\d+ 'os221215a_ap': field 'path': duplicate path 'os221215a_ap', already used by .*order-forms\.yaml entry #\d+ 'os221215a_ap': each page needs its own path/,
      ),
    ]);
  });
});

describe('R-GEN-2: common slips get their own hint', () => {
  test("an unquoted date is read as a number: write date: '221223'", async () => {
    const problems = await problemsWith((dir) =>
      appendTo(
        dir,
        'pages/order-forms.yaml',
        '- { family: os, date: 221223, variant: b, title: "Secure order: Beauty Tea", product: BeautyTea }',
      ),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /order-forms\.yaml: entry #\d+ 'os221223b_ap': field 'date': 221223 is read as a number: write `date: '221223'` \(in quotes\)$/,
      ),
    ]);
  });

  test('a YYMMDD start or end is read as a number: write it as a store date, 2026-12-24', async () => {
    const problems = await problemsWith((dir) =>
      replaceIn(
        dir,
        'funnels.yaml',
        '  uniqueIdentifier: RENEW01\n',
        '  uniqueIdentifier: RENEW01\n  starts: 261224\n',
      ),
    );
    expect(problems).toEqual([
      "campaigns/funnels.yaml: entry #2 'RENEW01': field 'starts': 261224 is read as a number: write the date as `starts: 2026-12-24` (or a date and time, `starts: 2026-12-24 09:00`)",
    ]);
  });

  test('a date starting with 0 gets its six digits back', async () => {
    const problems = await problemsWith((dir) =>
      appendTo(
        dir,
        'pages/order-forms.yaml',
        '- { family: os, date: 010223, variant: b, title: "Secure order: Beauty Tea", product: BeautyTea }',
      ),
    );
    expect(problems[0]).toContain("write `date: '010223'`");
  });

  test('a tab in the indentation names the line, shows it and says to use spaces', async () => {
    const problems = await problemsWith((dir) =>
      replaceIn(dir, 'products.yaml', '\n  sfid: P-SRE-002', '\n\tsfid: P-SRE-002'),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /products\.yaml: not valid YAML at line 20 \(`→sfid: P-SRE-002`\): it is indented with a tab; YAML indents with spaces only/,
    );
    expect(problems[0]).toContain('the YAML reader says:');
  });

  test('a line indented unlike its entry names the line and the indent it needs', async () => {
    const problems = await problemsWith((dir) =>
      replaceIn(dir, 'products.yaml', '\n  name: Skin Renew Elixir', '\n   name: Skin Renew Elixir'),
    );
    expect(problems).toEqual([
      expect.stringContaining(
        'not valid YAML at line 21 (`   name: Skin Renew Elixir`): it is indented 3 spaces, but line 20 above it 2',
      ),
    ]);
  });

  test('a missing required field is named, with how to add it', async () => {
    const problems = await problemsWith((dir) =>
      appendTo(dir, 'pages/order-forms.yaml', '- { family: os, date: "221223", variant: b, product: BeautyTea }'),
    );
    expect(problems).toEqual([
      expect.stringContaining("field 'title': 'title' is missing; every entry needs it: add `title: …`"),
    ]);
  });

  test('a misspelt field name gets the closest valid one', async () => {
    const problems = await problemsWith((dir) =>
      appendTo(
        dir,
        'pages/order-forms.yaml',
        '- { family: os, date: "221223", variant: b, tittle: "x", title: "Secure order", product: BeautyTea }',
      ),
    );
    expect(problems).toEqual([
      expect.stringContaining("field 'tittle': unknown field 'tittle'; did you mean 'title'?"),
    ]);
  });

  test('an unknown product gets the closest valid names', async () => {
    const problems = await problemsWith((dir) =>
      appendTo(
        dir,
        'pages/order-forms.yaml',
        '- { family: os, date: "221223", variant: b, title: "Secure order", product: BeautyTee }',
      ),
    );
    expect(problems).toEqual([
      expect.stringContaining("field 'product': unknown product 'BeautyTee'; did you mean 'BeautyTea'"),
    ]);
  });

  test('an unknown page in a funnel gets the closest valid names', async () => {
    const problems = await problemsWith((dir) => replaceIn(dir, 'funnels.yaml', 'url: vsl,', 'url: vls,'));
    expect(problems).toEqual([
      "campaigns/funnels.yaml: entry #1 'AGELESS01': field 'step 2, variant V-AGE-2A, url': no page 'vls'; did you mean 'vsl'?",
    ]);
  });
});

describe('R-GEN-2: every problem at once', () => {
  test('a schema problem, a reference problem and a funnel-graph problem are reported together', async () => {
    const problems = await problemsWith((dir) => {
      appendTo(
        dir,
        'pages/order-forms.yaml',
        '- { family: os, date: 221223, variant: b, title: "x", product: BeautyTea }',
      );
      replaceIn(
        dir,
        'pages/core.yaml',
        'product: AgelessBeautyBalm, label: Advertorial',
        'product: AgelessBalm, label: Advertorial',
      );
      // RENEW01's last step shows an offer instead of its receipt: no order of RENEW01 reaches a receipt.
      replaceIn(
        dir,
        'funnels.yaml',
        '- { sfid: V-REN-6A, url: IkariaBeauty-Receipt_AP',
        '- { sfid: V-REN-6A, url: downsell-tea',
      );
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining("field 'date': 221223 is read as a number"),
        expect.stringContaining("field 'product': unknown product 'AgelessBalm'"),
        expect.stringContaining("entry #2 'RENEW01': field 'step 2': order page 'US_3-Unit-SkinRenewElixir'"),
      ]),
    );
  });

  test('a funnel left out for its own problem is not blamed again by the pages that run in it', async () => {
    const problems = await problemsWith((dir) => replaceIn(dir, 'funnels.yaml', 'type: Upsell', 'type: Up-sell'));
    expect(problems).toHaveLength(1);
    expect(read(campaignsCopy(), 'funnels.yaml')).toContain('type: Upsell');
  });
});

test('R-GEN-2: an entry left out for its own problem does not shift the numbers of the entries after it', async () => {
  const problems = await problemsWith((dir) => {
    replaceIn(dir, 'funnels.yaml', 'type: Video', 'type: Vid');
    replaceIn(dir, 'funnels.yaml', 'url: os221215b_ap, percentage: 50 }', 'url: os221215b_ap, percentage: 55 }');
    replaceIn(
      dir,
      'funnels.yaml',
      '- { sfid: V-REN-2A, url: US_3-Unit-SkinRenewElixir',
      '- { sfid: V-REN-2A, url: US_3-Unit-SkinRenewElix',
    );
  });
  expect(problems).toEqual([
    expect.stringContaining("campaigns/funnels.yaml: entry #1 'AGELESS01': field 'step 2, type': 'Vid' is not one of"),
    expect.stringContaining(
      "campaigns/funnels.yaml: entry #2 'RENEW01': field 'step 2, variant V-REN-2A, url': no page 'US_3-Unit-SkinRenewElix'; did you mean 'US_3-Unit-SkinRenewElixir'",
    ),
  ]);
});
