/** Links in a page's copy lead forward (manifest/copy-links.ts), and copy that leads into another campaign is named. */
import { describe, expect, test } from 'vitest';
import { checkManifest } from '../../../src/manifest/check.ts';
import { copyLinkWarnings, forwardCopyLinks } from '../../../src/manifest/copy-links.ts';
import { readManifest } from '../../../src/manifest/load.ts';
import { appendTo, campaignsCopy } from './campaigns-copy.ts';

const site = {
  placeholders: {
    funnelBaseUrl: 'https://offer.example',
    cartBaseUrl: 'https://shop.example',
    affiliateBaseUrl: 'https://partners.example',
  },
};
const forward = { self: 'pl221101a_ap', next: '/vsl?uid=AGELESS01&step=2', site };

describe('copy links', () => {
  test("a link to a generic URL, or back to the page, becomes a call to action to the page's next step", () => {
    const html =
      '<p><a href="/gu/ageless-offer">Check availability →</a> <a href="https://offer.example/gu/renew-offer?x=1">live</a> ' +
      '<a href="/pl221101a_ap">again</a> <a href="/study">study</a> <a href="https://elsewhere.example/gu/x">out</a></p>';
    expect(forwardCopyLinks(html, forward)).toBe(
      '<p><a href="/vsl?uid=AGELESS01&amp;step=2" data-funnel-action="next">Check availability →</a> ' +
        '<a href="/vsl?uid=AGELESS01&amp;step=2" data-funnel-action="next">live</a> ' +
        '<a href="/vsl?uid=AGELESS01&amp;step=2" data-funnel-action="next">again</a> <a href="/study">study</a> ' +
        '<a href="https://elsewhere.example/gu/x">out</a></p>',
    );
  });

  test('the sample copy links only into the campaigns its pages run in', async () => {
    const m = checkManifest(await readManifest(campaignsCopy()));
    expect(copyLinkWarnings(m, m.contentLinks)).toEqual([]);
  });

  test("copy shown in one campaign that links another campaign's generic URL is named, with file, line and link", async () => {
    const dir = campaignsCopy();
    // XMAS26 shows a balm advertorial whose copy still sends shoppers to /gu/ageless-offer (AGELESS01).
    appendTo(
      dir,
      'funnels.yaml',
      [
        '- sfid: MF-XMAS26',
        '  uniqueIdentifier: XMAS26',
        '  orderForm: os210415a_ap',
        '  defaultFunnels:',
        '    - { step: 1, name: Advertorial, type: Landing, variants: [{ sfid: V-X-1, url: pl230101a_ap, default: true }] }',
        '    - { step: 2, name: Order form, type: OrderForm, nextPageFail: 2, variants: [{ sfid: V-X-2, url: os210415a_ap, default: true }] }',
        '    - { step: 3, name: Thank you, type: Thankyou Page, variants: [{ sfid: V-X-3, url: order-success-common, default: true }] }',
      ].join('\n'),
    );
    const m = checkManifest(await readManifest(dir));
    expect(copyLinkWarnings(m, m.contentLinks)).toEqual([
      expect.stringMatching(
        /content\/advertorial\/ageless-secret\.md: line 51: link '\{\{funnelBaseUrl\}\}\/gu\/ageless-offer' leads into generic URL \/gu\/ageless-offer of AGELESS01, RENEW01, but \/pl230101a_ap shows this copy in XMAS26: there it goes on to XMAS26's next step/,
      ),
    ]);
  });
});
