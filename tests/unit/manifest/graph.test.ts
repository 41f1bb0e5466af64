import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkContentLinks, markdownLinks } from '../../../src/manifest/content-links.ts';
import { fillPlaceholders, placeholderValues } from '../../../src/manifest/placeholders.ts';
import { fixtureDir, manifestWith, problemsOf } from './fixture.ts';

type Entry = Record<string, unknown>;
type Step = Entry & { variants: Entry[] };
type Funnel = Entry & { defaultFunnels: Step[] };
const pagesFile = 'pages/pages.yaml';
const sampleDir = join(import.meta.dirname, '..', '..', '..', 'campaigns');

/** Changes one more file of a copied manifest. */
function alsoEdit(dir: string, file: string, edit: (data: unknown) => unknown): string {
  const path = join(dir, file);
  writeFileSync(path, stringify(edit(parse(readFileSync(path, 'utf8')))));
  return dir;
}

const addPage = (page: Entry) => (d: unknown) => [...(d as Entry[]), page];
const editF1 = (edit: (f: Funnel) => void) => (d: unknown) => {
  edit((d as Funnel[])[0]!);
  return d;
};
/** The thank-you step (index 3) shows the landing page instead of the receipt. */
const noReceipt = editF1((f) => (f.defaultFunnels[3]!.variants[0]!.url = 'home'));
const withOtherProduct = (dir: string) =>
  alsoEdit(dir, 'products.yaml', (d) => [...(d as Entry[]), { ...(d as Entry[])[0], id: 'Other', sfid: 'P-2' }]);

describe('R-GEN-2: every order page reaches a receipt', () => {
  test('R-GEN-2: the fixture and the sample manifest have a sound funnel graph', async () => {
    expect(await problemsOf(fixtureDir)).toEqual([]);
    expect(await problemsOf(sampleDir)).toEqual([]);
  });

  test('R-GEN-2: an order page with no path to a receipt fails naming file, entry and field', async () => {
    const problems = await problemsOf(manifestWith('funnels.yaml', noReceipt));
    expect(problems).toContainEqual(
      expect.stringContaining(
        "funnels.yaml: entry #1 'F1': field 'step 2': order pages 'order', 'os221230b_ap': from step 2 of F1 no path reaches a receipt page on Mobile and Desktop; give the funnel a step showing a receipt page after it",
      ),
    );
  });

  test('R-GEN-2, R-FLOW-6: a receipt shown only on desktops leaves phone shoppers without one', async () => {
    const dir = manifestWith(
      'funnels.yaml',
      editF1((f) => (f.defaultFunnels[3]!.variants[0]!.visibility = 'Desktop only')),
    );
    expect(await problemsOf(dir)).toContainEqual(
      expect.stringContaining(
        "field 'step 2': order pages 'order', 'os221230b_ap': from step 2 of F1 no path reaches a receipt page on Mobile;",
      ),
    );
  });

  test('R-GEN-2: an order page that runs in no main funnel fails on its own entry, field funnel', async () => {
    const dir = manifestWith(
      pagesFile,
      addPage({ path: 'order2', template: 'order-form', title: 'O', product: 'Balm' }),
    );
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining(
        "pages.yaml: entry #7 'order2': field 'funnel': the order-form page runs in no main funnel: set 'funnel:' or site.funnels.default",
      ),
    ]);
  });

  test("R-GEN-2: an order page no funnel lists stands at site.funnels.default's order-form step and reaches its receipt", async () => {
    const dir = manifestWith(
      pagesFile,
      addPage({ path: 'order2', template: 'secure-cart', title: 'O', product: 'Balm' }),
    );
    alsoEdit(dir, 'site.yaml', (d) => ({ ...(d as Entry), funnels: { default: 'F1' } }));
    expect(await problemsOf(dir)).toEqual([]);
  });

  test("R-GEN-2: an unlisted order page standing at a step that reaches no receipt is named in that step's one problem", async () => {
    const dir = manifestWith(
      pagesFile,
      addPage({ path: 'order2', template: 'order-form', title: 'O', product: 'Balm', funnel: 'F1' }),
    );
    alsoEdit(dir, 'funnels.yaml', noReceipt);
    expect(await problemsOf(dir)).toEqual([
      "campaigns/funnels.yaml: entry #1 'F1': field 'step 2': order pages 'order', 'os221230b_ap' (and 1 order page that stands at this step: order2): from step 2 of F1 no path reaches a receipt page on Mobile and Desktop; give the funnel a step showing a receipt page after it",
    ]);
  });

  test.each([
    [undefined, ["funnels.yaml: entry #1 'F1': field 'step 5': order page 'retry': from step 5 of F1"]],
    [3, []],
  ])(
    'R-FLOW-1, R-FLOW-4: a payment-retry cart after the thank-you page reaches a receipt only through overrideYes (%s)',
    async (overrideYes, expected) => {
      const dir = manifestWith(
        pagesFile,
        addPage({ path: 'retry', template: 'secure-cart', title: 'R', product: 'Balm' }),
      );
      const retry = {
        step: 5,
        name: 'Retry',
        type: 'SecureCart',
        overrideYes,
        variants: [{ sfid: 'V5', url: 'retry' }],
      };
      alsoEdit(
        dir,
        'funnels.yaml',
        editF1((f) => f.defaultFunnels.push(retry)),
      );
      expect(await problemsOf(dir)).toEqual(expected.map((e) => expect.stringContaining(e)));
    },
  );

  test('R-GEN-2: the graph is not walked while a reference it needs is broken (no crash, one problem)', async () => {
    const dir = manifestWith(
      'funnels.yaml',
      editF1((f) => (f.orderForm = 'gone')),
    );
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining("funnels.yaml: entry #1 'F1': field 'orderForm': no page 'gone'"),
    ]);
  });
});

describe('R-GEN-2: every target exists', () => {
  test("R-GEN-2: a call to action that leads to no page fails naming the page's file, entry and field", async () => {
    const dir = manifestWith(
      pagesFile,
      addPage({ path: 'story', template: 'advertorial', title: 'S', content: 'legal/terms' }),
    );
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining(
        "pages.yaml: entry #7 'story': field 'funnel': the call to action leads to '/offer-selector', which is no page",
      ),
    ]);
  });

  test('R-GEN-2: site.funnels must name an existing main funnel', async () => {
    const dir = manifestWith('site.yaml', (d) => ({ ...(d as Entry), funnels: { default: 'NOPE' } }));
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining("site.yaml: field 'funnels.default': no main funnel 'NOPE'"),
    ]);
  });
});

describe('R-GEN-2: the pages of a funnel sell its product', () => {
  test("R-GEN-2: a plain step showing another product's page fails naming the variant url", async () => {
    const dir = withOtherProduct(
      manifestWith(pagesFile, (d) => (d as Entry[]).map((p) => (p.path === 'home' ? { ...p, product: 'Other' } : p))),
    );
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining(
        "funnels.yaml: entry #1 'F1': field 'step 1, variant V1, url': page 'home' sells Other, but the funnel sells Balm (its order form 'order'): show a page of Balm here, or move this step to a funnel of Other",
      ),
    ]);
  });

  test("R-GEN-2: a page naming its funnel must sell the funnel's product (field product)", async () => {
    const promo = {
      path: 'promo',
      template: 'content',
      title: 'P',
      content: 'legal/terms',
      product: 'Other',
      funnel: 'F1',
    };
    const dir = withOtherProduct(manifestWith(pagesFile, addPage(promo)));
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining(
        "pages.yaml: entry #7 'promo': field 'product': page 'promo' sells Other, but its funnel 'F1' sells Balm (its order form 'order')",
      ),
    ]);
  });
});

describe('R-GEN-2: links in Markdown content lead somewhere', () => {
  test('R-GEN-2: a Markdown link to nothing fails naming the file, the line and field link', async () => {
    const dir = manifestWith(pagesFile, (d) => d);
    const text = [
      '---',
      'title: Terms',
      '---',
      'See [your orders]({{cartBaseUrl}}/account/orders) and [the offer]({{funnelBaseUrl}}/order).',
      '<a href="/thanks">Thanks</a> <a href="%7B%7BaffiliateBaseUrl%7D%7D/join">Join</a>',
      '[ref]: /nowhere',
    ].join('\n');
    writeFileSync(join(dir, 'content/legal/terms.md'), text);
    expect(await problemsOf(dir)).toEqual([
      expect.stringContaining(
        "content/legal/terms.md: entry line 4: field 'link': '{{cartBaseUrl}}/account/orders' leads to '/account/orders', which is no page",
      ),
      expect.stringContaining(
        "content/legal/terms.md: entry line 5: field 'link': '%7B%7BaffiliateBaseUrl%7D%7D/join'",
      ),
      expect.stringContaining("content/legal/terms.md: entry line 6: field 'link': '/nowhere'"),
    ]);
  });

  test('R-GEN-2: links are found inline, in images, as <a href> and as reference definitions, with their line', () => {
    const text = 'A [x](/a "T") ![i](/b.svg)\n<a class="c" href=\'/c\'>c</a>\n  [r]: </d> "t"\n`no link` here';
    expect(markdownLinks(text)).toEqual([
      { line: 1, target: '/a' },
      { line: 1, target: '/b.svg' },
      { line: 2, target: '/c' },
      { line: 3, target: '/d' },
    ]);
  });

  test('R-GEN-2, R-RT-1, R-RT-6: a site link may name /, a page, cms/<id>, gu/<genericUrl>, amazon-return or a public file', () => {
    const ok = ['/', '', '/order?x=1', 'order#top', '/cms/faq', '/gu/try-balm', '/amazon-return', '/images/a.svg'];
    const elsewhere = ['#top', 'mailto:a@b.example', 'tel:+15550100', 'https://other.example/x', '//cdn.example/y'];
    const broken = ['/cms/nope', '/gu/nope', '/images/b.svg', '/orders', 'legal/terms'];
    const links = [...ok, ...elsewhere, ...broken].map((target, i) => ({ file: 'c.md', line: i + 1, target }));
    const problems = checkContentLinks(links, {
      pagePaths: new Set(['order']),
      contentIds: ['cms/faq', 'legal/terms'],
      genericUrls: ['try-balm'],
      publicFiles: ['images/a.svg'],
    });
    expect(problems.map((p) => links[Number(p.entry.replace('line ', '')) - 1]!.target)).toEqual(broken);
  });
});

describe('R-API-4: content placeholders in a local or preview build', () => {
  const site = {
    placeholders: {
      funnelBaseUrl: 'https://f.example',
      cartBaseUrl: 'https://c.example',
      affiliateBaseUrl: 'https://a.example',
    },
  };

  test("R-API-4: without CONTENT_LINKS=live the placeholders fill with this site's own paths", () => {
    expect(fillPlaceholders('{{funnelBaseUrl}}/CTUS_3-Unit-RetinolSerum', placeholderValues(site, {}))).toBe(
      '/CTUS_3-Unit-RetinolSerum',
    );
    expect(fillPlaceholders('%7B%7BcartBaseUrl%7D%7D/x', placeholderValues(site, { CONTENT_LINKS: 'local' }))).toBe(
      '/x',
    );
  });

  test('R-API-4: with CONTENT_LINKS=live they fill with site.placeholders', () => {
    expect(fillPlaceholders('{{funnelBaseUrl}}/vsl', placeholderValues(site, { CONTENT_LINKS: 'live' }))).toBe(
      'https://f.example/vsl',
    );
  });
});

describe('R-FLOW-1: every survey leads on', () => {
  const quiz = (over: Entry = {}) =>
    addPage({
      path: 'quiz',
      template: 'survey',
      title: 'Q',
      questions: [{ id: 'age', question: 'Age?', answers: ['Young', 'Old'] }],
      ...over,
    });
  /** F1's first step becomes its quiz step, so the order form follows it. */
  const withQuizStep = editF1((f) => (f.defaultFunnels[0]!.type = 'Survey'));

  test('R-FLOW-1: an unlisted survey in a funnel with a Survey step stands there, and "See my results" leads on', async () => {
    const dir = manifestWith(pagesFile, quiz({ funnel: 'F1' }));
    alsoEdit(dir, 'funnels.yaml', withQuizStep);
    expect(await problemsOf(dir)).toEqual([]);
  });

  test('R-FLOW-1: a survey that names no funnel runs in site.funnels.default', async () => {
    const dir = manifestWith(pagesFile, quiz());
    alsoEdit(dir, 'funnels.yaml', withQuizStep);
    alsoEdit(dir, 'site.yaml', (d) => ({ ...(d as Entry), funnels: { default: 'F1' } }));
    expect(await problemsOf(dir)).toEqual([]);
  });

  test('R-GEN-2, R-FLOW-5: a survey whose funnel has no Survey step fails on its entry, field funnel', async () => {
    expect(await problemsOf(manifestWith(pagesFile, quiz({ funnel: 'F1' })))).toEqual([
      expect.stringContaining(
        `pages.yaml: entry #7 'quiz': field 'funnel': "See my results" leads nowhere on Mobile and Desktop: F1 needs a Survey step with a step after it`,
      ),
    ]);
  });

  test('R-GEN-2: a survey in no funnel fails on its entry, field funnel', async () => {
    expect(await problemsOf(manifestWith(pagesFile, quiz()))).toEqual([
      expect.stringContaining(
        "pages.yaml: entry #7 'quiz': field 'funnel': the survey runs in no main funnel: set 'funnel:' or site.funnels.default",
      ),
    ]);
  });
});
