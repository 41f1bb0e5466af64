/**
 * A campaign's life in the manifest: windows (when its pages are sold, where shoppers go before and
 * after), retired addresses, a renamed funnel's former ids and prices stated in copy, each checked by
 * the build with the file, entry and field named. On copies of the sample campaigns/.
 */
import { describe, expect, test } from 'vitest';
import { checkManifest } from '../../../src/manifest/check.ts';
import { readManifest } from '../../../src/manifest/load.ts';
import { funnelConfig } from '../../../src/manifest/page-data.ts';
import { buildRedirectRules, redirectRules, redirectsFile, redirectTargets } from '../../../src/manifest/redirects.ts';
import {
  armWindows,
  builtPages,
  destinationWindow,
  endedAddresses,
  endedFunnels,
  pageWindow,
  upcomingLines,
} from '../../../src/manifest/sale-windows.ts';
import { statedPrices } from '../../../src/manifest/check-campaigns.ts';
import { appendTo, campaignsCopy, replaceIn } from './campaigns-copy.ts';
import { problemsOf } from './fixture.ts';

const load = async (dir: string) => checkManifest(await readManifest(dir));
const at = (iso: string) => Date.parse(iso);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A copy whose RENEW01 funnel runs from 24 to 26 December 2026 and hands over to AGELESS01's generic URL. */
function renewWindowed(extra = ''): string {
  const dir = campaignsCopy();
  replaceIn(
    dir,
    'funnels.yaml',
    '  uniqueIdentifier: RENEW01\n',
    `  uniqueIdentifier: RENEW01\n  starts: 2026-12-24\n  ends: 2026-12-26\n  successor: /gu/ageless-offer\n${extra}`,
  );
  return dir;
}

/** The build's problems with a renewWindowed copy edited once more: `from` replaced by `to` in `file`. */
async function renewProblems(file: string, from: string, to: string): Promise<string[]> {
  const dir = renewWindowed();
  replaceIn(dir, file, from, to);
  return problemsOf(dir);
}

describe('windows', () => {
  test("a funnel's window covers the pages it alone shows and its generic URL; shared pages keep selling", async () => {
    const m = await load(renewWindowed());
    const page = (path: string) => m.pages.find((p) => p.path === path)!;
    expect(pageWindow(m, page('video221101a_ap'))).toEqual({
      starts: at('2026-12-24T05:00:00Z'),
      ends: at('2026-12-27T05:00:00Z'),
      before: '/',
      after: '/gu/ageless-offer',
      by: 'funnel RENEW01',
    });
    // upsell-tea is shown by AGELESS01 too; a bundle page stands in RENEW01 by product but is not its own.
    expect(pageWindow(m, page('upsell-tea'))).toBeUndefined();
    // upsell-serum is RENEW01's alone, but a shopper reaches it only after paying: a purchase made a
    // moment before the end still gets its offers and receipt, and the build keeps the page.
    expect(pageWindow(m, page('upsell-serum'))).toBeUndefined();
    expect(builtPages(m, at('2026-12-28T00:00:00Z'), false).some((p) => p.path === 'upsell-serum')).toBe(true);
    expect(pageWindow(m, page('CTUS_3-Unit-SkinRenewElixir'))).toBeUndefined();
    const renew = m.destinations.find((d) => d.genericUrl === 'renew-offer')!;
    expect(destinationWindow(m, renew)).toMatchObject({ ends: at('2026-12-27T05:00:00Z'), after: '/gu/ageless-offer' });
  });

  test("R-DST-2: a generic URL's page carries the windows of its split's dated funnels, none for an always-sold one", async () => {
    const m = await load(renewWindowed());
    const ageless = m.destinations.find((d) => d.genericUrl === 'ageless-offer')!;
    // 30 % of /gu/ageless-offer go to RENEW01, sold from 24 to 26 December only.
    expect(armWindows(m, ageless)).toEqual({
      RENEW01: { starts: at('2026-12-24T05:00:00Z'), ends: at('2026-12-27T05:00:00Z') },
    });
    const plain = await load(campaignsCopy());
    expect(
      armWindows(
        plain,
        plain.destinations.find((d) => d.genericUrl === 'ageless-offer')!,
      ),
    ).toEqual({});
  });

  test("a page's own window narrows its funnel's; before its start it goes to its funnel's current campaign", async () => {
    const dir = campaignsCopy();
    replaceIn(
      dir,
      'pages/advertorials.yaml',
      'date: "230101", variant: a,',
      'date: "230101", variant: a, starts: "2026-12-20 09:00",',
    );
    const m = await load(dir);
    const w = pageWindow(
      m,
      m.pages.find((p) => p.path === 'pl230101a_ap')!,
    );
    expect(w).toMatchObject({
      starts: at('2026-12-20T14:00:00Z'),
      before: '/gu/ageless-offer',
      by: 'page pl230101a_ap',
    });
  });

  test('a production build writes no page whose window ended, and answers its address with the successor', async () => {
    const m = await load(renewWindowed());
    const after = at('2026-12-27T05:00:00Z');
    expect(builtPages(m, after - 1, false).some((p) => p.path === 'video221101a_ap')).toBe(true);
    expect(builtPages(m, after, false).some((p) => p.path === 'video221101a_ap')).toBe(false);
    expect(builtPages(m, after, true).some((p) => p.path === 'video221101a_ap')).toBe(true);
    const ended = endedAddresses(m, after);
    expect(ended.get('/gu/renew-offer')).toBe('/gu/ageless-offer');
    expect(ended.get('/video221101b_ap')).toBe('/gu/ageless-offer');
    expect(redirectsFile(redirectRules(m.redirects, ended))).toContain('/gu/renew-offer /gu/ageless-offer 301\n');
    expect(buildRedirectRules(m, after, false)).toEqual(redirectRules(m.redirects, ended));
    expect(buildRedirectRules(m, after, true)).toEqual(redirectRules(m.redirects));
    // The pages a redirect leads to carry the retired funnel check (layouts/RetiredFunnelCheck.astro).
    expect(redirectTargets(m, after, false).has('/gu/ageless-offer')).toBe(true);
  });

  test('the funnels a build counts as ended, by id and former id: their uid is dropped where a redirect keeps it; none in a preview', async () => {
    const dir = renewWindowed('  aliases: [RENEW00]\n');
    const m = await load(dir);
    const after = at('2026-12-27T05:00:00Z');
    expect(endedFunnels(m, after - 1, false)).toEqual([]);
    expect(endedFunnels(m, after, false)).toEqual(['RENEW01', 'RENEW00']);
    expect(endedFunnels(m, after, true)).toEqual([]);
  });

  test('the build says what starts or ends in the next 7 days', async () => {
    const m = await load(renewWindowed());
    expect(upcomingLines(m, at('2026-12-20T12:00:00Z'))).toEqual([
      'funnel RENEW01 starts 2026-12-24 00:00 (America/New_York); from then it gets 30 % of /gu/ageless-offer',
      'funnel RENEW01 ends 2026-12-27 00:00 (America/New_York); then shoppers go to /gu/ageless-offer; its 30 % of /gu/ageless-offer goes to the other funnels there',
    ]);
    expect(upcomingLines(m, at('2027-01-10T12:00:00Z'))).toEqual([]);
  });

  test('times that are none, an end before its start, a successor that is no page or itself: each named', async () => {
    const dir = campaignsCopy();
    replaceIn(
      dir,
      'funnels.yaml',
      '  uniqueIdentifier: RENEW01\n',
      '  uniqueIdentifier: RENEW01\n  starts: 2026-12-24\n  ends: 2026-12-20\n  successor: /gu/no-such\n',
    );
    replaceIn(
      dir,
      'destinations.yaml',
      '  genericUrl: renew-offer\n',
      '  genericUrl: renew-offer\n  starts: 2026-02-30\n  successor: /gu/renew-offer\n',
    );
    replaceIn(dir, 'site.yaml', 'timeZone: America/New_York', 'timeZone: Mars/Olympus');
    expect(await problemsOf(dir)).toEqual([
      "campaigns/site.yaml: field 'timeZone': 'Mars/Olympus' is no time zone; write an IANA name such as America/New_York, Europe/Berlin or UTC",
      "campaigns/funnels.yaml: entry #2 'RENEW01': field 'ends': it ends (2026-12-21 00:00 (UTC)) before it starts (2026-12-24 00:00 (UTC)): correct one of them",
      "campaigns/funnels.yaml: entry #2 'RENEW01': field 'successor': '/gu/no-such' is no page of the site: name a generic URL (/gu/…) or a page that exists",
      "campaigns/destinations.yaml: entry #2 'renew-offer': field 'starts': '2026-02-30': February 2026 has no day 30",
      "campaigns/destinations.yaml: entry #2 'renew-offer': field 'successor': '/gu/renew-offer' is this page itself: name the campaign that follows it",
    ]);
  });

  test('successors that go round in a circle are refused, on the entry whose successor starts the circle', async () => {
    const problems = await renewProblems(
      'funnels.yaml',
      '  uniqueIdentifier: AGELESS01\n',
      '  uniqueIdentifier: AGELESS01\n  ends: 2026-12-30\n  successor: /gu/renew-offer\n',
    );
    expect(problems.filter((p) => p.includes('circle'))).toEqual([
      "campaigns/funnels.yaml: entry #1 'AGELESS01': field 'successor': successors go round in a circle once these end: /gu/ageless-offer → /gu/renew-offer → /gu/ageless-offer; point the last one at a campaign that runs on",
    ]);
  });

  test("a funnel's successor that is its own generic URL or one of its own pages is refused", async () => {
    for (const successor of ['/gu/renew-offer', '/video221101a_ap']) {
      const dir = campaignsCopy();
      replaceIn(
        dir,
        'funnels.yaml',
        '  uniqueIdentifier: RENEW01\n',
        `  uniqueIdentifier: RENEW01\n  starts: 2026-12-24\n  ends: 2026-12-26\n  successor: ${successor}\n`,
      );
      expect(await problemsOf(dir)).toEqual([
        `campaigns/funnels.yaml: entry #2 'RENEW01': field 'successor': '${successor}' is this funnel's own ${successor.startsWith('/gu/') ? 'generic URL' : 'page'}: name the campaign that follows it`,
      ]);
    }
  });

  test('a circle of page successors is reported on the entry of its first page', async () => {
    const dir = campaignsCopy();
    // Each of two advertorials hands over to the other once it ends.
    for (const [date, other] of [
      ['230101', '221101'],
      ['221101', '230101'],
    ] as const) {
      const entry = `date: "${date}", variant: a,`;
      replaceIn(dir, 'pages/advertorials.yaml', entry, `${entry} ends: 2026-12-22, successor: /pl${other}a_ap,`);
    }
    expect((await problemsOf(dir)).filter((p) => p.includes('circle'))).toEqual([
      expect.stringMatching(
        /pages\/advertorials\.yaml: entry #\d+ 'pl221101a_ap': field 'successor': successors go round in a circle once these end: \/pl221101a_ap → \/pl230101a_ap → \/pl221101a_ap; point the last one at a campaign that runs on$/,
      ),
    ]);
  });

  test.each([
    [
      'a page',
      'pages/videos.yaml',
      '  date: "221101"\n  variant: a\n',
      '  date: "221101"\n  variant: a\n  starts: 2026-12-28\n',
      /pages\/videos\.yaml: entry #\d+ 'video221101a_ap': field 'starts': its window \(from 2026-12-28 00:00 \(America\/New_York\)\)/,
    ],
    [
      'a generic URL',
      'destinations.yaml',
      '  genericUrl: renew-offer\n',
      '  genericUrl: renew-offer\n  ends: 2026-12-23\n',
      /^campaigns\/destinations\.yaml: entry #2 'renew-offer': field 'ends': its window \(until 2026-12-24 00:00 \(America\/New_York\)\)/,
    ],
  ])("%s whose window never meets its funnel's is refused, naming both windows", async (_, file, from, to, own) => {
    const theirs = escaped(
      " and funnel RENEW01's (from 2026-12-24 00:00 (America/New_York) until 2026-12-27 00:00 (America/New_York)) never meet: it would never be sold; give it dates inside the funnel's window, or none",
    );
    expect(await renewProblems(file, from, to)).toEqual([expect.stringMatching(new RegExp(`${own.source}${theirs}$`))]);
  });
});

describe('a generic URL split into a dated funnel', () => {
  test("R-DST-2: a split into a funnel whose window never meets the generic URL's is refused: its share would never be drawn", async () => {
    const problems = await renewProblems(
      'destinations.yaml',
      '  genericUrl: ageless-offer\n',
      '  genericUrl: ageless-offer\n  ends: 2026-12-20\n',
    );
    expect(problems).toEqual([
      "campaigns/destinations.yaml: entry #1 'ageless-offer': field 'splitTesting.0.funnel': funnel RENEW01 is sold from 2026-12-24 00:00 (America/New_York) until 2026-12-27 00:00 (America/New_York), /gu/ageless-offer until 2026-12-21 00:00 (America/New_York): they never meet, so its share would never be drawn; split it into a funnel sold meanwhile, or take it out of the split",
    ]);
  });

  test('a split into a dated funnel that meets the generic URL for a while is accepted', async () => {
    expect(await problemsOf(renewWindowed())).toEqual([]);
    expect(
      await renewProblems(
        'destinations.yaml',
        '  genericUrl: ageless-offer\n',
        '  genericUrl: ageless-offer\n  ends: 2026-12-25\n',
      ),
    ).toEqual([]);
  });
});

describe('a dated page in an always-on funnel', () => {
  /** The one-off advertorial of docs/marketers.md, made a variant of AGELESS01's first step. */
  function oneOffVariant(successor = '/gu/ageless-offer'): string {
    const dir = campaignsCopy();
    appendTo(
      dir,
      'pages/advertorials.yaml',
      `- { family: pl, date: '261218', variant: a, title: 'Why Ikarian women skip the night cream', content: advertorial/ageless-secret, product: AgelessBeautyBalm, label: Advertorial, shortCode: fbtcr, starts: 2026-12-18, ends: 2026-12-20 18:00, successor: ${successor} }`,
    );
    replaceIn(
      dir,
      'funnels.yaml',
      '        - { sfid: V-AGE-1B, url: article-common-gh, percentage: 50 }\n',
      '        - { sfid: V-AGE-1B, url: article-common-gh, percentage: 15 }\n        - { sfid: V-AGE-1C, url: pl261218a_ap, percentage: 35 }\n',
    );
    return dir;
  }

  test('is refused when before its start or after its end it would lead back into the funnel that shows it', async () => {
    const loop = escaped(
      "/gu/ageless-offer leads into funnel AGELESS01, which shows this page at step 1, so the shopper could be sent back here, round and round; give the dated page a funnel of its own with these dates (npm run campaign:new … --starts … --ends …), or take it out of step 1's variants",
    );
    const entry = /pages\/advertorials\.yaml: entry #\d+ 'pl261218a_ap': /.source;
    expect(await problemsOf(oneOffVariant())).toEqual([
      expect.stringMatching(
        new RegExp(`${entry}field 'starts': before its start the shopper goes to /gu/ageless-offer: ${loop}$`),
      ),
      expect.stringMatching(
        new RegExp(`${entry}field 'successor': after its end the shopper goes to /gu/ageless-offer: ${loop}$`),
      ),
    ]);
  });

  test('a successor into another campaign ends the loop after the end; before the start is still refused', async () => {
    expect(await problemsOf(oneOffVariant('/gu/renew-offer'))).toEqual([
      expect.stringMatching(
        /'pl261218a_ap': field 'starts': before its start the shopper goes to \/gu\/ageless-offer: /,
      ),
    ]);
  });
});

describe('retired addresses', () => {
  test('each answers its final target; a target that is no page, a circle or a live page hidden is refused', async () => {
    const dir = campaignsCopy();
    appendTo(
      dir,
      'redirects.yaml',
      [
        '- { from: /gu/summer21, to: /gu/bfriday22 }',
        '- { from: /gu/old-a, to: /gu/old-b }',
        '- { from: /gu/old-b, to: /gu/old-a }',
        '- { from: /gu/renew-offer, to: /gu/ageless-offer }',
        '- { from: /gu/gone, to: /os991399a_ap }',
      ].join('\n'),
    );
    expect(await problemsOf(dir)).toEqual([
      "campaigns/redirects.yaml: entry #7 '/gu/renew-offer': field 'from': '/gu/renew-offer' is a live page of the site, and the redirect would hide it: remove the redirect, or the page",
      "campaigns/redirects.yaml: entry #5 '/gu/old-a': field 'to': the redirects from '/gu/old-a' go round in a circle: point one of them at a page",
      "campaigns/redirects.yaml: entry #6 '/gu/old-b': field 'to': the redirects from '/gu/old-b' go round in a circle: point one of them at a page",
      "campaigns/redirects.yaml: entry #8 '/gu/gone': field 'to': '/os991399a_ap' is no page of the site: name a generic URL (/gu/…) or a page that exists",
    ]);
    const m = await readManifest(dir);
    expect(redirectRules(m.redirects).find((r) => r.from === '/gu/summer21')).toEqual({
      from: '/gu/summer21',
      to: '/gu/ageless-offer',
    });
  });

  test('a target with a query or another host is refused: the query would replace the ad’s', async () => {
    const dir = campaignsCopy();
    appendTo(
      dir,
      'redirects.yaml',
      '- { from: /gu/x, to: "/gu/ageless-offer?utm_source=old" }\n- { from: /gu/y, to: "//evil.example/gu" }',
    );
    const problems = await problemsOf(dir);
    expect(problems).toHaveLength(2);
    for (const p of problems)
      expect(p).toMatch(/field 'to': .*a path of this site starting with one "\/", without a query or a host/);
  });
});

describe('a renamed funnel', () => {
  test('keeps its former id: a uid link made before the rename finds it', async () => {
    const dir = campaignsCopy();
    replaceIn(
      dir,
      'funnels.yaml',
      '  uniqueIdentifier: RENEW01\n',
      '  uniqueIdentifier: RENEW02\n  aliases: [RENEW01]\n',
    );
    replaceIn(dir, 'destinations.yaml', 'defaultFunnel: RENEW01', 'defaultFunnel: RENEW02');
    replaceIn(dir, 'destinations.yaml', 'funnel: RENEW01', 'funnel: RENEW02');
    replaceIn(dir, 'site.yaml', 'SkinRenewElixir: RENEW01', 'SkinRenewElixir: RENEW02');
    replaceIn(dir, 'site.yaml', 'BeautyTea-Elixir: RENEW01', 'BeautyTea-Elixir: RENEW02');
    const config = funnelConfig(await load(dir));
    expect(config.funnels.RENEW01).toBe(config.funnels.RENEW02);
    expect(config.funnels.RENEW01?.uniqueIdentifier).toBe('RENEW02');
  });

  test('a former id that names another funnel is refused', async () => {
    const dir = campaignsCopy();
    replaceIn(
      dir,
      'funnels.yaml',
      '  uniqueIdentifier: RENEW01\n',
      '  uniqueIdentifier: RENEW01\n  aliases: [AGELESS01]\n',
    );
    expect(await problemsOf(dir)).toEqual([
      "campaigns/funnels.yaml: entry #2 'RENEW01': field 'aliases.0': 'AGELESS01' is the uniqueIdentifier of another funnel: links with uid=AGELESS01 go there; remove it here",
    ]);
  });
});

describe('prices in copy', () => {
  test('a bump whose copy states another price than its data is refused; an offer’s copy may name its prices', async () => {
    const dir = campaignsCopy();
    replaceIn(dir, 'bump-offers.yaml', 'price: 9.95', 'price: 7.95');
    replaceIn(
      dir,
      'offers.yaml',
      'description: Start with a single tin, 30 servings, at half price.',
      'description: "Start with a single tin for $14.50, not $29.00, or $1,000.00."',
    );
    expect(await problemsOf(dir)).toEqual([
      "campaigns/bump-offers.yaml: entry #1 'BUMP-TEA-SAMPLER': field 'title': the copy says $9.95, but the bump’s price is $7.95: shoppers would be charged another price than they read; correct the copy or the price",
      "campaigns/offers.yaml: entry #4 'OFF-DOWN-TEA': field 'description': the copy says $1,000.00, but the offer’s price (offerPrice, standardPrice, shippingCost) is $14.50 or $29.00 or $0.00: shoppers would be charged another price than they read; correct the copy or the price",
    ]);
  });
  test('amounts are read as shoppers read them', () => {
    expect(statedPrices('just $9.95, was $12 and $1,299.00; 5 ml')).toEqual([995, 1200, 129900]);
  });
});
