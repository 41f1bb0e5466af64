import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { heldOffers, heldProducts } from '../../../src/domain/funnel/held-offers.ts';
import { goAnswer, goNext, locate, type FunnelContext } from '../../../src/domain/funnel/navigation.ts';
import { takesOrders } from '../../../src/domain/funnel/page-kinds.ts';
import { emptyUserStats } from '../../../src/domain/funnel/stats.ts';
import type { DeviceKind } from '../../../src/domain/funnel/types.ts';
import { checkManifest } from '../../../src/manifest/check.ts';
import { funnelLines, heldOfferLines, pageFunnels } from '../../../src/manifest/funnel-summary.ts';
import { readManifest } from '../../../src/manifest/load.ts';
import { offerCatalogue } from '../../../src/manifest/offer-catalogue.ts';
import { pageFunnel } from '../../../src/manifest/page-funnel.ts';

const sample = checkManifest(await readManifest(join(import.meta.dirname, '..', '..', '..', 'campaigns')));
const funnelOf = (path: string) => pageFunnels(sample).find((p) => p.path === path);

describe('the build says which page runs in which funnel', () => {
  test('R-FLOW-1: the home page, the quiz and the dated quizzes run in AGELESS01, and why', () => {
    expect(funnelOf('home')).toMatchObject({ funnel: 'AGELESS01', by: 'named by the entry' });
    expect(funnelOf('survey')).toMatchObject({ funnel: 'AGELESS01', by: 'named by the entry' });
    expect(funnelOf('survey221201a_ap')).toMatchObject({ funnel: 'AGELESS01', by: 'listed in its steps' });
    expect(funnelOf('survey201101a_ap')).toMatchObject({ funnel: 'AGELESS01', by: 'site default' });
  });

  test('a set page runs in the funnel site.funnels.byProduct gives it; legal pages in none', () => {
    expect(funnelOf('US_3-Unit-BeautyTea-Elixir')).toMatchObject({
      funnel: 'RENEW01',
      by: 'by product BeautyTea-Elixir',
    });
    expect(funnelOf('terms')).toMatchObject({ funnel: undefined, by: 'sells nothing' });
  });

  test('one line per funnel, and one per product whose offers are passed over', () => {
    const lines = funnelLines(pageFunnels(sample));
    expect(lines.map((l) => l.split(':')[0])).toEqual(['funnel AGELESS01', 'funnel RENEW01', 'no funnel']);
    expect(heldOfferLines(sample)).toContain(
      'BeautyTea-Elixir in RENEW01: not offered upsell-tea, downsell-tea (the order holds it)',
    );
  });
});

describe('offers fit the purchase on the sample site', () => {
  const catalogue = offerCatalogue(sample);
  const offered = (path: string) => catalogue.offerProducts[path];
  const devices: DeviceKind[] = ['Mobile', 'Desktop'];

  /** Every offer page a shopper who paid on `page` may be shown, yes or no on each, by the runtime's rules. */
  function offersAfter(page: { path: string; template: string; product?: string | undefined }, device: DeviceKind) {
    const funnel = sample.funnels.find((f) => f.uniqueIdentifier === pageFunnel(sample, page));
    if (!funnel) return [];
    const offersHeld = heldOffers(catalogue, page.product ? [page.product] : []);
    const at = (path: string, stepParam?: string): FunnelContext =>
      locate(funnel, {
        path,
        stepParam,
        template: page.template,
        device,
        random: () => 0,
        stats: emptyUserStats,
        offersHeld,
      });
    const seen = new Set<string>();
    const queue = [goNext(at(page.path))];
    for (let r = queue.shift(); r; r = queue.shift()) {
      if (!r.ok || r.target.kind !== 'page' || seen.has(r.target.path)) continue;
      seen.add(r.target.path);
      const ctx = at(r.target.path, r.target.query.step);
      queue.push(goAnswer(ctx, 'yes'), goAnswer(ctx, 'no'));
    }
    return [...seen].map((p) => p.slice(1)).filter((p) => offered(p));
  }

  test('no order page leads to an offer of a product its order holds (a set holds its parts)', () => {
    const orderPages = sample.pages.filter((p) => takesOrders(p.template));
    expect(orderPages.length).toBeGreaterThan(100);
    const wrong = orderPages.flatMap((page) =>
      devices.flatMap((device) => {
        const held = heldProducts(page.product ? [page.product] : [], catalogue);
        return offersAfter(page, device)
          .filter((offer) => held.has(offered(offer) ?? ''))
          .map((offer) => `${page.path} → ${offer} on ${device}`);
      }),
    );
    expect(wrong).toEqual([]);
  });

  test('the tea and elixir set is still offered the serum; the balm is offered the elixir and the tea', () => {
    const set = sample.pages.find((p) => p.path === 'US_3-Unit-BeautyTea-Elixir')!;
    expect(offersAfter(set, 'Mobile')).toEqual(['upsell-serum']);
    const balm = sample.pages.find((p) => p.path === 'os221215a_ap')!;
    expect(offersAfter(balm, 'Mobile').sort()).toEqual([
      'downsell-elixir',
      'downsell-tea',
      'upsell-elixir',
      'upsell-tea',
    ]);
  });
});
