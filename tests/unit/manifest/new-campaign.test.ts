import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { checkManifest } from '../../../src/manifest/check.ts';
import { heldProducts } from '../../../src/domain/funnel/held-offers.ts';
import { yymmdd } from '../../../src/manifest/families.ts';
import { offerCatalogue } from '../../../src/manifest/offer-catalogue.ts';
import { readManifest } from '../../../src/manifest/load.ts';
import { blockYaml, planCampaign, withGenericUrl, type CampaignPlan } from '../../../src/manifest/new-campaign.ts';

const campaigns = join(import.meta.dirname, '..', '..', '..', 'campaigns');
const manifest = checkManifest(await readManifest(campaigns));
const funnelsText = readFileSync(join(campaigns, 'funnels.yaml'), 'utf8');
const today = yymmdd(new Date());

function plan(answers: Partial<Parameters<typeof planCampaign>[0]>): CampaignPlan {
  const result = planCampaign(
    { campaign: 'WINTER26', product: 'SkinRenewElixir', date: today, ...answers },
    manifest,
    funnelsText,
  );
  if (Array.isArray(result)) throw new Error(JSON.stringify(result));
  return result;
}

interface RawStep {
  step: number;
  type: string;
  splitTestEnabled?: boolean;
  splitTesting?: { sfid: string }[];
  variants: { sfid: string; url: string; default?: boolean; percentage?: number }[];
  nextPageFail?: number;
  downsell?: number;
}
const funnelOf = (p: CampaignPlan) =>
  (parse(p.funnelYaml) as { uniqueIdentifier: string; orderForm: string; defaultFunnels: RawStep[] }[])[0]!;

describe('R-GEN-1: a whole campaign from one command', () => {
  test("copies the like funnel's steps, re-dates its landing pages and splits a new order form a/b 50/50", () => {
    const p = plan({ like: 'RENEW01' });
    const f = funnelOf(p);
    expect(f.uniqueIdentifier).toBe('WINTER26');
    expect(f.orderForm).toBe(`os${today}a_ap`);
    expect(f.defaultFunnels.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(f.defaultFunnels[0]!.variants.map((v) => v.url)).toEqual([`video${today}a_ap`, `video${today}b_ap`]);
    expect(f.defaultFunnels[0]!.splitTesting).toEqual([{ sfid: 'ST-WINTER26-1' }]);
    const order = f.defaultFunnels[1]!;
    expect(order).toMatchObject({
      type: 'OrderForm',
      splitTestEnabled: true,
      splitTesting: [{ sfid: 'ST-WINTER26-ORDER' }],
    });
    expect(order.variants).toEqual([
      { sfid: 'V-WINTER26-2A', url: `os${today}a_ap`, default: true, percentage: 50 },
      { sfid: 'V-WINTER26-2B', url: `os${today}b_ap`, percentage: 50 },
    ]);
    // The offers and the receipt are the shared pages of the like funnel.
    expect(f.defaultFunnels.slice(2).map((s) => s.variants[0]!.url)).toEqual([
      'upsell-serum',
      'upsell-tea',
      'downsell-tea',
      'IkariaBeauty-Receipt_AP',
    ]);
    expect(p.pages.map((pg) => pg.path)).toEqual([
      `video${today}a_ap`,
      `video${today}b_ap`,
      `os${today}a_ap`,
      `os${today}b_ap`,
    ]);
    expect(p.slug).toBe('winter26');
    expect(parse(p.destinationYaml)).toEqual([
      {
        sfid: 'DST-WINTER26',
        genericUrl: 'winter26',
        defaultFunnel: 'WINTER26',
        splitTestEnabled: false,
        percentage: 100,
      },
    ]);
  });

  test("without --like it copies the product's own funnel (site.funnels.byProduct)", () => {
    expect(plan({}).like).toBe('RENEW01');
    expect(plan({ product: 'AgelessBeautyBalm' }).like).toBe('AGELESS01');
  });

  test('offers of what the order holds are left out, and the yes/no targets that named them', () => {
    const p = plan({ like: 'AGELESS01' });
    const f = funnelOf(p);
    const urls = f.defaultFunnels.flatMap((s) => s.variants.map((v) => v.url));
    expect(urls).not.toContain('upsell-elixir');
    expect(urls).not.toContain('downsell-elixir');
    expect(p.dropped.join('\n')).toContain("step 6 'Elixir upsell' offers what the order holds");
    for (const s of f.defaultFunnels)
      for (const target of [s.nextPageFail, s.downsell].filter((t) => t !== undefined))
        expect(f.defaultFunnels.map((x) => x.step)).toContain(target);
    // The advertorial is the product's own, not the balm's: a copy whose offer link leads into this campaign.
    const pl = p.pages.find((pg) => pg.family === 'pl')!;
    expect(pl.answers).toMatchObject({ product: 'SkinRenewElixir', content: 'advertorial/winter26-island-glow' });
    expect(p.contentCopies).toEqual([
      {
        from: 'advertorial/island-glow',
        to: 'advertorial/winter26-island-glow',
        links: [['{{funnelBaseUrl}}/gu/renew-offer', '{{funnelBaseUrl}}/gu/winter26']],
      },
    ]);
  });

  test('the order form never loses its payment-failure route: a left-out retry step is rebuilt as the form itself', () => {
    // AGELESS01's order form fails to step 11, a secure cart of the balm: no page of the elixir's campaign.
    const p = plan({ like: 'AGELESS01' });
    const f = funnelOf(p);
    expect(p.dropped.join('\n')).toContain("step 11 'Payment retry' shows only pages of another product");
    expect(f.defaultFunnels.find((s) => s.type === 'OrderForm')).toMatchObject({ step: 5, nextPageFail: 5 });
    expect(p.failStep).toEqual({ step: 5, rebuilt: true });
    // Kept where the like funnel's route fits the product.
    expect(plan({ like: 'AGELESS01', product: 'AgelessBeautyBalm' }).failStep).toEqual({ step: 11, rebuilt: false });
  });

  test('--starts, --ends and --successor become the funnel’s window, as store dates', () => {
    const p = plan({ like: 'RENEW01', starts: '261224', ends: '261226', successor: '/gu/renew-offer' });
    expect(funnelOf(p)).toMatchObject({ starts: '2026-12-24', ends: '2026-12-26', successor: '/gu/renew-offer' });
    expect(p.window).toEqual({ starts: '2026-12-24', ends: '2026-12-26', successor: '/gu/renew-offer' });
  });

  test("a copied split keeps its shares summing to 100 with one default, under the campaign's own split-test ids", () => {
    for (const [like, product] of [
      ['AGELESS01', 'SkinRenewElixir'],
      ['AGELESS01', 'AgelessBeautyBalm'],
      ['RENEW01', 'BeautyTea'],
    ] as const) {
      const f = funnelOf(plan({ like, product }));
      for (const s of f.defaultFunnels) {
        for (const t of s.splitTesting ?? []) expect(t.sfid).toMatch(/^ST-WINTER26-/);
        if (s.splitTestEnabled) expect(s.variants.reduce((t, v) => t + (v.percentage ?? 100), 0)).toBe(100);
        else expect(s.variants.filter((v) => v.default)).toHaveLength(1);
      }
    }
  });

  test('a set holds its components: the tea + elixir set is not offered tea or elixir', () => {
    expect([...heldProducts(['BeautyTea-Elixir'], offerCatalogue(manifest))].sort()).toEqual([
      'BeautyTea',
      'BeautyTea-Elixir',
      'SkinRenewElixir',
    ]);
  });

  test.each([
    [{ product: 'Moisturiser' }, 'product', "unknown product 'Moisturiser'"],
    [{ like: 'NOPE01' }, 'like', "unknown main funnel 'NOPE01'"],
    [{ date: '230230' }, 'date', 'February 2023 has no day 30'],
    [{ slug: 'renew-offer' }, 'slug', '/gu/renew-offer sends shoppers to RENEW01 already'],
    [{ campaign: 'winter 26' }, 'campaign', 'letters, digits'],
    [{ starts: '261232' }, 'starts', 'December 2026 has no day 32'],
    [{ starts: '261224', ends: '261220' }, 'ends', '261220 is before 261224'],
    [{ successor: 'https://evil.example/' }, 'successor', 'a path of this site'],
    [{ product: 'multiacid' }, 'content', 'multiacid has no advertorial of its own; give one with --content'],
    [{ date: '221101', like: 'AGELESS01', product: 'AgelessBeautyBalm' }, 'date', 'runs in funnel AGELESS01 already'],
    [
      { date: '221215', like: 'AGELESS01', product: 'AgelessBeautyBalm' },
      'date',
      '/pl221215a_ap sells BeautyTea already',
    ],
  ] as const)('R-GEN-2: %j is refused on %s', (answers, field, message) => {
    const result = planCampaign(
      { campaign: 'WINTER26', product: 'SkinRenewElixir', date: today, ...answers },
      manifest,
      funnelsText,
    );
    expect(Array.isArray(result)).toBe(true);
    expect(result).toContainEqual({ field, message: expect.stringContaining(message) as unknown });
  });
});

describe('the text campaign:new writes', () => {
  test('blockYaml writes funnels.yaml style that reads back as the same entry', () => {
    const entry = {
      sfid: 'MF-X',
      bumpOffers: ['A', 'B'],
      defaultFunnels: [
        { step: 1, name: 'Order form: a, b', type: 'OrderForm', variants: [{ sfid: 'V-1', url: 'x', default: true }] },
      ],
    };
    const text = blockYaml(entry);
    expect(text).toContain('  bumpOffers: [A, B]\n');
    expect(text).toContain('        - { sfid: V-1, url: x, default: true }\n');
    expect(parse(text)).toEqual([entry]);
  });

  test('withGenericUrl changes only the genericUrls value and keeps comments', () => {
    const site = '# top\nname: x\ngenericUrls: "a,b" # the list\n# end\n';
    expect(withGenericUrl(site, 'c')).toBe('# top\nname: x\ngenericUrls: "a,b,c" # the list\n# end\n');
    expect(withGenericUrl(site, 'b')).toBe(site);
  });
});
