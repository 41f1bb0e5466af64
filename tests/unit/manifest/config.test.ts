import { expect, test } from 'vitest';
import { checkManifest } from '../../../src/manifest/check.ts';
import { readManifest } from '../../../src/manifest/load.ts';
import { funnelConfig, funnelData } from '../../../src/manifest/page-data.ts';
import { fixtureDir, manifestWith, problemsOf } from './fixture.ts';

const sample = async () => checkManifest(await readManifest(`${import.meta.dirname}/../../../campaigns`));

test('R-CFG-1: the funnel configuration every page carries is keyed by main funnel id', async () => {
  const m = await sample();
  const config = funnelConfig(m);
  expect(Object.keys(config.funnels).sort()).toEqual(['AGELESS01', 'RENEW01']);
  const page = m.pages.find((p) => p.path === 'vsl')!;
  expect(funnelData(m, page)).toMatchObject({
    page: { path: 'vsl', funnel: 'AGELESS01' },
    config,
    brand: 'IkariaBeauty',
  });
});

test('R-CFG-2, R-CFG-3, R-CFG-4: main funnels, steps and variants have the fields of spec §3', async () => {
  const { funnels } = await sample();
  const ageless = funnels.find((f) => f.uniqueIdentifier === 'AGELESS01')!;
  expect(ageless).toMatchObject({ sfid: 'MF-AGELESS-01', orderForm: 'os221215a_ap', destinationId: 'DST-AGELESS' });
  expect(ageless.bumpOffers).toEqual(['BUMP-TEA-SAMPLER', 'BUMP-PRIORITY']);
  const order = ageless.defaultFunnels.find((s) => s.step === 5)!;
  expect(order).toMatchObject({
    type: 'OrderForm',
    splitTestEnabled: true,
    splitTesting: [{ sfid: 'ST-AGE-ORDER-1' }],
    nextPageFail: 11,
  });
  expect(order.variants).toEqual([
    {
      sfid: 'V-AGE-5A',
      url: 'os221215a_ap',
      default: true,
      percentage: 50,
      visibility: 'All',
      splitTestEnabled: false,
    },
    {
      sfid: 'V-AGE-5B',
      url: 'os221215b_ap',
      default: false,
      percentage: 50,
      visibility: 'All',
      splitTestEnabled: false,
    },
  ]);
  expect(ageless.defaultFunnels.find((s) => s.step === 6)).toMatchObject({ type: 'Upsell', upsell: 8, downsell: 7 });
  expect(ageless.defaultFunnels.find((s) => s.step === 11)).toMatchObject({ overrideYes: 6 });
  const mobile = ageless.defaultFunnels.find((s) => s.step === 2)!.variants[1]!;
  expect(mobile).toMatchObject({ visibility: 'Mobile only', pageContent: 'PC-VSL-MOBILE' });
});

test('R-CFG-5: destinations have sfid, genericUrl, defaultFunnel, splitTestEnabled, percentage and splitTesting', async () => {
  const { destinations } = await sample();
  expect(destinations).toEqual([
    {
      sfid: 'DST-AGELESS',
      genericUrl: 'ageless-offer',
      defaultFunnel: 'AGELESS01',
      splitTestEnabled: true,
      percentage: 70,
      splitTesting: [{ sfid: 'DST-ST-RENEW', funnel: 'RENEW01', percentage: 30 }],
    },
    {
      sfid: 'DST-RENEW',
      genericUrl: 'renew-offer',
      defaultFunnel: 'RENEW01',
      splitTestEnabled: false,
      percentage: 100,
      splitTesting: [],
    },
  ]);
});

test('R-CFG-4: a variant visibility other than All, Mobile only or Desktop only is refused', async () => {
  const dir = manifestWith('funnels.yaml', (d) => {
    const [f] = d as { defaultFunnels: { variants: Record<string, unknown>[] }[] }[];
    f!.defaultFunnels[0]!.variants[0]!.visibility = 'Tablet only';
    return d;
  });
  expect((await problemsOf(dir))[0]).toContain(
    "funnels.yaml: entry #1 'F1': field 'step 1, variant V1, visibility': 'Tablet only' is not one of 'All', 'Mobile only', 'Desktop only'",
  );
  expect(await problemsOf(fixtureDir)).toEqual([]);
});
